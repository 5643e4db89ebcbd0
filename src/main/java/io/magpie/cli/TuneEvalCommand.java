package io.magpie.cli;

import io.magpie.eval.Weights;
import io.magpie.format.ArchivedGame;
import io.magpie.format.FormatException;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.InputFiles;
import io.magpie.format.SelfPlayArchive;
import io.magpie.format.WthorGame;
import io.magpie.format.WthorReader;
import io.magpie.tune.ChildGenerator;
import io.magpie.tune.Fitter;
import io.magpie.tune.Labeller;
import io.magpie.tune.PositionExtractor;
import io.magpie.tune.PositionFile;
import io.magpie.tune.Propagator;
import io.magpie.tune.WeightBlend;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie tune positions|label|propagate|children|fit}: the pipeline that trains the pattern evaluation. See
 * docs/commands.md ("tune") and tuning/RESULTS.md for the commands that made the shipped weights.
 */
final class TuneEvalCommand implements Command {
    static final String SYNTAX = "magpie tune positions|label|propagate|children|fit|blend|test|dump|archive|mpc ...";
    private static final String PROPAGATE = "magpie tune propagate [--between] IN OUT  (each game's earliest exact label carried back"
            + " to its earlier positions; --between: positions between two exact labels get their mix, weighted by distance)";
    private static final String CHILDREN = "magpie tune children [--min-empties N] [--max-empties N] [--games M:R] [--validation M] IN OUT"
            + "  (the position after each legal move of the chosen positions, to be labelled by tune label)";
    private static final String BLEND = "magpie tune blend [--share W] [--stages S[-T]] --out FILE BASE OTHER"
            + "  (stages S..T of BASE become (1-W)*BASE + W*OTHER; W = 0.5 and all stages by default)";
    private static final String TEST = "magpie tune test WEIGHTS DATA...  (error against the exact labels, by empties)";
    private static final String ARCHIVE = "magpie tune archive DIR...  (size of self-play archives: chunks, games, positions, bytes)";
    private static final String DUMP = "magpie tune dump DATA [LIMIT]  (side to move shown as X)";
    private static final String POSITIONS = "magpie tune positions [--min-empties N] [--max-empties N] --out FILE GAMEFILE...  (.wtb, .ggf, .mgsp or a self-play archive folder)";
    private static final String LABEL = "magpie tune label [--min-empties N] [--max-empties N] [--games M:R] [--only-selected] [--no-solve] [--recheck]"
            + " [--threads N] [--hash MB] [--time S] [--depth D [--eval NAME]] IN OUT";
    private static final String FIT = "magpie tune fit [--stages N] [--epochs N] [--rate R] [--lambda L] [--min-count N]"
            + " [--validation M] [--threads N] [--test FILE] [--resume] --out FILE DATA...";

    @Override
    public String name() {
        return "tune";
    }

    @Override
    public String summary() {
        return "train the pattern evaluation (positions, label, fit, test, dump) or fit mpc";
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (args.length == 0 || CommandLines.isHelp(args[0])) {
            out.println("usage: " + POSITIONS);
            out.println("       " + LABEL);
            out.println("       " + PROPAGATE);
            out.println("       " + CHILDREN);
            out.println("       " + BLEND);
            out.println("       " + FIT);
            out.println("       " + TEST);
            out.println("       " + DUMP);
            out.println("       " + ARCHIVE);
            out.println("       magpie tune mpc ...  (Multi-ProbCut parameters; see magpie tune mpc --help)");
            return 0;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        String plainUsage = plainUsage(args[0]);
        if (plainUsage != null && Arrays.stream(rest).anyMatch(CommandLines::isHelp)) {
            out.println("usage: " + plainUsage);
            return 0;
        }
        switch (args[0]) {
            case "positions":
                return positions(rest, out, err);
            case "label":
                return label(rest, out, err);
            case "propagate":
                return propagate(rest, err);
            case "children":
                return children(rest, out, err);
            case "blend":
                return blend(rest, out);
            case "fit":
                return fit(rest, out, err);
            case "mpc":
                return new TuneCommand().run(args, out, err);
            case "test":
                return test(rest, out);
            case "dump":
                return dump(rest, out);
            case "archive":
                return archive(rest, out);
            default:
                throw new UsageException("unknown tune step: " + args[0] + " (positions, label, propagate, children, fit, blend, test, dump, archive or mpc)",
                        "usage: " + SYNTAX + "\n");
        }
    }

    /** The usage of a step that has no options parser of its own (so no --help of its own), or null. */
    private static String plainUsage(String step) {
        switch (step) {
            case "propagate":
                return PROPAGATE;
            case "test":
                return TEST;
            case "dump":
                return DUMP;
            case "archive":
                return ARCHIVE;
            default:
                return null;
        }
    }

    private int positions(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options o = new Options();
        o.addOption(CommandLines.value("min-empties", "N", "skip positions with fewer empties (default 1)"));
        o.addOption(CommandLines.value("max-empties", "N", "skip positions with more empties (default 59)"));
        o.addOption(CommandLines.value("out", "FILE", "training data file to write (replaced)"));
        o.addOption(CommandLines.help());
        CommandLine cl = CommandLines.parseOrHelp(o, args, POSITIONS, out);
        if (cl == null) {
            return 0;
        }
        int min = CommandLines.intValue(cl, "min-empties", 1, 0, 60, o, POSITIONS);
        int max = CommandLines.intValue(cl, "max-empties", 59, 0, 60, o, POSITIONS);
        if (!cl.hasOption("out") || cl.getArgList().isEmpty()) {
            throw new UsageException("needs --out FILE and at least one game file (.wtb, .ggf, .mgsp) or archive folder",
                    CommandLines.usage(o, POSITIONS));
        }
        Path target = Path.of(cl.getOptionValue("out"));
        for (String name : cl.getArgList()) {
            Path input = Path.of(name);
            if (!Files.isDirectory(input)) { // a folder is a self-play archive
                checkReadable(input); // before the output file is made
            }
        }
        int id = 0;
        long skippedRecords = 0;
        boolean written = false;
        PositionFile.Writer w = PositionFile.create(target); // outside the try: a target it could not make is not deleted
        try (w) {
            PositionExtractor ex = new PositionExtractor(w, min, max);
            for (String name : cl.getArgList()) {
                Path file = Path.of(name);
                long[] bad = {0};
                if (Files.isDirectory(file) || name.toLowerCase(Locale.ROOT).endsWith(".mgsp")) {
                    List<Path> chunks = Files.isDirectory(file) ? SelfPlayArchive.chunkFiles(file) : List.of(file);
                    for (Path chunk : chunks) {
                        for (ArchivedGame g : SelfPlayArchive.read(chunk).games()) {
                            ex.add(g, id++);
                        }
                    }
                } else if (name.toLowerCase(Locale.ROOT).endsWith(".ggf")) {
                    List<GgfGame> games;
                    try {
                        games = Ggf.parseAll(InputFiles.readString(file, StandardCharsets.ISO_8859_1));
                    } catch (FormatException e) {
                        throw new FormatException(file + ": " + e.getMessage()); // the parser knows no file name
                    }
                    for (GgfGame g : games) {
                        ex.add(g, id++);
                    }
                } else {
                    List<WthorGame> games = WthorReader.read(file, problem -> {
                        if (bad[0]++ < 5) {
                            err.println("skipped " + problem);
                        }
                    });
                    for (WthorGame g : games) {
                        ex.add(g, id++);
                    }
                }
                skippedRecords += bad[0];
            }
            err.printf(Locale.ROOT, "%d games used, %d skipped (unfinished without a theoretical score), "
                    + "%d unreadable%n", ex.games(), ex.skippedGames(), skippedRecords);
            out.printf(Locale.ROOT, "%d positions from %d games written to %s%n", ex.positions(), ex.games(), target);
            written = true;
        } finally {
            if (!written) {
                Files.deleteIfExists(target); // no header-only file left behind by an error
            }
        }
        return 0;
    }

    /** A missing or unreadable input is named with what is wrong, as Main reports it. */
    static void checkReadable(Path file) throws java.io.IOException {
        if (!Files.exists(file)) {
            throw new java.nio.file.NoSuchFileException(file.toString());
        }
        if (Files.isDirectory(file)) {
            throw new java.nio.file.FileSystemException(file.toString(), null, "is a directory");
        }
        if (!Files.isReadable(file)) {
            throw new java.nio.file.AccessDeniedException(file.toString());
        }
    }

    private int label(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options o = new Options();
        o.addOption(CommandLines.value("min-empties", "N", "solve positions with at least N empties (default 0)"));
        o.addOption(CommandLines.value("max-empties", "N", "solve positions with at most N empties (default 14)"));
        o.addOption(CommandLines.value("games", "M:R", "solve only games whose number is R modulo M (default 1:0, all)"));
        o.addOption(CommandLines.flag("only-selected",
                "write only the positions chosen for solving (a test set) instead of all"));
        o.addOption(CommandLines.flag("no-solve",
                "select and copy only, solving nothing (to cut out a test set)"));
        o.addOption(CommandLines.flag("recheck",
                "also solve positions already labelled exact and count disagreements"));
        o.addOption(CommandLines.value("threads", "N", "solver threads (default: all processors)"));
        o.addOption(CommandLines.value("hash", "MB", "hash table per thread (default 32)"));
        o.addOption(CommandLines.value("time", "S", "give up a solve after S seconds, keeping its label (default: no limit; not with --depth)"));
        o.addOption(CommandLines.value("depth", "D", "label by a search of depth D instead of solving (exact when D reaches the end)"));
        o.addOption(CommandLines.value("eval", "NAME", "evaluation of the --depth search: pattern (default), simple or a weights file"));
        o.addOption(CommandLines.help());
        CommandLine cl = CommandLines.parseOrHelp(o, args, LABEL, out);
        if (cl == null) {
            return 0;
        }
        int min = CommandLines.intValue(cl, "min-empties", 0, 0, 60, o, LABEL);
        int max = CommandLines.intValue(cl, "max-empties", 14, 0, 60, o, LABEL);
        int threads = CommandLines.intValue(cl, "threads", Runtime.getRuntime().availableProcessors(), 1, 256, o, LABEL);
        int hash = CommandLines.intValue(cl, "hash", 32, 1, 4096, o, LABEL);
        int seconds = CommandLines.intValue(cl, "time", 0, 0, 1_000_000, o, LABEL);
        int depth = CommandLines.intValue(cl, "depth", 0, 0, 60, o, LABEL);
        io.magpie.eval.Evaluator evaluator = CommandLines.evaluator(cl, "pattern", o, LABEL);
        int[] games = gameSelection(cl, o, LABEL);
        int m = games[0];
        int r = games[1];
        Path[] files = inAndOut(cl.getArgList(), CommandLines.usage(o, LABEL));
        new Labeller(min, max, m, r, cl.hasOption("only-selected"), threads, hash, seconds * 1000L)
                .recheck(cl.hasOption("recheck")).solve(!cl.hasOption("no-solve")).searchDepth(depth)
                .evaluator(evaluator).run(files[0], files[1], err);
        return 0;
    }

    /** {@code --games M:R}: {M, R}, {1, 0} (all games) when absent. */
    private static int[] gameSelection(CommandLine cl, Options o, String usage) throws UsageException {
        if (!cl.hasOption("games")) {
            return new int[] {1, 0};
        }
        String[] mr = cl.getOptionValue("games").split(":");
        int m;
        int r;
        try {
            m = Integer.parseInt(mr[0]);
            r = Integer.parseInt(mr[1]);
        } catch (RuntimeException e) {
            m = 0;
            r = 0;
        }
        if (m < 1 || r < 0 || r >= m) {
            throw new UsageException("--games needs M:R with 0 <= R < M: " + cl.getOptionValue("games"),
                    CommandLines.usage(o, usage));
        }
        return new int[] {m, r};
    }

    /** {@code tune children IN OUT}: see {@link ChildGenerator}. */
    private int children(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options o = new Options();
        o.addOption(CommandLines.value("min-empties", "N", "parents with at least N empties (default 1)"));
        o.addOption(CommandLines.value("max-empties", "N", "parents with at most N empties (default 59)"));
        o.addOption(CommandLines.value("games", "M:R", "parents from games whose number is R modulo M (default 1:0, all)"));
        o.addOption(CommandLines.value("validation", "M", "no parents from games whose number is 0 modulo M, the fit's held-out games (default 10, as tune fit)"));
        o.addOption(CommandLines.help());
        CommandLine cl = CommandLines.parseOrHelp(o, args, CHILDREN, out);
        if (cl == null) {
            return 0;
        }
        int min = CommandLines.intValue(cl, "min-empties", 1, 0, 60, o, CHILDREN);
        int max = CommandLines.intValue(cl, "max-empties", 59, 0, 60, o, CHILDREN);
        int validation = CommandLines.intValue(cl, "validation", 10, 2, 1_000_000, o, CHILDREN);
        int[] games = gameSelection(cl, o, CHILDREN);
        Path[] files = inAndOut(cl.getArgList(), CommandLines.usage(o, CHILDREN));
        ChildGenerator gen = new ChildGenerator(min, max, games[0], games[1], validation);
        gen.run(files[0], files[1], err);
        out.printf(Locale.ROOT, "%d children of %d positions written to %s%n", gen.children(), gen.parents(), files[1]);
        return 0;
    }

    /** {@code tune blend}: see {@link WeightBlend}. */
    private int blend(String[] args, PrintStream out) throws Exception {
        Options o = new Options();
        o.addOption(CommandLines.value("share", "W", "the other file's share, 0 to 1 (default 0.5)"));
        o.addOption(CommandLines.value("stages", "S[-T]", "the stages to mix (default: all)"));
        o.addOption(CommandLines.value("out", "FILE", "weights file to write"));
        o.addOption(CommandLines.help());
        CommandLine cl = CommandLines.parseOrHelp(o, args, BLEND, out);
        if (cl == null) {
            return 0;
        }
        if (cl.getArgList().size() != 2 || !cl.hasOption("out")) {
            throw new UsageException("needs --out FILE and the BASE and OTHER weights files", CommandLines.usage(o, BLEND));
        }
        double share;
        try {
            share = Double.parseDouble(cl.getOptionValue("share", "0.5"));
        } catch (NumberFormatException e) {
            throw new UsageException("--share needs a number from 0 to 1: " + cl.getOptionValue("share"), CommandLines.usage(o, BLEND));
        }
        Path basePath = Path.of(cl.getArgList().get(0));
        Path otherPath = Path.of(cl.getArgList().get(1));
        Weights base = Weights.load(basePath);
        Weights other = Weights.load(otherPath);
        int from = 0;
        int to = base.stages() - 1;
        if (cl.hasOption("stages")) {
            String[] range = cl.getOptionValue("stages").split("-", 2);
            try {
                from = Integer.parseInt(range[0]);
                to = range.length > 1 ? Integer.parseInt(range[1]) : from;
            } catch (NumberFormatException e) {
                throw new UsageException("--stages needs S or S-T: " + cl.getOptionValue("stages"), CommandLines.usage(o, BLEND));
            }
        }
        Weights mixed;
        try {
            mixed = WeightBlend.blend(base, other, share, from, to);
        } catch (IllegalArgumentException e) {
            throw new UsageException(basePath + " and " + otherPath + ": " + e.getMessage(), CommandLines.usage(o, BLEND));
        }
        Path target = Path.of(cl.getOptionValue("out"));
        mixed.write(target);
        out.printf(Locale.ROOT, "stages %d-%d: %.2f of %s with %.2f of %s written to %s%n",
                from, to, 1 - share, basePath, share, otherPath, target);
        return 0;
    }

    /** {@code tune propagate IN OUT}: see {@link Propagator}. */
    private int propagate(String[] args, PrintStream err) throws Exception {
        boolean between = args.length > 0 && args[0].equals("--between");
        String[] rest = between ? Arrays.copyOfRange(args, 1, args.length) : args;
        Path[] files = inAndOut(Arrays.asList(rest), "usage: " + PROPAGATE + "\n");
        new Propagator(between).run(files[0], files[1], err);
        return 0;
    }

    /**
     * The IN and OUT data files of a step that reads one and writes the other: exactly two, not
     * options, and not the same file twice.
     */
    private static Path[] inAndOut(List<String> args, String usage) throws UsageException {
        if (args.size() != 2 || args.get(0).startsWith("-")) {
            throw new UsageException("needs IN and OUT data files", usage);
        }
        Path in = Path.of(args.get(0));
        Path out = Path.of(args.get(1));
        if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
            throw new UsageException("IN and OUT must be different files", usage);
        }
        return new Path[] {in, out};
    }

    private int fit(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options o = new Options();
        o.addOption(CommandLines.value("stages", "N", "game stages, by empties (default 15)"));
        o.addOption(CommandLines.value("epochs", "N", "full passes of the optimiser per stage (default 300)"));
        o.addOption(CommandLines.value("rate", "R", "Adam step size in discs (default 0.1, decays to a tenth)"));
        o.addOption(CommandLines.value("lambda", "L", "L2 regularisation, in pseudo-occurrences per weight (default 8)"));
        o.addOption(CommandLines.value("min-count", "N", "pattern values seen fewer times keep weight 0 (default 3)"));
        o.addOption(CommandLines.value("validation", "M", "every M-th game (game % M == 0) is held out (default 10)"));
        o.addOption(CommandLines.value("test", "FILE", "also report the error on this data file (e.g. exact 20-24 empties)"));
        o.addOption(CommandLines.value("threads", "N", "stages fitted at once (default 1)"));
        o.addOption(CommandLines.value("overlap", "E", "each stage also fits positions up to E empties outside its range (default 0)"));
        o.addOption(CommandLines.value("only-stage", "S", "fit this stage only, the others stay 0 (for experiments)"));
        o.addOption(CommandLines.value("out", "FILE", "weights file to write"));
        o.addOption(CommandLines.flag("resume",
                "keep the stages saved in FILE.partial by an interrupted fit"));
        o.addOption(CommandLines.help());
        CommandLine cl = CommandLines.parseOrHelp(o, args, FIT, out);
        if (cl == null) {
            return 0;
        }
        if (!cl.hasOption("out") || cl.getArgList().isEmpty()) {
            throw new UsageException("needs --out FILE and at least one data file", CommandLines.usage(o, FIT));
        }
        Fitter.Config c = new Fitter.Config(
                CommandLines.intValue(cl, "stages", 15, 1, 60, o, FIT),
                CommandLines.intValue(cl, "epochs", 300, 1, 100_000, o, FIT),
                doubleValue(cl, "rate", 0.1, o),
                doubleValue(cl, "lambda", 8, o),
                CommandLines.intValue(cl, "min-count", 3, 0, 1_000_000, o, FIT),
                CommandLines.intValue(cl, "validation", 10, 2, 1_000_000, o, FIT),
                CommandLines.intValue(cl, "threads", 1, 1, 256, o, FIT),
                CommandLines.intValue(cl, "only-stage", -1, -1, 59, o, FIT),
                CommandLines.intValue(cl, "overlap", 0, 0, 30, o, FIT));
        Path[] data = cl.getArgList().stream().map(Path::of).toArray(Path[]::new);
        Path test = cl.hasOption("test") ? Path.of(cl.getOptionValue("test")) : null;
        new Fitter(c, out, err).fit(data, test, Path.of(cl.getOptionValue("out")), cl.hasOption("resume"));
        return 0;
    }

    /** {@code tune test WEIGHTS DATA...}: error of a weights file against exact labels. */
    private int test(String[] args, PrintStream out) throws Exception {
        if (args.length < 2) {
            throw new UsageException("needs a weights file and data files", "usage: " + TEST + "\n");
        }
        Weights w = Weights.load(Path.of(args[0]));
        for (int i = 1; i < args.length; i++) {
            Fitter.report(w, Path.of(args[i]), out);
        }
        return 0;
    }

    /** {@code tune dump FILE [LIMIT]}: records as "BOARD SIDE label kind game" lines. */
    /** Prints the size of self-play archives; every chunk is read and checked on the way. */
    private int archive(String[] args, PrintStream out) throws Exception {
        if (args.length == 0) {
            throw new UsageException("needs an archive folder", "usage: " + ARCHIVE + "\n");
        }
        for (String name : args) {
            Path dir = Path.of(name);
            List<Path> chunks = SelfPlayArchive.chunkFiles(dir);
            long games = 0;
            long positions = 0;
            long exact = 0;
            long bytes = 0;
            long[] byOrigin = new long[4];
            for (Path chunk : chunks) {
                bytes += Files.size(chunk);
                for (ArchivedGame g : SelfPlayArchive.read(chunk).games()) {
                    games++;
                    byOrigin[Math.min(3, g.origin())]++;
                    int solved = g.solvedPly(g.boards());
                    for (int k = 0; k < g.moveCount(); k++) {
                        if (g.move(k) != io.magpie.board.Square.PASS) {
                            positions++;
                            exact += k >= solved ? 1 : 0;
                        }
                    }
                }
            }
            out.printf(Locale.ROOT, "%s: %d chunks, %d games (random %d, xot %d, book %d, other %d), %d positions"
                    + " (%d exact), %d bytes%n", dir, chunks.size(), games, byOrigin[0], byOrigin[1], byOrigin[2], byOrigin[3],
                    positions, exact, bytes);
        }
        return 0;
    }

    private int dump(String[] args, PrintStream out) throws Exception {
        if (args.length < 1 || args.length > 2) {
            throw new UsageException("needs a data file and optionally a record limit", "usage: " + DUMP + "\n");
        }
        long limit = Long.MAX_VALUE;
        if (args.length == 2) {
            try {
                limit = Long.parseLong(args[1]);
            } catch (NumberFormatException e) {
                throw new UsageException("not a number: " + args[1], "usage: " + DUMP + "\n");
            }
        }
        try (PositionFile.Reader r = PositionFile.open(Path.of(args[0]))) {
            io.magpie.tune.TrainingPosition p;
            for (long n = 0; n < limit && (p = r.next()) != null; n++) {
                io.magpie.board.Board b = io.magpie.board.Board.fromRelative(p.player(), p.opponent(), true);
                String board = io.magpie.format.BoardText.format(b);
                out.printf(Locale.ROOT, "%s %d %s %d%n", board.substring(0, 64) + " X", p.label(),
                        io.magpie.tune.TrainingPosition.kindName(p.kind()), p.game());
            }
        }
        return 0;
    }

    private static double doubleValue(CommandLine cl, String option, double fallback, Options o) throws UsageException {
        String text = cl.getOptionValue(option);
        if (text == null) {
            return fallback;
        }
        try {
            double v = Double.parseDouble(text.trim());
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " needs a non-negative number: " + text, CommandLines.usage(o, FIT));
        }
    }

}
