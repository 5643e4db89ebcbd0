package io.magpie.cli;

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

/**
 * {@code magpie selfplay --archive DIR}: the data factory, a mode of {@link SelfPlayCommand} with
 * options and defaults of its own. Plays varied games (random openings, XOT
 * lines, the book with randomness) at a fixed depth, solves each exactly from {@code --solve-empties},
 * and appends the finished games to DIR as new chunk files (see tuning/data/FORMAT.md). It is a mode
 * of selfplay, not a tune step, because it plays games like the rest of selfplay; the tune steps only
 * read and transform data ({@code tune positions DIR} reads the archive).
 */
final class SelfPlayArchiveMode extends DeclaredCommand {
    static final OptionSpec<Path> ARCHIVE = OptionSpec.path("archive", "DIR",
            "play, solve and append games to the archive DIR (e.g. tuning/data) until --games or Ctrl-C");
    static final OptionSpec<Integer> GAMES = OptionSpec.integer("games", "N", 1, Integer.MAX_VALUE, "games to add")
            .defaultsTo(Integer.MAX_VALUE, "until stopped");
    static final OptionSpec<Integer> DEPTH = OptionSpec.integer("depth", "PLIES", 1, 30, "search depth of every move")
            .defaultsTo(8);
    static final OptionSpec<Integer> SOLVE_EMPTIES = OptionSpec.integer("solve-empties", "E", 0, 30,
            "solve each game exactly from E empties").defaultsTo(20);
    static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.withHelp("games played at once")
            .defaultsTo(SharedOptions.ALL_PROCESSORS);
    /** 40 per game: the search's tables of 16 and 8 MB and the finishing solver's 16 ({@link GameMaker.Settings}). */
    static final OptionSpec<Integer> HASH = SharedOptions.HASH.defaultsTo(SharedOptions.perThread(40, THREADS));
    static final OptionSpec<Path> XOT = OptionSpec.path("xot", "FILE", "also draw openings from these XOT lines");
    static final OptionSpec<int[]> RANDOM_PLIES = OptionSpec.of("random-plies", "MIN-MAX",
            "random openings of MIN to MAX plies", new PliesParser()).defaultsTo(new int[] {4, 16}, "4-16");
    static final OptionSpec<Path> BOOK = SharedOptions.BOOK.withHelp("book for book openings");
    static final OptionSpec<Boolean> NO_BOOK = SharedOptions.NO_BOOK.withHelp("no book openings");
    static final OptionSpec<Integer> BOOK_RANDOM = OptionSpec.integer("book-random", "DISCS", 0, 128,
            "book moves within DISCS of the best").defaultsTo(4);
    static final OptionSpec<Long> SEED = OptionSpec.longInteger("seed", "S", Long.MIN_VALUE, Long.MAX_VALUE,
            "run seed").defaultsTo(null, "drawn; a seed already in DIR resumes it");
    static final OptionSpec<Integer> CHUNK_GAMES = OptionSpec.integer("chunk-games", "N", 1, 1_000_000,
            "write a chunk every N games").defaultsTo(500);
    static final OptionSpec<Integer> CHUNK_SECONDS = OptionSpec.integer("chunk-seconds", "T", 1, 1_000_000,
            "and at least every T seconds").defaultsTo(600);
    static final OptionSpec<String> EVAL = SharedOptions.EVAL.withHelp(
            "evaluation searched: pattern or a weights file").defaultsTo("pattern");

    SelfPlayArchiveMode() {
        super("selfplay", "", List.of(ARCHIVE, GAMES, DEPTH, SOLVE_EMPTIES, THREADS, HASH, XOT, RANDOM_PLIES, BOOK,
                NO_BOOK, BOOK_RANDOM, SEED, CHUNK_GAMES, CHUNK_SECONDS, EVAL));
    }

    @Override
    String syntax() {
        return "magpie selfplay --archive DIR [OPTIONS]";
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        Path dir = args.get(ARCHIVE);
        int threads = args.get(THREADS);
        long seed = args.has(SEED) ? args.get(SEED) : System.nanoTime() ^ System.currentTimeMillis() << 20;
        String evaluation = args.get(EVAL);
        try {
            io.magpie.eval.Evaluators.byName(evaluation); // refused before any game is played
        } catch (IllegalArgumentException e) {
            throw args.error("--eval: " + e.getMessage());
        }
        int[] plies = args.get(RANDOM_PLIES);
        List<String> xot = args.has(XOT) ? lines(args.get(XOT)) : List.of();
        OpeningBook book = SharedOptions.book(args, err);
        GameMaker.Settings settings = new GameMaker.Settings(args.get(DEPTH), args.get(SOLVE_EMPTIES), plies[0], plies[1],
                xot, book, args.get(BOOK_RANDOM), evaluation, Math.max(1, args.get(HASH) / threads));
        ArchiveFactory factory = new ArchiveFactory(dir, settings, threads, seed, args.get(CHUNK_GAMES),
                args.get(CHUNK_SECONDS) * 1000L, err);
        err.printf(Locale.ROOT, "archive: %s, seed %d, %d thread(s): %s%n", dir, seed, threads, settings.describe());
        Thread hook = new Thread(factory::stop, "magpie-selfplay-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        long written;
        try {
            written = factory.run(args.get(GAMES));
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

    /** {@code MIN-MAX} (or one number) with 0 <= MIN <= MAX <= 59. */
    private static final class PliesParser implements OptionSpec.Parser<int[]> {
        @Override
        public int[] parse(String option, String text) {
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
            throw new IllegalArgumentException(option + " must be MIN-MAX with 0 <= MIN <= MAX <= 59: " + text);
        }

        @Override
        public String range() {
            return "";
        }
    }
}
