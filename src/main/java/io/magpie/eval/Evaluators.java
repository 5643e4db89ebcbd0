package io.magpie.eval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Evaluations by name, for options and engine specifications: {@code simple} (hand-made),
 * {@code pattern} (the trained weights inside the jar), {@code ordering} (the weights inside the jar
 * that the endgame solver orders its moves by), the path of a weights file ({@code .mpw}) or of a
 * hidden-layer weights file ({@code .mph}, {@link HiddenLayer}).
 */
public final class Evaluators {
    /** The jar's weights by resource, expanded once per process and shared: they are immutable. */
    private static final Map<String, Weights> JAR_WEIGHTS = new HashMap<>();

    private Evaluators() {}

    private static synchronized Weights jarWeights(String resource) throws IOException {
        Weights w = JAR_WEIGHTS.get(resource);
        if (w == null) {
            w = Weights.loadResource(resource);
            JAR_WEIGHTS.put(resource, w);
        }
        return w;
    }

    /**
     * The pattern weights called {@code name}: {@code pattern} and {@code ordering} (the jar's, loaded
     * once per process) or the path of a {@code .mpw} file; null for any other name.
     *
     * @throws IOException for a weights file that is missing or damaged (the message names it)
     */
    public static Weights weightsByName(String name) throws IOException {
        String key = name.trim();
        switch (key.toLowerCase(Locale.ROOT)) {
            case "pattern":
                return jarWeights(Weights.DEFAULT_RESOURCE);
            case "ordering":
                return jarWeights(Weights.ORDERING_RESOURCE);
            default:
                return key.endsWith(".mpw") ? Weights.load(Path.of(key)) : null;
        }
    }

    /**
     * The evaluator called {@code name}. A pattern evaluator comes with its vector update compiled
     * ({@link PatternEvaluator#prepareVectors}), so a search can time it from the first move.
     *
     * @throws IllegalArgumentException for an unknown name, or a weights file that is missing or
     *     damaged (the message names the file)
     * @throws UncheckedIOException if the jar's own weights cannot be read
     */
    public static Evaluator byName(String name) {
        String key = name.trim();
        if (key.equalsIgnoreCase("simple")) {
            return new SimpleEvaluator();
        }
        if (key.endsWith(".mph")) {
            try {
                HiddenLayer model = HiddenLayer.load(Path.of(key));
                PatternEvaluator.prepareVectors();
                model.prepareVectors();
                return new HiddenEvaluator(model);
            } catch (IOException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
        Weights weights;
        try {
            weights = weightsByName(key);
        } catch (IOException e) {
            if (key.endsWith(".mpw")) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
            throw new UncheckedIOException("cannot load the weights inside the jar: " + e.getMessage(), e);
        }
        if (weights == null) {
            throw new IllegalArgumentException(
                    "unknown evaluation \"" + key
                            + "\": use simple, pattern, ordering, a weights file (.mpw) or a hidden-layer one (.mph)");
        }
        PatternEvaluator.prepareVectors();
        return new PatternEvaluator(weights);
    }
}
