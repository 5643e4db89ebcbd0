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
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@code magpie book ACTION ...}: build, inspect, check, combine and learn into opening books
 * ({@code io.magpie.book}; file layout in {@code book/FORMAT.md}). Each action is a command of its own.
 */
final class BookCommand extends SubCommands {
    /** The options of the actions that search new positions: build and learn. */
    static final OptionSpec<Integer> DEPTH = SharedOptions.DEPTH.withHelp("search depth of each new leaf")
            .defaultsTo(BookLearning.DEPTH);
    static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.withHelp("searches in parallel")
            .defaultsTo(SharedOptions.ALL_PROCESSORS);
    /** 24 per thread: each search a 16 MB midgame table and an 8 MB solver table, as NBoard's learn. */
    static final OptionSpec<Integer> HASH = SharedOptions.HASH.defaultsTo(
            SharedOptions.perThread(BookLearning.HASH_MB, THREADS));

    BookCommand() {
        super("book", "build, inspect, verify, merge, learn, export and import opening books", "action");
    }

    @Override
    List<NamedCommand> subCommands() {
        return List.of(new Build(), new Learn(), new Info(), new Show(), new Verify(), new Merge(), new Export(),
                new Import());
    }

    /** The leaf searches of build and learn: the threads share {@code --hash}. */
    private static BookBuilder builder(MutableBook book, Arguments args, PrintStream err) {
        int depth = args.get(DEPTH);
        int threads = args.get(THREADS);
        int hashMb = Math.max(1, args.get(HASH) / threads);
        return new BookBuilder(book, () -> new EngineLeafSearcher(depth, hashMb), threads, err);
    }

    /** {@code book build FILE}: grow (or create) a book. */
    static final class Build extends DeclaredCommand {
        static final OptionSpec<Integer> PLIES = OptionSpec.integer("plies", "N", 0, 20,
                "expand every position of fewer than N plies from the start").defaultsTo(0);
        static final OptionSpec<Path> GAMES = OptionSpec.path("games", "FILE",
                "add the openings of these games: .wtb (WTHOR), .ggf, or one transcript per line (XOT); with "
                        + "--resume, the visit counts are recounted from these games").withSeveralValues();
        static final OptionSpec<Integer> GAME_PLIES = OptionSpec.integer("game-plies", "N", 0, 60,
                "how many plies of each game go into the book").defaultsTo(10);
        static final OptionSpec<Integer> DEVIATE = OptionSpec.integer("deviate", "DISCS", 0, 64,
                "then expand leaves reached through moves within DISCS of the best").defaultsTo(null, "off");
        static final OptionSpec<Integer> DEVIATE_PLIES = OptionSpec.integer("deviate-plies", "N", 1, 60,
                "deviations stop at N plies").defaultsTo(12);
        static final OptionSpec<Boolean> RESUME = OptionSpec.flag("resume",
                "continue the book in FILE (else FILE must not exist)");
        static final OptionSpec<Integer> CHECKPOINT = OptionSpec.integer("checkpoint", "SECONDS", 1, 86400,
                "save the book this often while searching").defaultsTo(60);

        Build() {
            super("book build", "grow (or create) a book: from the start, from games, by deviations", "FILE",
                    List.of(PLIES, GAMES, GAME_PLIES, DEPTH, DEVIATE, DEVIATE_PLIES, THREADS, HASH, RESUME,
                    CHECKPOINT));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            Path file = Paths.get(operands(args, 1, 1).get(0));
            int plies = args.get(PLIES);
            int gamePlies = args.get(GAME_PLIES);
            int deviate = args.has(DEVIATE) ? args.get(DEVIATE) : -1;
            int deviatePlies = args.get(DEVIATE_PLIES);
            boolean resume = args.get(RESUME);
            BookFormat.checkTarget(file); // now, not at the first save
            MutableBook book;
            if (Files.exists(file)) {
                if (!resume) {
                    throw args.error(file + " exists: add --resume to continue it, or choose another file");
                }
                book = MutableBook.of(BookFormat.read(file));
                err.println("resuming " + file + ": " + BookBuilder.summary(book));
            } else {
                book = new MutableBook();
            }
            err.printf(Locale.ROOT, "book build: plies %d, game plies %d, depth %d, deviate %s, %d threads%n", plies,
                    gamePlies, args.get(DEPTH), deviate < 0 ? "off" : deviate + " discs to ply " + deviatePlies,
                    args.get(THREADS));
            BookBuilder builder = builder(book, args, err);
            builder.expandFromStart(plies);
            if (!args.all(GAMES).isEmpty()) {
                if (resume && book.size() > 0) {
                    // A resumed build is usually given the same games again: count them afresh rather
                    // than adding their visits a second time.
                    book.clearVisits();
                    err.println("game visits are recounted from the --games given");
                }
                for (Path name : args.all(GAMES)) {
                    List<Game> games = GameRecords.read(name, gamePlies);
                    int added = 0;
                    for (Game g : games) {
                        added += builder.addLine(g, gamePlies);
                    }
                    err.printf(Locale.ROOT, "%s: %d games, %d new positions%n", name, games.size(), added);
                }
            }
            return grow(builder, file, deviate, deviatePlies, args.get(CHECKPOINT) * 1000L, err);
        }
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

    /** {@code book learn BOOK GAMEFILE}: add games' lines and search them. */
    static final class Learn extends DeclaredCommand {
        static final OptionSpec<Integer> PLIES = OptionSpec.integer("plies", "N", 0, 60,
                "how many plies of each game go into the book").defaultsTo(BookLearning.PLIES);

        Learn() {
            super("book learn", "add games' lines (wtb, ggf or transcripts) to a book and search them",
                    "BOOK GAMEFILE", List.of(PLIES, DEPTH, THREADS, HASH));
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            List<String> files = operands(args, 2, 2);
            Path file = Paths.get(files.get(0));
            Path games = Paths.get(files.get(1));
            int plies = args.get(PLIES);
            BookFormat.checkTarget(file); // now, not at the first save
            MutableBook book = Files.exists(file) ? MutableBook.of(BookFormat.read(file)) : new MutableBook();
            BookBuilder builder = builder(book, args, err);
            int added = 0;
            List<Game> list = GameRecords.read(games, plies);
            for (Game g : list) {
                added += builder.addLine(g, plies);
            }
            err.printf(Locale.ROOT, "%s: %d games, %d new positions%n", games, list.size(), added);
            return grow(builder, file, -1, 0, 60_000L, err);
        }
    }

    /** {@code book info FILE}. */
    static final class Info extends DeclaredCommand {
        Info() {
            super("book info", "count of positions and what they hold; load time", "FILE", List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws IOException, UsageException {
            return info(Paths.get(operands(args, 1, 1).get(0)), out);
        }
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

    /** {@code book show FILE [POSITION]}. */
    static final class Show extends DeclaredCommand {
        Show() {
            super("book show", "book moves of a position (\"BOARD SIDE\" or a transcript; the start by default)",
                    "FILE [\"BOARD SIDE\"|TRANSCRIPT]", List.of());
        }

        @Override
        boolean takesBoardOperands() {
            return true;
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            List<String> rest = operands(args, 1, Integer.MAX_VALUE);
            OpeningBook book = BookFormat.read(Paths.get(rest.get(0)));
            String text = String.join(" ", rest.subList(1, rest.size())).trim();
            Board board;
            try {
                board = text.isEmpty() ? Board.start() : text.length() >= 64 ? BoardText.parse(text)
                        : Transcript.parse(text).board();
            } catch (FormatException e) {
                throw args.error("position: " + e.getMessage());
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
    }

    /** {@code book verify FILE}. */
    static final class Verify extends DeclaredCommand {
        Verify() {
            super("book verify", "recompute the negamax of every position, report errors", "FILE", List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws IOException, UsageException {
            return verify(Paths.get(operands(args, 1, 1).get(0)), out);
        }
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

    /** {@code book merge OUT IN...}. */
    static final class Merge extends DeclaredCommand {
        Merge() {
            super("book merge", "combine books (deeper searches win), propagate, write OUT", "OUT IN...", List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            List<String> rest = operands(args, 2, Integer.MAX_VALUE);
            MutableBook merged = new MutableBook();
            for (int k = 1; k < rest.size(); k++) {
                merged.addAll(BookFormat.read(Paths.get(rest.get(k))));
            }
            Negamax.propagate(merged);
            Path outFile = Paths.get(rest.get(0));
            BookFormat.write(merged.toBook(), outFile);
            out.println("wrote " + outFile + ": " + BookBuilder.summary(merged));
            return 0;
        }
    }

    /** {@code book export FILE [TEXT]}. */
    static final class Export extends DeclaredCommand {
        Export() {
            super("book export", "one line per position (stdout without TEXT)", "FILE [TEXT]", List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            List<String> rest = operands(args, 1, 2);
            OpeningBook book = BookFormat.read(Paths.get(rest.get(0)));
            if (rest.size() == 1) {
                BookText.export(book, out);
                out.flush();
                return 0;
            }
            try (OutputStream os = Files.newOutputStream(Paths.get(rest.get(1)));
                    PrintStream ps = new PrintStream(os, false, StandardCharsets.UTF_8)) {
                BookText.export(book, ps);
                ps.flush();
                if (ps.checkError()) { // PrintStream keeps write errors to itself
                    throw new IOException("cannot write " + rest.get(1) + " (disk full?)");
                }
            }
            return 0;
        }
    }

    /** {@code book import TEXT FILE}. */
    static final class Import extends DeclaredCommand {
        Import() {
            super("book import", "build a book from exported text", "TEXT FILE", List.of());
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            List<String> rest = operands(args, 2, 2);
            MutableBook book = new MutableBook();
            int lines;
            try (BufferedReader in = new BufferedReader(new java.io.StringReader(
                    InputFiles.readString(Paths.get(rest.get(0)), StandardCharsets.UTF_8)))) {
                lines = BookText.importText(in, book);
            } catch (FormatException e) {
                throw new FormatException(rest.get(0) + ": " + e.getMessage());
            }
            if (lines == 0) { // an empty file, or bytes that are all blanks and control characters (binary)
                throw new FormatException(rest.get(0) + ": no book lines (book export writes one a position)");
            }
            Negamax.propagate(book);
            BookFormat.write(book.toBook(), Paths.get(rest.get(1)));
            out.println("imported " + lines + " lines into " + rest.get(1) + ": " + BookBuilder.summary(book));
            return 0;
        }
    }
}
