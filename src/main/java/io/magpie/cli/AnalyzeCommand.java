package io.magpie.cli;

import io.magpie.analysis.AnalysisGgf;
import io.magpie.analysis.AnalysisText;
import io.magpie.analysis.GameAnalysis;
import io.magpie.analysis.GameAnalyzer;
import io.magpie.book.OpeningBook;
import io.magpie.engine.Engine;
import io.magpie.format.FormatException;
import io.magpie.format.Ggf;
import io.magpie.format.Transcript;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@code magpie analyze FILE... | --moves MOVES}: rates every move of a game against the engine's
 * best (see {@link GameAnalyzer}) and prints a table and a summary per player, or TSV or JSON; can
 * write the game back as GGF with the values in it. Ctrl-C prints what is done.
 */
final class AnalyzeCommand extends DeclaredCommand {
    /**
     * Midgame depth and exact-solve threshold by default: a 60-move game in about 30 s or less on
     * two cores (docs/analyze.md, "Speed").
     */
    static final OptionSpec<Integer> DEPTH = SharedOptions.DEPTH.withHelp("midgame search depth in plies")
            .defaultsTo(14);
    static final OptionSpec<Integer> EXACT_FROM = OptionSpec.integer("exact-from", "EMPTIES", 0, 60,
            "solve exactly from this many empty squares on").defaultsTo(20);
    static final OptionSpec<String> MOVES = OptionSpec.text("moves", "MOVES", "analyse this game, e.g. f5d6c3d3c4...");
    static final OptionSpec<Integer> GAME = OptionSpec.integer("game", "N", 1, Integer.MAX_VALUE,
            "only game N (from 1) of each file; needed for WTHOR files, which hold thousands");
    static final OptionSpec<Double> TIME = OptionSpec.seconds("time", 86400,
            "search each midgame position this long instead of to a depth");
    /**
     * 73% rather than play's 58%: a little closer to the unpruned values (WTH_2015.wtb game 1, move 37:
     * 7.98 lost at 58%, 9.99 at 73%, 10.53 without pruning, which took 186 s for the game against
     * 14-17 s).
     */
    static final OptionSpec<Integer> SELECTIVITY = OptionSpec.integer("selectivity", "PERCENT", 0, 100,
            "midgame Multi-ProbCut confidence: 58, 73, 87, 95, 98, 99 or 100 (no pruning)").defaultsTo(73);
    static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.defaultsTo(SharedOptions.ALL_PROCESSORS);
    /** The exact solves need a larger table than play does: 192 is 128 MB for the midgame table and 64 for the solver's. */
    static final OptionSpec<Integer> HASH = SharedOptions.HASH.defaultsTo(192);
    static final OptionSpec<Path> BOOK = SharedOptions.BOOK.withHelp("rate book moves by this opening book");
    static final OptionSpec<Boolean> NO_BOOK = SharedOptions.NO_BOOK.withHelp("search every position, book or not");
    static final OptionSpec<Boolean> TSV = OptionSpec.flag("tsv", "tab-separated rows for scripts instead of the table");
    static final OptionSpec<Boolean> JSON = OptionSpec.flag("json", "JSON for scripts instead of the table");
    static final OptionSpec<Path> GGF = OptionSpec.path("ggf", "OUT",
            "write the game with each move's value, as NBoard reads it");
    static final OptionSpec<Path> GRAPH = OptionSpec.path("graph", "FILE",
            "draw the value for Black by move number: FILE.svg or FILE.png");
    static final OptionSpec<Path> HTML = OptionSpec.path("html", "FILE",
            "write a self-contained report page: graph, diagrams of the mistakes, move table");
    /** How long Ctrl-C waits for the moves done to be written out before the JVM exits. */
    static final int INTERRUPT_WAIT_SECONDS = 30;

    AnalyzeCommand() {
        super("analyze", "rate every move of a game: losses, best moves, mistakes; table, graph, HTML report",
                "FILE... | --moves MOVES", List.of(MOVES, GAME, DEPTH, EXACT_FROM, TIME, SELECTIVITY, THREADS, HASH,
                BOOK, NO_BOOK, TSV, JSON, GGF, GRAPH, HTML));
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        long timeMs = args.has(TIME) ? Math.max(1, Math.round(args.get(TIME) * 1000)) : 0;
        if (args.get(TSV) && args.get(JSON)) {
            throw args.error("--tsv and --json exclude each other");
        }

        List<AnalysisInput.Source> games = new ArrayList<>();
        if (args.has(MOVES)) {
            try {
                games.add(new AnalysisInput.Source("--moves", Transcript.parse(args.get(MOVES)), null));
            } catch (FormatException e) {
                throw args.error("--moves: " + e.getMessage());
            }
        }
        int gameNumber = args.has(GAME) ? args.get(GAME) : 0;
        for (String file : args.operands()) {
            try {
                games.addAll(AnalysisInput.read(Path.of(file), gameNumber));
            } catch (IOException | RuntimeException e) {
                err.println("magpie analyze: " + describe(e, file));
                return 1;
            }
        }
        if (games.isEmpty()) {
            throw args.error("nothing to analyse: give FILE... or --moves");
        }
        for (OptionSpec<Path> option : List.of(GGF, GRAPH, HTML)) {
            if (games.size() > 1 && args.has(option)) {
                throw args.error(games.size() + " games: --" + option.name() + " takes one (pick it with --game N)");
            }
        }
        if (args.has(GRAPH) && !Pictures.supported(args.get(GRAPH).toString())) {
            throw args.error("--graph: the file name must end in .svg or .png: " + args.get(GRAPH));
        }

        OpeningBook book = SharedOptions.book(args, err);
        Engine engine = new Engine();
        engine.setThreads(args.get(THREADS));
        engine.setHashMb(args.get(HASH));
        engine.setSelectivityPercent(args.get(SELECTIVITY));
        GameAnalyzer analyzer = new GameAnalyzer(engine, book,
                new GameAnalyzer.Settings(args.get(DEPTH), args.get(EXACT_FROM), timeMs));
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            analyzer.stop();
            try {
                // the finished rows reach the output and the files; drawing can take seconds
                finished.await(INTERRUPT_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "magpie-analyze-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return analyzeAll(games, analyzer, args, out, err);
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down already (Ctrl-C): the hook is running
            }
        }
    }

    private int analyzeAll(List<AnalysisInput.Source> games, GameAnalyzer analyzer, Arguments args, PrintStream out,
            PrintStream err) throws IOException {
        boolean console = System.console() != null;
        for (AnalysisInput.Source source : games) {
            long startNanos = System.nanoTime();
            GameAnalysis analysis = analyzer.analyze(source.game(), (row, done, total) -> {
                if (console) {
                    err.printf(Locale.ROOT, "\r\033[Kanalyze: %d of %d moves (move %d, %s) %.0f s", done, total,
                            row.number(), row.method(), (System.nanoTime() - startNanos) / 1e9);
                    err.flush();
                }
            });
            if (console) {
                err.print("\r\033[K");
            }
            err.printf(Locale.ROOT, "analyze: %s: %d moves in %.1f s%n", source.label(), analysis.rows().size(),
                    (System.nanoTime() - startNanos) / 1e9);
            if (args.get(JSON)) {
                out.print(AnalysisText.json(analysis));
            } else if (args.get(TSV)) {
                out.print(AnalysisText.tsv(analysis));
            } else {
                if (games.size() > 1) {
                    out.println("== " + source.label());
                }
                out.print(AnalysisText.table(analysis));
            }
            out.flush();
            if (args.has(GGF)) {
                Files.writeString(args.get(GGF), Ggf.format(AnalysisGgf.annotate(analysis, source.ggf())) + "\n",
                        StandardCharsets.UTF_8);
            }
            if (args.has(GRAPH)) {
                Pictures.graph(args.get(GRAPH), analysis, source.label());
            }
            if (args.has(HTML)) {
                Pictures.html(args.get(HTML), analysis, source.label());
            }
            if (!analysis.complete()) {
                err.println("magpie analyze: interrupted");
                return 1;
            }
        }
        return 0;
    }

    private static String describe(Exception e, String file) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.contains(file) ? message : file + ": " + message;
    }
}
