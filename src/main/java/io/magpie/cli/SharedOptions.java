package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.book.BookFormat;
import io.magpie.book.OpeningBook;
import io.magpie.engine.Engine;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Evaluators;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * The options that several commands take, described once: a command adds its own default (and,
 * where its meaning differs, its own help) with {@link OptionSpec#defaultsTo} and {@link
 * OptionSpec#withHelp}.
 */
final class SharedOptions {
    private SharedOptions() {}

    static final OptionSpec<Boolean> HELP = OptionSpec.flag("help", "show this help").withShortName("h");

    /**
     * {@code --hash MB}: all the memory the command's search tables take together, however many
     * engines, solvers or threads it runs (docs/commands.md, "Memory").
     */
    static final OptionSpec<Integer> HASH = OptionSpec.integer("hash", "MB", 1, Engine.MAX_HASH_MB,
            "memory for all the search tables together, in MB");

    static final OptionSpec<Integer> THREADS = OptionSpec.integer("threads", "N", 1, Engine.MAX_THREADS,
            "search threads");

    static final OptionSpec<Integer> DEPTH = OptionSpec.integer("depth", "PLIES", 1, 60, "search depth in plies");

    /** {@code --eval NAME}: read with {@link #evaluator}; the name is checked when the evaluation is made. */
    static final OptionSpec<String> EVAL = OptionSpec.text("eval", "NAME",
            "evaluation: pattern (trained), simple (hand-made), a weights file (.mpw) or a hidden-layer model (.mph)");

    static final OptionSpec<Path> BOOK = OptionSpec.path("book", "FILE", "opening book")
            .defaultsTo(null, "the shipped book/magpie.book");
    static final OptionSpec<Boolean> NO_BOOK = OptionSpec.flag("no-book", "no opening book");

    static final OptionSpec<Board> POSITION = OptionSpec.of("position", "BOARD SIDE",
            "start here instead of the initial position: 64 squares a1..h8 (X/* black, O/0 white, -/. empty) "
                    + "and the side to move (X or O), in one argument", new PositionParser());

    /** A default of one per available processor. */
    static final OptionSpec.Fallback<Integer> ALL_PROCESSORS = new AllProcessors();

    /** {@code --hash}'s default for commands that run one table set per thread: {@code mb} per thread. */
    static OptionSpec.Fallback<Integer> perThread(int mb, OptionSpec<Integer> threads) {
        return new PerThread(mb, threads);
    }

    /**
     * The evaluation named by {@code spec}, or null when it has no value; an unknown name is a usage
     * error, a weights file that is missing or damaged a failure (status 1) naming it.
     */
    static Evaluator evaluator(Arguments args, OptionSpec<String> spec) throws UsageException {
        String name = args.get(spec);
        if (name == null) {
            return null;
        }
        try {
            return Evaluators.byName(name);
        } catch (IllegalArgumentException e) {
            if (e.getCause() instanceof IOException) {
                throw new UncheckedIOException("--" + spec.name() + ": " + e.getMessage(), (IOException) e.getCause());
            }
            throw args.error("--" + spec.name() + ": " + e.getMessage());
        }
    }

    /**
     * The book of {@link #BOOK} and {@link #NO_BOOK}: none with {@code --no-book}; {@code --book FILE}
     * must be readable; without either, the shipped book if it can be read ({@link DefaultBook}).
     */
    static OpeningBook book(Arguments args, PrintStream err) throws IOException {
        if (args.get(NO_BOOK)) {
            return null;
        }
        return args.has(BOOK) ? BookFormat.read(args.get(BOOK)) : DefaultBook.load(DefaultBook.file(), err);
    }

    private static final class PositionParser implements OptionSpec.Parser<Board> {
        @Override
        public Board parse(String option, String text) {
            try {
                return BoardText.parse(text);
            } catch (FormatException e) {
                throw new IllegalArgumentException(option + ": " + e.getMessage());
            }
        }

        @Override
        public String range() {
            return "";
        }
    }

    private static final class AllProcessors implements OptionSpec.Fallback<Integer> {
        @Override
        public Integer value(Arguments args) {
            return Math.min(Engine.MAX_THREADS, Runtime.getRuntime().availableProcessors());
        }

        @Override
        public String text() {
            return "all processors";
        }
    }

    private static final class PerThread implements OptionSpec.Fallback<Integer> {
        private final int mb;
        private final OptionSpec<Integer> threads;

        PerThread(int mb, OptionSpec<Integer> threads) {
            this.mb = mb;
            this.threads = threads;
        }

        @Override
        public Integer value(Arguments args) {
            return (int) Math.min(Engine.MAX_HASH_MB, (long) mb * args.get(threads));
        }

        @Override
        public String text() {
            return mb + " per thread";
        }
    }
}
