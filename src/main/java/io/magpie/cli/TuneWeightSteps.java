package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.eval.HiddenEvaluator;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.HiddenLayer;
import io.magpie.eval.Patterns;
import io.magpie.eval.Weights;
import io.magpie.format.ArchivedGame;
import io.magpie.format.BoardText;
import io.magpie.format.SelfPlayArchive;
import io.magpie.tune.Fitter;
import io.magpie.tune.HiddenFitter;
import io.magpie.tune.PositionFile;
import io.magpie.tune.TrainingPosition;
import io.magpie.tune.WeightBlend;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** The tune steps that make, mix and check weights, and look into data files and archives. */
final class TuneWeightSteps {
    private TuneWeightSteps() {}

    /** The file a step writes. */
    static final OptionSpec<Path> OUT = OptionSpec.path("out", "FILE", "weights file to write");

    /** {@code tune fit --out FILE DATA...}: see {@link Fitter}. */
    static final class Fit extends DeclaredCommand {
        static final OptionSpec<Integer> STAGES = OptionSpec.integer("stages", "N", 1, 60, "game stages, by empties")
                .defaultsTo(15);
        static final OptionSpec<Integer> EPOCHS = OptionSpec.integer("epochs", "N", 1, 100_000,
                "full passes of the optimiser per stage").defaultsTo(300);
        static final OptionSpec<Double> RATE = OptionSpec.decimal("rate", "R", 0, Double.MAX_VALUE,
                "Adam step size in discs, decays to a tenth").defaultsTo(0.1);
        static final OptionSpec<Double> LAMBDA = OptionSpec.decimal("lambda", "L", 0, Double.MAX_VALUE,
                "L2 regularisation, in pseudo-occurrences per weight").defaultsTo(8.0, "8");
        static final OptionSpec<Integer> MIN_COUNT = OptionSpec.integer("min-count", "N", 0, 1_000_000,
                "pattern values seen fewer times keep weight 0").defaultsTo(3);
        static final OptionSpec<Path> TEST = OptionSpec.path("test", "FILE",
                "also report the error on this data file (e.g. exact 20-24 empties)");
        static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.withHelp("stages fitted at once").defaultsTo(1);
        static final OptionSpec<Integer> OVERLAP = OptionSpec.integer("overlap", "E", 0, 30,
                "each stage also fits positions up to E empties outside its range").defaultsTo(0);
        static final OptionSpec<Integer> ONLY_STAGE = OptionSpec.integer("only-stage", "S", -1, 59,
                "fit this stage only, the others stay 0 (for experiments; -1: all)").defaultsTo(-1);
        static final OptionSpec<Boolean> RESUME = OptionSpec.flag("resume",
                "keep the stages saved in FILE.partial by an interrupted fit");
        static final OptionSpec<Integer> HIDDEN = OptionSpec.integer("hidden", "D", 1, HiddenLayer.MAX_DIMS,
                "also fit a hidden layer of D units on the pattern values (writes a .mph model)");
        static final OptionSpec<Integer> BATCH = OptionSpec.integer("batch", "N", 1, 1 << 20,
                "positions per step of the hidden-layer fit").defaultsTo(256);
        static final OptionSpec<Path> BASE = OptionSpec.path("base", "WEIGHTS",
                "the hidden-layer fit's linear part starts from these weights (.mpw)");
        static final OptionSpec<Boolean> FREEZE_BASE = OptionSpec.flag("freeze-base",
                "keep the --base weights as they are: only the hidden layer learns");
        static final OptionSpec<String> HIDDEN_SHAPES = OptionSpec.text("hidden-shapes", "LIST",
                "the shapes whose values feed the hidden layer, by name, comma-separated (e.g. corner3x3,edge+2X)")
                .defaultsTo(null, "all");
        static final OptionSpec<Long> SEED = OptionSpec.longInteger("seed", "S", Long.MIN_VALUE, Long.MAX_VALUE,
                "seed of the hidden-layer fit's start and shuffles").defaultsTo(1L);

        Fit() {
            super("tune fit", "fit the pattern weights to labelled positions", "--out FILE DATA...", List.of(STAGES,
                    EPOCHS, RATE, LAMBDA, MIN_COUNT, TuneCommand.VALIDATION, TEST, THREADS, OVERLAP, ONLY_STAGE,
                    OUT, RESUME, HIDDEN, BATCH, BASE, FREEZE_BASE, HIDDEN_SHAPES, SEED));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            if (!args.has(OUT) || args.operands().isEmpty()) {
                throw args.error("needs --out FILE and at least one data file");
            }
            Path[] files = args.operands().stream().map(Path::of).toArray(Path[]::new);
            if (args.has(HIDDEN)) {
                if (!args.get(OUT).toString().endsWith(".mph")) {
                    throw args.error("--hidden writes a hidden-layer model: name it FILE.mph");
                }
                if (args.get(ONLY_STAGE) >= 0 || args.has(TEST)) {
                    throw args.error("--hidden fits all stages (no --only-stage or --test; use tune test on the model)");
                }
                HiddenFitter.Config h = new HiddenFitter.Config(args.get(STAGES), args.get(EPOCHS), args.get(RATE),
                        args.get(LAMBDA), args.get(MIN_COUNT), args.get(TuneCommand.VALIDATION), args.get(THREADS),
                        args.get(OVERLAP), args.get(HIDDEN), args.get(BATCH), args.get(SEED), args.get(FREEZE_BASE),
                        shapeMask(args));
                if (args.get(FREEZE_BASE) && !args.has(BASE)) {
                    throw args.error("--freeze-base needs --base WEIGHTS");
                }
                Weights base = args.has(BASE) ? Weights.load(args.get(BASE)) : null;
                new HiddenFitter(h, out, err).fit(files, base, args.get(OUT), args.get(RESUME));
                return 0;
            }
            Fitter.Config c = new Fitter.Config(args.get(STAGES), args.get(EPOCHS), args.get(RATE), args.get(LAMBDA),
                    args.get(MIN_COUNT), args.get(TuneCommand.VALIDATION), args.get(THREADS),
                    args.get(ONLY_STAGE), args.get(OVERLAP));
            new Fitter(c, out, err).fit(files, args.get(TEST), args.get(OUT), args.get(RESUME));
            return 0;
        }
    }

    /** The shapes named by --hidden-shapes as a mask (all when absent). */
    static int shapeMask(Arguments args) throws UsageException {
        if (!args.has(Fit.HIDDEN_SHAPES)) {
            return HiddenLayer.ALL_SHAPES;
        }
        int mask = 0;
        for (String name : args.get(Fit.HIDDEN_SHAPES).split(",")) {
            int found = -1;
            for (int t = 0; t < Patterns.SHAPES; t++) {
                if (Patterns.shapeName(t).equalsIgnoreCase(name.trim())) {
                    found = t;
                }
            }
            if (found < 0) {
                StringBuilder known = new StringBuilder();
                for (int t = 0; t < Patterns.SHAPES; t++) {
                    known.append(t == 0 ? "" : ", ").append(Patterns.shapeName(t));
                }
                throw args.error("--hidden-shapes: no shape \"" + name.trim() + "\" (shapes: " + known + ")");
            }
            mask |= 1 << found;
        }
        return mask;
    }

    /** {@code tune blend}: see {@link WeightBlend}. */
    static final class Blend extends DeclaredCommand {
        static final OptionSpec<Double> SHARE = OptionSpec.decimal("share", "W", 0, 1, "the other file's share")
                .defaultsTo(0.5);
        static final OptionSpec<String> STAGES = OptionSpec.text("stages", "S[-T]", "the stages to mix")
                .defaultsTo(null, "all");

        Blend() {
            super("tune blend", "stages S..T of BASE become (1-W)*BASE + W*OTHER (OTHER .mph: the result is one)",
                    "--out FILE BASE OTHER",
                    List.of(SHARE, STAGES, OUT));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            if (args.operands().size() != 2 || !args.has(OUT)) {
                throw args.error("needs --out FILE and the BASE and OTHER weights files");
            }
            double share = args.get(SHARE);
            Path basePath = Path.of(args.operands().get(0));
            Path otherPath = Path.of(args.operands().get(1));
            Weights base = Weights.load(basePath);
            boolean hidden = otherPath.toString().endsWith(".mph");
            HiddenLayer otherModel = hidden ? HiddenLayer.load(otherPath) : null;
            Weights other = hidden ? otherModel.linear() : Weights.load(otherPath);
            int from = 0;
            int to = base.stages() - 1;
            if (args.has(STAGES)) {
                String[] range = args.get(STAGES).split("-", 2);
                try {
                    from = Integer.parseInt(range[0]);
                    to = range.length > 1 ? Integer.parseInt(range[1]) : from;
                } catch (NumberFormatException e) {
                    throw args.error("--stages needs S or S-T: " + args.get(STAGES));
                }
            }
            Path target = args.get(OUT);
            if (hidden != target.toString().endsWith(".mph")) {
                throw args.error(hidden ? "a share of a hidden-layer model is one too: name it FILE.mph"
                        : "the mix of two .mpw files is a .mpw file");
            }
            try {
                if (hidden) {
                    WeightBlend.blend(base, otherModel, share, from, to).write(target);
                } else {
                    WeightBlend.blend(base, other, share, from, to).write(target);
                }
            } catch (IllegalArgumentException e) {
                throw args.error(basePath + " and " + otherPath + ": " + e.getMessage());
            }
            out.printf(Locale.ROOT, "stages %d-%d: %.2f of %s with %.2f of %s written to %s%n",
                    from, to, 1 - share, basePath, share, otherPath, target);
            return 0;
        }
    }

    /** {@code tune test WEIGHTS DATA...}: error of a weights file against exact labels. */
    static final class Test extends DeclaredCommand {
        Test() {
            super("tune test", "error of a weights file (.mpw or .mph) against the exact labels, by empties", "WEIGHTS DATA...",
                    List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            List<String> files = args.operands();
            if (files.size() < 2) {
                throw args.error("needs a weights file and data files");
            }
            Path model = Path.of(files.get(0));
            // a .mph file is a hidden-layer model; anything else is read (and refused) as a .mpw file
            Evaluator eval = model.toString().endsWith(".mph") ? new HiddenEvaluator(HiddenLayer.load(model))
                    : new PatternEvaluator(Weights.load(model));
            for (String data : files.subList(1, files.size())) {
                Fitter.report(eval, Path.of(data), out);
            }
            return 0;
        }
    }

    /** {@code tune dump DATA [LIMIT]}: records as "BOARD SIDE label kind game" lines. */
    static final class Dump extends DeclaredCommand {
        Dump() {
            super("tune dump",
                    "the records of a data file as text, LIMIT of them at most (side to move shown as X)",
                    "DATA [LIMIT]", List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            List<String> files = operands(args, 1, 2);
            long limit = Long.MAX_VALUE;
            if (files.size() == 2) {
                try {
                    limit = Long.parseLong(files.get(1));
                } catch (NumberFormatException e) {
                    throw args.error("not a number: " + files.get(1));
                }
            }
            try (PositionFile.Reader r = PositionFile.open(Path.of(files.get(0)))) {
                TrainingPosition p;
                for (long n = 0; n < limit && (p = r.next()) != null; n++) {
                    Board b = Board.fromRelative(p.player(), p.opponent(), true);
                    String board = BoardText.format(b);
                    out.printf(Locale.ROOT, "%s %d %s %d%n", board.substring(0, 64) + " X", p.label(),
                            TrainingPosition.kindName(p.kind()), p.game());
                }
            }
            return 0;
        }
    }

    /** {@code tune archive DIR...}: the size of self-play archives; every chunk is read and checked. */
    static final class Archive extends DeclaredCommand {
        Archive() {
            super("tune archive", "size of self-play archives: chunks, games, positions, bytes", "DIR...", List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            operands(args, 1, Integer.MAX_VALUE);
            for (String name : args.operands()) {
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
                            if (g.move(k) != Square.PASS) {
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
    }
}
