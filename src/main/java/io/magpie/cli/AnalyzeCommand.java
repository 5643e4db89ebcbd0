package io.magpie.cli;

import io.magpie.analysis.AnalysisGgf;
import io.magpie.analysis.AnalysisText;
import io.magpie.analysis.GameAnalysis;
import io.magpie.analysis.GameAnalyzer;
import io.magpie.book.BookFormat;
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
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie analyze FILE... | --moves MOVES}: rates every move of a game against the engine's
 * best (see {@link GameAnalyzer}) and prints a table and a summary per player, or TSV or JSON; can
 * write the game back as GGF with the values in it. Ctrl-C prints what is done.
 */
final class AnalyzeCommand implements Command {
    static final String SYNTAX = "magpie analyze [OPTIONS] FILE... | --moves MOVES";
    /**
     * Midgame depth and exact-solve threshold by default: a 60-move game in about 30 s or less on
     * two cores (docs/analyze.md, "Speed").
     */
    static final int DEFAULT_DEPTH = 14;
    static final int DEFAULT_EXACT_FROM = 20;
    /** The exact solves need a larger table than play does; as {@code solve}'s default. */
    static final int DEFAULT_HASH_MB = 128;
    /**
     * 73% rather than play's 58%: a little closer to the unpruned values (WTH_2015.wtb game 1, move 37:
     * 7.98 lost at 58%, 9.99 at 73%, 10.53 without pruning, which took 186 s for the game against
     * 14-17 s).
     */
    static final int DEFAULT_SELECTIVITY = 73;
    /** How long Ctrl-C waits for the moves done to be written out before the JVM exits. */
    static final int INTERRUPT_WAIT_SECONDS = 30;

    @Override
    public String name() {
        return "analyze";
    }

    @Override
    public String summary() {
        return "rate every move of a game: losses, best moves, mistakes; table, graph, HTML report";
    }

    static Options options() {
        Options options = new Options();
        options.addOption(CommandLines.value("moves", "MOVES", "analyse this game, e.g. f5d6c3d3c4..."));
        options.addOption(CommandLines.value("game", "N",
                "only game N (from 1) of each file; needed for WTHOR files, which hold thousands"));
        options.addOption(CommandLines.value("depth", "PLIES",
                "midgame search depth (default " + DEFAULT_DEPTH + ")"));
        options.addOption(CommandLines.value("exact-from", "EMPTIES",
                "solve exactly from this many empty squares on (default " + DEFAULT_EXACT_FROM + ")"));
        options.addOption(CommandLines.value("time", "SECONDS",
                "search each midgame position this long instead of to a depth"));
        options.addOption(CommandLines.value("selectivity", "PERCENT",
                "midgame Multi-ProbCut confidence: 58, 73, 87, 95, 98, 99 or 100 (no pruning; default "
                        + DEFAULT_SELECTIVITY + ")"));
        options.addOption(CommandLines.value("threads", "N", "search threads (default: all processors)"));
        options.addOption(CommandLines.value("hash", "MB", "hash table size (default " + DEFAULT_HASH_MB + ")"));
        options.addOption(CommandLines.value("book", "FILE",
                "rate book moves by this opening book (default: the shipped book when the launcher names it)"));
        options.addOption(CommandLines.flag("no-book", "search every position, book or not"));
        options.addOption(CommandLines.flag("tsv", "tab-separated rows for scripts instead of the table"));
        options.addOption(CommandLines.flag("json", "JSON for scripts instead of the table"));
        options.addOption(CommandLines.value("ggf", "OUT", "write the game with each move's value, as NBoard reads it"));
        options.addOption(CommandLines.value("graph", "FILE",
                "draw the value for Black by move number: FILE.svg or FILE.png"));
        options.addOption(CommandLines.value("html", "FILE",
                "write a self-contained report page: graph, diagrams of the mistakes, move table"));
        options.addOption(CommandLines.help());
        return options;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = options();
        CommandLine cl = CommandLines.parseOrHelp(options, args, SYNTAX, out);
        if (cl == null) {
            return 0;
        }
        String usage = CommandLines.usage(options, SYNTAX);
        int depth = CommandLines.intValue(cl, "depth", DEFAULT_DEPTH, 1, 60, options, SYNTAX);
        int exactFrom = CommandLines.intValue(cl, "exact-from", DEFAULT_EXACT_FROM, 0, 60, options, SYNTAX);
        int threads = CommandLines.intValue(cl, "threads", Runtime.getRuntime().availableProcessors(), 1, 256,
                options, SYNTAX);
        int hashMb = CommandLines.intValue(cl, "hash", DEFAULT_HASH_MB, 1, 65536, options, SYNTAX);
        int gameNumber = CommandLines.intValue(cl, "game", 0, 1, Integer.MAX_VALUE, options, SYNTAX);
        long timeMs = timeMs(cl, usage);
        int selectivity = CommandLines.intValue(cl, "selectivity", DEFAULT_SELECTIVITY, 0, 100, options, SYNTAX);
        if (cl.hasOption("tsv") && cl.hasOption("json")) {
            throw new UsageException("--tsv and --json exclude each other", usage);
        }

        List<AnalysisInput.Source> games = new ArrayList<>();
        if (cl.hasOption("moves")) {
            try {
                games.add(new AnalysisInput.Source("--moves", Transcript.parse(cl.getOptionValue("moves")), null));
            } catch (FormatException e) {
                throw new UsageException("--moves: " + e.getMessage(), usage);
            }
        }
        for (String file : cl.getArgList()) {
            try {
                games.addAll(AnalysisInput.read(Path.of(file), gameNumber));
            } catch (IOException | RuntimeException e) {
                err.println("magpie analyze: " + describe(e, file));
                return 1;
            }
        }
        if (games.isEmpty()) {
            throw new UsageException("nothing to analyse: give FILE... or --moves", usage);
        }
        for (String option : new String[] {"ggf", "graph", "html"}) {
            if (games.size() > 1 && cl.hasOption(option)) {
                throw new UsageException(games.size() + " games: --" + option + " takes one (pick it with --game N)",
                        usage);
            }
        }
        if (cl.hasOption("graph") && !Pictures.supported(cl.getOptionValue("graph"))) {
            throw new UsageException("--graph: the file name must end in .svg or .png: " + cl.getOptionValue("graph"),
                    usage);
        }

        OpeningBook book = book(cl, err);
        Engine engine = new Engine();
        engine.setThreads(threads);
        engine.setHashMb(hashMb);
        engine.setSelectivityPercent(selectivity);
        GameAnalyzer analyzer = new GameAnalyzer(engine, book, new GameAnalyzer.Settings(depth, exactFrom, timeMs));
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
            return analyzeAll(games, analyzer, cl, out, err);
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down already (Ctrl-C): the hook is running
            }
        }
    }

    private int analyzeAll(List<AnalysisInput.Source> games, GameAnalyzer analyzer, CommandLine cl, PrintStream out,
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
            if (cl.hasOption("json")) {
                out.print(AnalysisText.json(analysis));
            } else if (cl.hasOption("tsv")) {
                out.print(AnalysisText.tsv(analysis));
            } else {
                if (games.size() > 1) {
                    out.println("== " + source.label());
                }
                out.print(AnalysisText.table(analysis));
            }
            out.flush();
            if (cl.hasOption("ggf")) {
                Path file = Path.of(cl.getOptionValue("ggf"));
                Files.writeString(file, Ggf.format(AnalysisGgf.annotate(analysis, source.ggf())) + "\n",
                        StandardCharsets.UTF_8);
            }
            if (cl.hasOption("graph")) {
                Pictures.graph(Path.of(cl.getOptionValue("graph")), analysis, source.label());
            }
            if (cl.hasOption("html")) {
                Pictures.html(Path.of(cl.getOptionValue("html")), analysis, source.label());
            }
            if (!analysis.complete()) {
                err.println("magpie analyze: interrupted");
                return 1;
            }
        }
        return 0;
    }

    private static OpeningBook book(CommandLine cl, PrintStream err) throws IOException {
        if (cl.hasOption("no-book")) {
            return null;
        }
        if (cl.hasOption("book")) {
            return BookFormat.read(Path.of(cl.getOptionValue("book")));
        }
        return DefaultBook.load(DefaultBook.file(), err);
    }

    private static long timeMs(CommandLine cl, String usage) throws UsageException {
        String text = cl.getOptionValue("time");
        if (text == null) {
            return 0;
        }
        try {
            double seconds = Double.parseDouble(text.trim());
            if (!(seconds > 0) || seconds > 86400) {
                throw new UsageException("--time must be between 0 and 86400 seconds: " + text, usage);
            }
            return Math.max(1, Math.round(seconds * 1000));
        } catch (NumberFormatException e) {
            throw new UsageException("--time needs a number of seconds: " + text, usage);
        }
    }

    private static String describe(Exception e, String file) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.contains(file) ? message : file + ": " + message;
    }
}
