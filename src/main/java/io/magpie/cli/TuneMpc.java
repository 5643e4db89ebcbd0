package io.magpie.cli;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.eval.Evaluator;
import io.magpie.tune.ProbCutFit;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * {@code magpie tune mpc}: measures shallow and deep search values on sampled positions and fits
 * the Multi-ProbCut parameters (see {@link ProbCutFit} and tuning/mpc/README.md).
 */
final class TuneMpc extends DeclaredCommand {
    static final OptionSpec<Path> OPENINGS = OptionSpec.path("openings", "FILE",
            "openings, one move sequence per line (e.g. f5d6c3d3)");
    static final OptionSpec<Integer> COUNT = OptionSpec.integer("count", "N", 1, 1_000_000, "positions")
            .defaultsTo(400);
    static final OptionSpec<Integer> DEPTH = OptionSpec.integer("depth", "D", 3, 20, "deepest search").defaultsTo(10);
    static final OptionSpec<Integer> SEED = OptionSpec.integer("seed", "S", 0, Integer.MAX_VALUE, "random seed")
            .defaultsTo(1);
    static final OptionSpec<Path> DATA = OptionSpec.path("data", "OUT", "write the samples here");
    static final OptionSpec<Path> FIT = OptionSpec.path("fit", "OUT", "write the fit here")
            .defaultsTo(null, "stdout");
    static final OptionSpec<String> EVAL = SharedOptions.EVAL.withHelp(
            "evaluation searched: pattern, simple or a weights file").defaultsTo("pattern");
    static final OptionSpec<Path> FROM_DATA = OptionSpec.path("from-data", "FILE", "refit saved samples");

    TuneMpc() {
        super("tune mpc", "fit the Multi-ProbCut parameters by measurement",
                List.of(OPENINGS, COUNT, DEPTH, SEED, DATA, FIT, EVAL, FROM_DATA));
    }

    @Override
    String syntax() {
        return "magpie tune mpc --openings FILE [OPTIONS] | magpie tune mpc --from-data FILE [--depth D] [--fit OUT]";
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        int depth = args.get(DEPTH);
        List<ProbCutFit.Sample> samples;
        if (args.has(FROM_DATA)) {
            samples = readSamples(args.get(FROM_DATA));
        } else {
            if (!args.has(OPENINGS)) {
                throw args.error("--openings or --from-data is required");
            }
            int seed = args.get(SEED);
            Evaluator evaluator = SharedOptions.evaluator(args, EVAL);
            samples = measure(args.get(OPENINGS), args.get(COUNT), depth, seed, evaluator, err);
            if (args.has(DATA)) {
                writeSamples(args.get(DATA), samples, depth, seed);
            }
        }
        List<String> fit = new ArrayList<>();
        fit.add("# depth shallow emptiesFrom emptiesTo a b sigma samples (scores in 1/100 disc)");
        fit.add(String.format(Locale.ROOT, "# %d samples, deepest search %d, made by: magpie tune mpc", samples.size(), depth));
        fit.addAll(ProbCutFit.fit(samples, depth));
        if (args.has(FIT)) {
            Files.write(args.get(FIT), fit, StandardCharsets.UTF_8);
        } else {
            fit.forEach(out::println);
        }
        return 0;
    }

    private static List<ProbCutFit.Sample> measure(Path openingsFile, int count, int depth, int seed,
            Evaluator evaluator, PrintStream err) throws IOException {
        List<String> openings = new ArrayList<>();
        for (String line : InputFiles.readLines(openingsFile, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                openings.add(line.trim());
            }
        }
        if (openings.isEmpty()) {
            throw new IOException(openingsFile + ": no openings");
        }
        Random random = new Random(seed);
        List<ProbCutFit.Sample> samples = new ArrayList<>();
        int minEmpties = Math.max(14, depth + 8);
        long start = System.nanoTime();
        while (samples.size() < count) {
            String opening = openings.get(random.nextInt(openings.size()));
            Board board = TuneCommand.playOpening(opening, openingsFile);
            int plies = random.nextInt(Math.max(1, board.emptyCount() - minEmpties + 1));
            long[] pos = ProbCutFit.wander(board.player(), board.opponent(), plies, random);
            if (pos == null || Long.bitCount(~(pos[0] | pos[1])) < minEmpties) {
                continue;
            }
            int[] scores = ProbCutFit.measure(pos[0], pos[1], depth, evaluator, 16);
            samples.add(new ProbCutFit.Sample(Long.bitCount(~(pos[0] | pos[1])), scores));
            if (samples.size() % 20 == 0) {
                err.printf(Locale.ROOT, "%d samples, %d s%n", samples.size(), (System.nanoTime() - start) / 1_000_000_000L);
            }
        }
        return samples;
    }

    private static void writeSamples(Path file, List<ProbCutFit.Sample> samples, int depth, int seed) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# empties, then the root score at depths 1.." + depth + " (1/100 disc, 100% selectivity, fresh table)");
        lines.add("# seed " + seed);
        for (ProbCutFit.Sample s : samples) {
            StringBuilder sb = new StringBuilder().append(s.empties());
            for (int d = 1; d < s.scores().length; d++) {
                sb.append(' ').append(s.scores()[d]);
            }
            lines.add(sb.toString());
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    private static List<ProbCutFit.Sample> readSamples(Path file) throws IOException {
        List<ProbCutFit.Sample> samples = new ArrayList<>();
        int lineNo = 0;
        for (String line : InputFiles.readLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.trim().split("\\s+");
            try {
                int[] scores = new int[f.length];
                for (int d = 1; d < f.length; d++) {
                    scores[d] = Integer.parseInt(f[d]);
                }
                samples.add(new ProbCutFit.Sample(Integer.parseInt(f[0]), scores));
            } catch (NumberFormatException e) {
                throw new IOException(file + " line " + lineNo + ": not a number: " + e.getMessage());
            }
        }
        return samples;
    }
}
