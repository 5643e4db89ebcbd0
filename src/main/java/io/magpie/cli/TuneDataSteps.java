package io.magpie.cli;

import io.magpie.eval.Evaluator;
import io.magpie.format.ArchivedGame;
import io.magpie.format.FormatException;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.InputFiles;
import io.magpie.format.SelfPlayArchive;
import io.magpie.format.WthorGame;
import io.magpie.format.WthorReader;
import io.magpie.tune.ChildGenerator;
import io.magpie.tune.Labeller;
import io.magpie.tune.PositionExtractor;
import io.magpie.tune.PositionFile;
import io.magpie.tune.Propagator;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** The tune steps that make training data: positions from games, labels, propagation, children. */
final class TuneDataSteps {
    private TuneDataSteps() {}

    /** {@code tune positions}: training positions from game records or self-play archives. */
    static final class Positions extends DeclaredCommand {
        static final OptionSpec<Integer> MIN_EMPTIES = TuneCommand.MIN_EMPTIES.defaultsTo(1);
        static final OptionSpec<Integer> MAX_EMPTIES = TuneCommand.MAX_EMPTIES.defaultsTo(59);
        static final OptionSpec<Path> OUT = OptionSpec.path("out", "FILE", "training data file to write (replaced)");

        Positions() {
            super("tune positions",
                    "training positions from games: .wtb, .ggf, .mgsp or a self-play archive folder", "GAMEFILE...",
                    List.of(MIN_EMPTIES, MAX_EMPTIES, OUT));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            int min = args.get(MIN_EMPTIES);
            int max = args.get(MAX_EMPTIES);
            if (!args.has(OUT) || args.operands().isEmpty()) {
                throw args.error("needs --out FILE and at least one game file (.wtb, .ggf, .mgsp) or archive folder");
            }
            Path target = args.get(OUT);
            for (String name : args.operands()) {
                Path input = Path.of(name);
                if (!Files.isDirectory(input)) { // a folder is a self-play archive
                    TuneCommand.checkReadable(input); // before the output file is made
                }
            }
            int id = 0;
            long skippedRecords = 0;
            boolean written = false;
            PositionFile.Writer w = PositionFile.create(target); // outside the try: a target it could not make is not deleted
            try (w) {
                PositionExtractor ex = new PositionExtractor(w, min, max);
                for (String name : args.operands()) {
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
    }

    /** {@code tune label IN OUT}: exact labels (or searches of a depth) for the chosen positions. */
    static final class Label extends DeclaredCommand {
        static final OptionSpec<Integer> MIN_EMPTIES = TuneCommand.MIN_EMPTIES.withHelp(
                "solve positions with at least N empties").defaultsTo(0);
        static final OptionSpec<Integer> MAX_EMPTIES = TuneCommand.MAX_EMPTIES.withHelp(
                "solve positions with at most N empties").defaultsTo(14);
        static final OptionSpec<int[]> GAMES = TuneCommand.GAMES.withHelp("solve only games whose number is R modulo M");
        static final OptionSpec<Boolean> ONLY_SELECTED = OptionSpec.flag("only-selected",
                "write only the positions chosen for solving (a test set) instead of all");
        static final OptionSpec<Boolean> NO_SOLVE = OptionSpec.flag("no-solve",
                "select and copy only, solving nothing (to cut out a test set)");
        static final OptionSpec<Boolean> RECHECK = OptionSpec.flag("recheck",
                "also solve positions already labelled exact and count disagreements");
        static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.withHelp("solver threads")
                .defaultsTo(SharedOptions.ALL_PROCESSORS);
        /**
         * 48 per thread: a solver's table rounds it down to 32 MB; a --depth search's tables are 32
         * and 16 MB.
         */
        static final OptionSpec<Integer> HASH = SharedOptions.HASH.defaultsTo(SharedOptions.perThread(48, THREADS));
        static final OptionSpec<Integer> TIME = OptionSpec.integer("time", "S", 0, 1_000_000,
                "give up a solve after S seconds, keeping its label (0: no limit; not with --depth)").defaultsTo(0);
        static final OptionSpec<Integer> DEPTH = OptionSpec.integer("depth", "D", 0, 60,
                "label by a search of depth D instead of solving (exact when D reaches the end; 0: solve)")
                .defaultsTo(0);
        static final OptionSpec<String> EVAL = SharedOptions.EVAL.withHelp("evaluation of the --depth search: "
                + "pattern, simple or a weights file").defaultsTo("pattern");

        Label() {
            super("tune label", "label training positions by exact solves (or searches of a depth)", "IN OUT",
                    List.of(MIN_EMPTIES, MAX_EMPTIES, GAMES, ONLY_SELECTED, NO_SOLVE, RECHECK, THREADS, HASH, TIME,
                    DEPTH, EVAL));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            int threads = args.get(THREADS);
            int seconds = args.get(TIME);
            int depth = args.get(DEPTH);
            Evaluator evaluator = SharedOptions.evaluator(args, EVAL);
            int[] games = args.get(GAMES);
            Path[] files = TuneCommand.inAndOut(args);
            new Labeller(args.get(MIN_EMPTIES), args.get(MAX_EMPTIES), games[0], games[1], args.get(ONLY_SELECTED),
                    threads, Math.max(1, args.get(HASH) / threads), seconds * 1000L)
                    .recheck(args.get(RECHECK)).solve(!args.get(NO_SOLVE)).searchDepth(depth)
                    .evaluator(evaluator).run(files[0], files[1], err);
            return 0;
        }
    }

    /** {@code tune propagate IN OUT}: see {@link Propagator}. */
    static final class Propagate extends DeclaredCommand {
        static final OptionSpec<Boolean> BETWEEN = OptionSpec.flag("between",
                "positions between two exact labels get their mix, weighted by distance");

        Propagate() {
            super("tune propagate", "each game's earliest exact label carried back to its earlier positions",
                    "IN OUT", List.of(BETWEEN));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            Path[] files = TuneCommand.inAndOut(args);
            new Propagator(args.get(BETWEEN)).run(files[0], files[1], err);
            return 0;
        }
    }

    /** {@code tune children IN OUT}: see {@link ChildGenerator}. */
    static final class Children extends DeclaredCommand {
        static final OptionSpec<Integer> MIN_EMPTIES = TuneCommand.MIN_EMPTIES.withHelp(
                "parents with at least N empties").defaultsTo(1);
        static final OptionSpec<Integer> MAX_EMPTIES = TuneCommand.MAX_EMPTIES.withHelp(
                "parents with at most N empties").defaultsTo(59);
        static final OptionSpec<int[]> GAMES = TuneCommand.GAMES.withHelp(
                "parents from games whose number is R modulo M");
        static final OptionSpec<Integer> VALIDATION = TuneCommand.VALIDATION.withHelp(
                "no parents from games whose number is 0 modulo M, the fit's held-out games (as tune fit)");

        Children() {
            super("tune children", "the position after each legal move of the chosen positions, to be labelled",
                    "IN OUT", List.of(MIN_EMPTIES, MAX_EMPTIES, GAMES, VALIDATION));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            int[] games = args.get(GAMES);
            Path[] files = TuneCommand.inAndOut(args);
            ChildGenerator gen = new ChildGenerator(args.get(MIN_EMPTIES), args.get(MAX_EMPTIES), games[0], games[1],
                    args.get(VALIDATION));
            gen.run(files[0], files[1], err);
            out.printf(Locale.ROOT, "%d children of %d positions written to %s%n", gen.children(), gen.parents(),
                    files[1]);
            return 0;
        }
    }
}
