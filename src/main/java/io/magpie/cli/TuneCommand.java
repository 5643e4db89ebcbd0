package io.magpie.cli;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.board.Square;
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
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie tune mpc}: measures shallow and deep search values on sampled positions and fits
 * the Multi-ProbCut parameters (see {@link ProbCutFit} and tuning/mpc/README.md).
 */
public final class TuneCommand implements Command {
    private static final String SYNTAX = "magpie tune mpc --openings FILE [--count N] [--depth D] [--seed S]"
            + " [--data OUT] [--fit OUT] | magpie tune mpc --from-data FILE [--depth D] [--fit OUT]";

    @Override
    public String name() {
        return "tune";
    }

    @Override
    public String summary() {
        return "fit search parameters (mpc: Multi-ProbCut) by measurement";
    }

    private static Options options() {
        Options o = new Options();
        o.addOption(CommandLines.value("openings", "FILE",
                "openings, one move sequence per line (e.g. f5d6c3d3)"));
        o.addOption(CommandLines.value("count", "N", "positions (default 400)"));
        o.addOption(CommandLines.value("depth", "D", "deepest search (default 10)"));
        o.addOption(CommandLines.value("seed", "S", "random seed (default 1)"));
        o.addOption(CommandLines.value("data", "OUT", "write the samples here"));
        o.addOption(CommandLines.value("fit", "OUT", "write the fit here (default: stdout)"));
        o.addOption(CommandLines.value("eval", "NAME",
                "evaluation searched: pattern (default), simple or a weights file"));
        o.addOption(CommandLines.value("from-data", "FILE", "refit saved samples"));
        o.addOption(CommandLines.help());
        return o;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = options();
        CommandLine cl = CommandLines.parseOrHelp(options, args, SYNTAX, out);
        if (cl == null) {
            return 0;
        }
        List<String> rest = cl.getArgList();
        if (rest.size() != 1 || !rest.get(0).equals("mpc")) {
            throw new UsageException("expected the word mpc", CommandLines.usage(options, SYNTAX));
        }
        int depth = CommandLines.intValue(cl, "depth", 10, 3, 20, options, SYNTAX);
        List<ProbCutFit.Sample> samples;
        if (cl.hasOption("from-data")) {
            samples = readSamples(Path.of(cl.getOptionValue("from-data")));
        } else {
            if (!cl.hasOption("openings")) {
                throw new UsageException("--openings or --from-data is required", CommandLines.usage(options, SYNTAX));
            }
            int count = CommandLines.intValue(cl, "count", 400, 1, 1_000_000, options, SYNTAX);
            int seed = CommandLines.intValue(cl, "seed", 1, 0, Integer.MAX_VALUE, options, SYNTAX);
            Evaluator evaluator = CommandLines.evaluator(cl, "pattern", options, SYNTAX);
            samples = measure(Path.of(cl.getOptionValue("openings")), count, depth, seed, evaluator, err);
            if (cl.hasOption("data")) {
                writeSamples(Path.of(cl.getOptionValue("data")), samples, depth, seed);
            }
        }
        List<String> fit = new ArrayList<>();
        fit.add("# depth shallow emptiesFrom emptiesTo a b sigma samples (scores in 1/100 disc)");
        fit.add(String.format(Locale.ROOT, "# %d samples, deepest search %d, made by: magpie tune mpc", samples.size(), depth));
        fit.addAll(ProbCutFit.fit(samples, depth));
        if (cl.hasOption("fit")) {
            Files.write(Path.of(cl.getOptionValue("fit")), fit, StandardCharsets.UTF_8);
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
            Board board = playOpening(opening, openingsFile);
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

    static Board playOpening(String moves, Path where) {
        Board b = Board.start();
        for (int i = 0; i + 2 <= moves.length(); i += 2) {
            int sq = Square.tryParse(moves.substring(i, i + 2));
            if (sq < 0 || !b.isLegal(sq)) {
                throw new IllegalArgumentException(where + ": bad move " + moves.substring(i, i + 2) + " in " + moves);
            }
            b = b.play(sq);
        }
        return b;
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
