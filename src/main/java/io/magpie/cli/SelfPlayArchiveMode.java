package io.magpie.cli;

import io.magpie.book.BookFormat;
import io.magpie.book.OpeningBook;
import io.magpie.tune.ArchiveFactory;
import io.magpie.tune.GameMaker;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie selfplay --archive DIR}: the data factory. Plays varied games (random openings, XOT
 * lines, the book with randomness) at a fixed depth, solves each exactly from {@code --solve-empties},
 * and appends the finished games to DIR as new chunk files (see tuning/data/FORMAT.md). It is a mode
 * of selfplay, not a tune step, because it plays games like the rest of selfplay; the tune steps only
 * read and transform data ({@code tune positions DIR} reads the archive).
 */
final class SelfPlayArchiveMode {
    static final int DEFAULT_DEPTH = 8;
    static final int DEFAULT_SOLVE_EMPTIES = 20;

    private SelfPlayArchiveMode() {}

    static void addOptions(Options o) {
        o.addOption(CommandLines.value("archive", "DIR",
                "data factory: play, solve and append games to the archive DIR (e.g. tuning/data) until --games or Ctrl-C"));
        o.addOption(CommandLines.value("solve-empties", "E", "archive: solve each game exactly from E empties (default 20)"));
        o.addOption(CommandLines.value("xot", "FILE", "archive: also draw openings from these XOT lines"));
        o.addOption(CommandLines.value("random-plies", "MIN-MAX", "archive: random openings of MIN to MAX plies (default 4-16)"));
        o.addOption(CommandLines.value("book", "FILE", "archive: book for book openings (default: the shipped book)"));
        o.addOption(CommandLines.flag("no-book", "archive: no book openings"));
        o.addOption(CommandLines.value("book-random", "DISCS", "archive: book moves within DISCS of the best (default 4)"));
        o.addOption(CommandLines.value("seed", "S", "archive: run seed (default: drawn; a seed already in DIR resumes it)"));
        o.addOption(CommandLines.value("chunk-games", "N", "archive: write a chunk every N games (default 500)"));
        o.addOption(CommandLines.value("chunk-seconds", "T", "archive: and at least every T seconds (default 600)"));
        o.addOption(CommandLines.value("eval", "NAME", "archive: evaluation searched: pattern (default) or a weights file"));
    }

    static int run(CommandLine cl, Options options, String syntax, PrintStream out, PrintStream err) throws Exception {
        Path dir = Path.of(cl.getOptionValue("archive"));
        int games = CommandLines.intValue(cl, "games", Integer.MAX_VALUE, 1, Integer.MAX_VALUE, options, syntax);
        int depth = CommandLines.intValue(cl, "depth", DEFAULT_DEPTH, 1, 30, options, syntax);
        int solveEmpties = CommandLines.intValue(cl, "solve-empties", DEFAULT_SOLVE_EMPTIES, 0, 30, options, syntax);
        int threads = CommandLines.intValue(cl, "threads", Runtime.getRuntime().availableProcessors(), 1, 256, options, syntax);
        int hashMb = CommandLines.intValue(cl, "hash", 16, 1, 4096, options, syntax);
        int bookRandom = CommandLines.intValue(cl, "book-random", 4, 0, 128, options, syntax);
        int chunkGames = CommandLines.intValue(cl, "chunk-games", 500, 1, 1_000_000, options, syntax);
        int chunkSeconds = CommandLines.intValue(cl, "chunk-seconds", 600, 1, 1_000_000, options, syntax);
        int[] plies = plies(cl.getOptionValue("random-plies", "4-16"), options, syntax);
        long seed;
        try {
            seed = cl.hasOption("seed") ? Long.parseLong(cl.getOptionValue("seed").trim()) : System.nanoTime() ^ System.currentTimeMillis() << 20;
        } catch (NumberFormatException e) {
            throw new UsageException("--seed must be a number: " + cl.getOptionValue("seed"), CommandLines.usage(options, syntax));
        }
        String evaluation = cl.getOptionValue("eval", "pattern");
        try {
            io.magpie.eval.Evaluators.byName(evaluation);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--eval: " + e.getMessage(), CommandLines.usage(options, syntax));
        }
        List<String> xot = cl.hasOption("xot") ? lines(Path.of(cl.getOptionValue("xot"))) : List.of();
        OpeningBook book = null;
        if (!cl.hasOption("no-book")) {
            book = cl.hasOption("book") ? BookFormat.read(Path.of(cl.getOptionValue("book"))) : DefaultBook.load(DefaultBook.file(), err);
        }
        GameMaker.Settings settings = new GameMaker.Settings(depth, solveEmpties, plies[0], plies[1], xot, book, bookRandom,
                evaluation, hashMb);
        ArchiveFactory factory = new ArchiveFactory(dir, settings, threads, seed, chunkGames, chunkSeconds * 1000L, err);
        err.printf(Locale.ROOT, "archive: %s, seed %d, %d thread(s): %s%n", dir, seed, threads, settings.describe());
        Thread hook = new Thread(factory::stop, "magpie-selfplay-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        long written;
        try {
            written = factory.run(games);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook writes the last chunk
            }
        }
        out.printf(Locale.ROOT, "%d games written to %s (seed %d)%n", written, dir, seed);
        return 0;
    }

    private static int[] plies(String text, Options options, String syntax) throws UsageException {
        String[] f = text.trim().split("-");
        try {
            int min = Integer.parseInt(f[0].trim());
            int max = f.length > 1 ? Integer.parseInt(f[1].trim()) : min;
            if (f.length <= 2 && min >= 0 && max >= min && max <= 59) {
                return new int[] {min, max};
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--random-plies must be MIN-MAX with 0 <= MIN <= MAX <= 59: " + text,
                CommandLines.usage(options, syntax));
    }

    private static List<String> lines(Path file) throws java.io.IOException {
        List<String> lines = new ArrayList<>();
        for (String line : io.magpie.format.InputFiles.readLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String l = line.trim();
                TuneCommand.playOpening(l, file); // a bad line is refused now, naming the file
                lines.add(l);
            }
        }
        if (lines.isEmpty()) {
            throw new java.io.IOException(file + ": no XOT lines");
        }
        return lines;
    }
}
