package io.magpie.eval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Evaluations by name, for options and engine specifications: {@code simple} (hand-made),
 * {@code pattern} (the trained weights inside the jar), {@code ordering} (the weights inside the jar
 * that the endgame solver orders its moves by) or the path of a weights file.
 */
public final class Evaluators {
    /** The jar's weights, expanded once per process and shared: they are immutable. */
    private static Weights defaultWeights;
    private static Weights orderingWeights;

    private Evaluators() {}

    private static synchronized Weights defaultWeights() throws IOException {
        if (defaultWeights == null) {
            defaultWeights = Weights.loadDefault();
        }
        return defaultWeights;
    }

    private static synchronized Weights orderingWeights() throws IOException {
        if (orderingWeights == null) {
            orderingWeights = Weights.loadOrdering();
        }
        return orderingWeights;
    }

    /**
     * The evaluator called {@code name}. A pattern evaluator comes with its vector update compiled
     * ({@link PatternEvaluator#prepareVectors}), so a search can time it from the first move.
     *
     * @throws IllegalArgumentException for an unknown name, or a weights file that is missing or
     *     damaged (the message names the file)
     */
    public static Evaluator byName(String name) {
        String key = name.trim();
        switch (key.toLowerCase(Locale.ROOT)) {
            case "simple":
                return new SimpleEvaluator();
            case "pattern":
                try {
                    PatternEvaluator.prepareVectors();
                    return new PatternEvaluator(defaultWeights());
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot load the default weights: " + e.getMessage(), e);
                }
            case "ordering":
                try {
                    PatternEvaluator.prepareVectors();
                    return new PatternEvaluator(orderingWeights());
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot load the ordering weights: " + e.getMessage(), e);
                }
            default:
                if (!key.endsWith(".mpw")) {
                    throw new IllegalArgumentException(
                            "unknown evaluation \"" + key + "\": use simple, pattern, ordering or a weights file (.mpw)");
                }
                try {
                    PatternEvaluator.prepareVectors();
                    return new PatternEvaluator(Weights.load(Path.of(key)));
                } catch (IOException e) {
                    throw new IllegalArgumentException(e.getMessage(), e);
                }
        }
    }
}
