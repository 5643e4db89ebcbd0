package io.magpie.cli;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.book.BookBuilder;
import io.magpie.book.BookEntry;
import io.magpie.book.BookFormat;
import io.magpie.book.BookMoves;
import io.magpie.book.BookText;
import io.magpie.book.GameRecords;
import io.magpie.book.MutableBook;
import io.magpie.book.Negamax;
import io.magpie.book.OpeningBook;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import io.magpie.format.Transcript;
import io.magpie.eval.Score;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/**
 * {@code magpie book ACTION ...}: build, inspect, check, combine and learn into opening books
 * ({@code io.magpie.book}; file layout in {@code book/FORMAT.md}).
 */
final class BookCommand implements Command {
    static final String SYNTAX = "magpie book build|info|show|verify|merge|learn|export|import ARGS... "
            + "('magpie book ACTION --help' for each)";
    static final String BUILD = "magpie book build FILE [--plies N] [--games FILE]... [--game-plies N] [--depth D] "
            + "[--deviate DISCS --deviate-plies N] [--threads N] [--resume]";
    static final String LEARN = "magpie book learn BOOK GAMEFILE [--plies N] [--depth D] [--threads N]";

    @Override
    public String name() {
        return "book";
    }

    @Override
    public String summary() {
        return "build, inspect, verify, merge, learn, export and import opening books";
    }

    /** The actions without options of their own: name, arguments, what it does. */
    private static final String[][] SIMPLE_ACTIONS = {
        {"info", "info FILE", "count of positions and what they hold; load time"},
        {"show", "show FILE POSITION", "book moves of a position (\"BOARD SIDE\" or a transcript)"},
        {"verify", "verify FILE", "recompute the negamax of every position, report errors"},
        {"merge", "merge OUT IN...", "combine books (deeper searches win), propagate, write OUT"},
        {"export", "export FILE [TEXT]", "one line per position (stdout without TEXT)"},
        {"import", "import TEXT FILE", "build a book from exported text"},
    };

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (args.length == 0 || CommandLines.isHelp(args[0])) {
            out.println("usage: " + SYNTAX);
            out.println("  build FILE ...           grow (or create) a book: " + BUILD);
            out.println("  learn BOOK GAMEFILE      add games' lines (wtb, ggf or transcripts) and search them");
            for (String[] a : SIMPLE_ACTIONS) {
                out.printf(Locale.ROOT, "  %-24s %s%n", a[1], a[2]);
            }
            return 0;
        }
        for (String[] a : SIMPLE_ACTIONS) {
            if (a[0].equals(args[0]) && Arrays.stream(args).skip(1).anyMatch(CommandLines::isHelp)) {
                out.println("usage: magpie book " + a[1]);
                out.println("  " + a[2]);
                return 0;
            }
        }
        String action = args[0];
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (action) {
            case "build":
                return build(rest, out, err);
            case "learn":
                return learn(rest, out, err);
            case "info":
                return info(one(rest, "info FILE"), out);
            case "show":
                return show(rest, out);
            case "verify":
                return verify(one(rest, "verify FILE"), out);
            case "merge":
                return merge(rest, out);
            case "export":
                return export(rest, out);
            case "import":
                return importText(rest, out);
            default:
                throw new UsageException("unknown book action: " + action, "usage: " + SYNTAX + "\n");
        }
    }

    private static Path one(String[] rest, String syntax) throws UsageException {
        if (rest.length != 1 || rest[0].startsWith("-")) {
            throw new UsageException("expected " + syntax, "usage: magpie book " + syntax + "\n");
        }
        return Paths.get(rest[0]);
    }

    private static Options buildOptions(boolean learn) {
        Options o = new Options();
        if (!learn) {
            o.addOption(CommandLines.value("plies", "N",
                    "expand every position of fewer than N plies from the start (default 0)"));
            o.addOption(Option.builder().longOpt("games").hasArgs().argName("FILE")
                    .desc("add the openings of these games: .wtb (WTHOR), .ggf, or one transcript per line (XOT); "
                            + "with --resume, the visit counts are recounted from these games").build());
            o.addOption(CommandLines.value("deviate", "DISCS",
                    "then expand leaves reached through moves within DISCS of the best (default: off)"));
            o.addOption(CommandLines.value("deviate-plies", "N", "deviations stop at N plies (default 12)"));
            o.addOption(CommandLines.flag("resume", "continue the book in FILE (else FILE must not exist)"));
            o.addOption(CommandLines.value("checkpoint", "SECONDS",
                    "save the book this often while searching (default 60)"));
        }
        o.addOption(CommandLines.value(learn ? "plies" : "game-plies", "N",
                "how many plies of each game go into the book (default " + (learn ? 20 : 10) + ")"));
        o.addOption(CommandLines.value("depth", "D", "search depth of each new leaf (default 8)"));
        o.addOption(CommandLines.value("threads", "N", "searches in parallel (default: all cores)"));
        o.addOption(CommandLines.value("hash", "MB", "transposition table per thread (default 16)"));
        o.addOption(CommandLines.help());
        return o;
    }

    private int build(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = buildOptions(false);
        CommandLine cl = CommandLines.parseOrHelp(options, args, BUILD, out);
        if (cl == null) {
            return 0;
        }
        if (cl.getArgList().size() != 1) {
            throw new UsageException("expected one book FILE", CommandLines.usage(options, BUILD));
        }
        Path file = Paths.get(cl.getArgList().get(0));
        int plies = CommandLines.intValue(cl, "plies", 0, 0, 20, options, BUILD);
        int gamePlies = CommandLines.intValue(cl, "game-plies", 10, 0, 60, options, BUILD);
        int depth = CommandLines.intValue(cl, "depth", 8, 1, 60, options, BUILD);
        int deviate = CommandLines.intValue(cl, "deviate", -1, 0, 64, options, BUILD);
        int deviatePlies = CommandLines.intValue(cl, "deviate-plies", 12, 1, 60, options, BUILD);
        int threads = CommandLines.intValue(cl, "threads", Runtime.getRuntime().availableProcessors(), 1, 256,
                options, BUILD);
        int hashMb = CommandLines.intValue(cl, "hash", 16, 1, 4096, options, BUILD);
        int checkpointS = CommandLines.intValue(cl, "checkpoint", 60, 1, 86400, options, BUILD);
        boolean resume = cl.hasOption("resume");
        BookFormat.checkTarget(file); // now, not at the first save
        MutableBook book;
        if (Files.exists(file)) {
            if (!resume) {
                throw new UsageException(file + " exists: add --resume to continue it, or choose another file",
                        CommandLines.usage(options, BUILD));
            }
            book = MutableBook.of(BookFormat.read(file));
            err.println("resuming " + file + ": " + BookBuilder.summary(book));
        } else {
            book = new MutableBook();
        }
        err.printf(Locale.ROOT, "book build: plies %d, game plies %d, depth %d, deviate %s, %d threads%n", plies,
                gamePlies, depth, deviate < 0 ? "off" : deviate + " discs to ply " + deviatePlies, threads);
        BookBuilder builder = new BookBuilder(book, () -> new EngineLeafSearcher(depth, hashMb), threads, err);
        builder.expandFromStart(plies);
        if (cl.getOptionValues("games") != null) {
            if (resume && book.size() > 0) {
                // A resumed build is usually given the same games again: count them afresh rather
                // than adding their visits a second time.
                book.clearVisits();
                err.println("game visits are recounted from the --games given");
            }
            for (String name : cl.getOptionValues("games")) {
                List<Game> games = GameRecords.read(Paths.get(name), gamePlies);
                int added = 0;
                for (Game g : games) {
                    added += builder.addLine(g, gamePlies);
                }
                err.printf(Locale.ROOT, "%s: %d games, %d new positions%n", name, games.size(), added);
            }
        }
        return grow(builder, file, deviate, deviatePlies, checkpointS * 1000L, err);
    }

    /** Searches, propagates and deviates until done or stopped, saving on the way and at the end. */
    private static int grow(BookBuilder builder, Path file, int deviate, int deviatePlies, long checkpointMs,
            PrintStream err) throws Exception {
        CountDownLatch saved = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            builder.requestStop();
            try {
                saved.await(120, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "book-save-on-exit");
        Runtime.getRuntime().addShutdownHook(hook);
        MutableBook book = builder.book();
        try {
            err.println(BookBuilder.summary(book));
            while (true) {
                builder.searchLeaves(b -> BookFormat.write(b.toBook(), file), checkpointMs);
                Negamax.propagate(book);
                if (builder.stopped() || deviate < 0) {
                    break;
                }
                int expanded = builder.deviate(deviate, deviatePlies);
                err.printf(Locale.ROOT, "deviation: %d positions expanded%n", expanded);
                if (expanded == 0) {
                    break;
                }
            }
            BookFormat.write(book.toBook(), file);
            err.println((builder.stopped() ? "stopped; saved " : "saved ") + file + ": " + BookBuilder.summary(book));
        } finally {
            saved.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down: the hook is running and has just been released
            }
        }
        return 0;
    }

    private int learn(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = buildOptions(true);
        CommandLine cl = CommandLines.parseOrHelp(options, args, LEARN, out);
        if (cl == null) {
            return 0;
        }
        if (cl.getArgList().size() != 2) {
            throw new UsageException("expected BOOK and GAMEFILE", CommandLines.usage(options, LEARN));
        }
        Path file = Paths.get(cl.getArgList().get(0));
        Path games = Paths.get(cl.getArgList().get(1));
        int plies = CommandLines.intValue(cl, "plies", 20, 0, 60, options, LEARN);
        int depth = CommandLines.intValue(cl, "depth", 8, 1, 60, options, LEARN);
        int threads = CommandLines.intValue(cl, "threads", Runtime.getRuntime().availableProcessors(), 1, 256,
                options, LEARN);
        int hashMb = CommandLines.intValue(cl, "hash", 16, 1, 4096, options, LEARN);
        BookFormat.checkTarget(file); // now, not at the first save
        MutableBook book = Files.exists(file) ? MutableBook.of(BookFormat.read(file)) : new MutableBook();
        BookBuilder builder = new BookBuilder(book, () -> new EngineLeafSearcher(depth, hashMb), threads, err);
        int added = 0;
        List<Game> list = GameRecords.read(games, plies);
        for (Game g : list) {
            added += builder.addLine(g, plies);
        }
        err.printf(Locale.ROOT, "%s: %d games, %d new positions%n", games, list.size(), added);
        return grow(builder, file, -1, 0, 60_000L, err);
    }

    private static int info(Path file, PrintStream out) throws IOException {
        long start = System.nanoTime();
        OpeningBook book = BookFormat.read(file);
        long nanos = System.nanoTime() - start;
        int expanded = 0;
        int searched = 0;
        int valued = 0;
        int exact = 0;
        int maxPly = 0;
        int minDepth = 255;
        int maxDepth = 0;
        long visits = 0;
        for (int i = 0; i < book.size(); i++) {
            long d = book.data(i);
            expanded += BookEntry.has(d, BookEntry.EXPANDED) ? 1 : 0;
            valued += BookEntry.has(d, BookEntry.HAS_VALUE) ? 1 : 0;
            exact += BookEntry.has(d, BookEntry.EXACT) ? 1 : 0;
            visits += book.visits(i);
            maxPly = Math.max(maxPly, Long.bitCount(book.player(i) | book.opponent(i)) - 4);
            if (BookEntry.has(d, BookEntry.EVALUATED)) {
                searched++;
                minDepth = Math.min(minDepth, BookEntry.evalDepth(d));
                maxDepth = Math.max(maxDepth, BookEntry.evalDepth(d));
            }
        }
        out.println("book " + file + " (" + Files.size(file) + " bytes, format version " + BookFormat.VERSION + ")");
        out.printf(Locale.ROOT, "positions %d: %d expanded, %d searched (depth %d..%d), %d with a value, %d exact%n",
                book.size(), expanded, searched, searched == 0 ? 0 : minDepth, maxDepth, valued, exact);
        out.printf(Locale.ROOT, "deepest ply %d, game visits %d%n", maxPly, visits);
        Board initial = Board.start();
        int root = book.indexOf(initial.player(), initial.opponent());
        if (root >= 0 && BookEntry.has(book.data(root), BookEntry.HAS_VALUE)) {
            out.printf(Locale.ROOT, "start position value %+.2f%n", Score.toDiscs(BookEntry.value(book.data(root))));
        }
        out.printf(Locale.ROOT, "loaded in %.1f ms%n", nanos / 1e6);
        return 0;
    }

    private static int show(String[] rest, PrintStream out) throws Exception {
        if (rest.length < 1) {
            throw new UsageException("expected FILE POSITION", "usage: magpie book show FILE [\"BOARD SIDE\"|TRANSCRIPT]\n");
        }
        OpeningBook book = BookFormat.read(Paths.get(rest[0]));
        String text = String.join(" ", Arrays.copyOfRange(rest, 1, rest.length)).trim();
        Board board;
        try {
            board = text.isEmpty() ? Board.start() : text.length() >= 64 ? BoardText.parse(text)
                    : Transcript.parse(text).board();
        } catch (FormatException e) {
            throw new UsageException("position: " + e.getMessage(), "usage: magpie book show FILE [\"BOARD SIDE\"|TRANSCRIPT]\n");
        }
        out.println(BoardText.format(board));
        int index = book.indexOf(board.player(), board.opponent());
        if (index < 0) {
            out.println("not in the book");
            return 0;
        }
        int[] moves = new int[64];
        int[] values = new int[64];
        out.println(BookText.line(book, index, moves, values));
        int n = book.moveValues(board.player(), board.opponent(), moves, values);
        if (n == 0) {
            out.println("at the edge of the book: no book moves");
            return 0;
        }
        BookMoves.sortBestFirst(moves, values, n);
        for (int k = 0; k < n; k++) {
            out.printf(Locale.ROOT, "  %s %+.2f%n", Square.name(moves[k]), Score.toDiscs(values[k]));
        }
        return 0;
    }

    private static int verify(Path file, PrintStream out) throws IOException {
        OpeningBook book = BookFormat.read(file);
        List<String> errors = Negamax.verify(book, 20);
        for (String e : errors) {
            out.println("error: " + e);
        }
        int missing = 0;
        for (int i = 0; i < book.size(); i++) {
            missing += BookEntry.has(book.data(i), BookEntry.HAS_VALUE) ? 0 : 1;
        }
        out.printf(Locale.ROOT, "%s: %d positions checked, %d without a value (unfinished build), %s%n", file,
                book.size(), missing, errors.isEmpty() ? "0 errors" : "ERRORS");
        return errors.isEmpty() ? 0 : 1;
    }

    private static int merge(String[] rest, PrintStream out) throws Exception {
        if (rest.length < 2) {
            throw new UsageException("expected OUT and at least one IN", "usage: magpie book merge OUT IN...\n");
        }
        MutableBook merged = new MutableBook();
        for (int k = 1; k < rest.length; k++) {
            merged.addAll(BookFormat.read(Paths.get(rest[k])));
        }
        Negamax.propagate(merged);
        Path outFile = Paths.get(rest[0]);
        BookFormat.write(merged.toBook(), outFile);
        out.println("wrote " + outFile + ": " + BookBuilder.summary(merged));
        return 0;
    }

    private static int export(String[] rest, PrintStream out) throws Exception {
        if (rest.length < 1 || rest.length > 2) {
            throw new UsageException("expected FILE [TEXT]", "usage: magpie book export FILE [TEXT]\n");
        }
        OpeningBook book = BookFormat.read(Paths.get(rest[0]));
        if (rest.length == 1) {
            BookText.export(book, out);
            out.flush();
            return 0;
        }
        try (OutputStream os = Files.newOutputStream(Paths.get(rest[1]));
                PrintStream ps = new PrintStream(os, false, StandardCharsets.UTF_8)) {
            BookText.export(book, ps);
            ps.flush();
            if (ps.checkError()) { // PrintStream keeps write errors to itself
                throw new IOException("cannot write " + rest[1] + " (disk full?)");
            }
        }
        return 0;
    }

    private static int importText(String[] rest, PrintStream out) throws Exception {
        if (rest.length != 2) {
            throw new UsageException("expected TEXT FILE", "usage: magpie book import TEXT FILE\n");
        }
        MutableBook book = new MutableBook();
        int lines;
        try (BufferedReader in = new BufferedReader(new java.io.StringReader(
                InputFiles.readString(Paths.get(rest[0]), StandardCharsets.UTF_8)))) {
            lines = BookText.importText(in, book);
        } catch (FormatException e) {
            throw new FormatException(rest[0] + ": " + e.getMessage());
        }
        if (lines == 0) { // an empty file, or bytes that are all blanks and control characters (binary)
            throw new FormatException(rest[0] + ": no book lines (book export writes one a position)");
        }
        Negamax.propagate(book);
        BookFormat.write(book.toBook(), Paths.get(rest[1]));
        out.println("imported " + lines + " lines into " + rest[1] + ": " + BookBuilder.summary(book));
        return 0;
    }
}
