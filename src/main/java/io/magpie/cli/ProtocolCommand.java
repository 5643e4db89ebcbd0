package io.magpie.cli;

import io.magpie.book.BookFormat;
import io.magpie.engine.Engine;
import io.magpie.eval.Evaluator;
import io.magpie.protocol.CommandLoop;
import io.magpie.protocol.Options;
import io.magpie.protocol.Protocol;
import io.magpie.protocol.ProtocolLog;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The shared body of {@code nboard}, {@code gtp} and {@code console}: flags for the option table
 * ({@code --depth 12}) and {@code --log FILE}, then a {@link CommandLoop} on stdin and {@code out}
 * until quit or the end of input. The opening book is {@code --book FILE}, else the shipped book
 * ({@link DefaultBook}); {@code --no-book} plays without one.
 */
abstract class ProtocolCommand extends DeclaredCommand {
    private static final OptionSpec<Path> LOG = OptionSpec.path("log", "FILE",
            "record every line in and out, with time stamps, in FILE (%p in it: the process id)");
    private static final OptionSpec<String> EVAL = SharedOptions.EVAL.defaultsTo(null, "pattern");
    private static final OptionSpec<Path> BOOK = SharedOptions.BOOK.withHelp(
            "play from this opening book, which NBoard learn also updates");
    private static final OptionSpec<Integer> BOOK_RANDOM = OptionSpec.integer("book-random", "DISCS", 0, 128,
            "play any book move within DISCS of the best (0: always the best)").defaultsTo(0);
    private static final OptionSpec<Boolean> NO_BOOK = SharedOptions.NO_BOOK.withHelp("play without an opening book");

    ProtocolCommand(String name, String summary) {
        super(name, summary, declaredOptions());
    }

    /**
     * The protocol spoken on {@code loop}. (A method, not a method reference: lambdas cost tens of
     * milliseconds at start-up, and NBoard measures the time to the first pong.)
     */
    abstract Protocol protocol(CommandLoop loop);

    /** The session's input lines: standard input (the console overrides it at a terminal). */
    BufferedReader input() throws IOException {
        return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    }

    /** The session's output: {@code out} (the console's terminal prints above its prompt). */
    PrintStream output(PrintStream out) {
        return out;
    }

    /** Called when the session ends (the console gives its terminal back). */
    void closeSession() {}

    /**
     * Whether the engine starts preparing (book, weights, tables) before the first line is read;
     * NBoard's protocol starts it only after its first {@code pong}, which the GUI waits for.
     */
    boolean prepareAtStart() {
        return true;
    }

    /** The option table's entries ({@code --depth 12}), then the session's own options. */
    private static List<OptionSpec<?>> declaredOptions() {
        List<OptionSpec<?>> specs = new ArrayList<>();
        specs.add(LOG);
        for (Options.Entry e : new Options().entries()) {
            specs.add(OptionSpec.integer(e.name(), argName(e.name()), e.min(), e.max(), e.description())
                    .defaultsTo(e.defaultValue()));
        }
        specs.addAll(List.of(EVAL, BOOK, BOOK_RANDOM, NO_BOOK));
        return specs;
    }

    private static String argName(String option) {
        switch (option) {
            case Options.HASH_MB:
                return "MB";
            case Options.MOVE_TIME_MS:
                return "MS";
            case Options.SELECTIVITY:
                return "PERCENT";
            default:
                return "N";
        }
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        Options table = new Options();
        for (OptionSpec<?> spec : options()) {
            if (table.entry(spec.name()) != null && args.has(spec)) {
                table.set(spec.name(), String.valueOf(args.get(spec)));
            }
        }
        Evaluator evaluator = SharedOptions.evaluator(args, EVAL);
        boolean explicitBook = args.has(BOOK) && !args.get(NO_BOOK);
        Path bookFile = explicitBook ? args.get(BOOK) : args.get(NO_BOOK) ? null : DefaultBook.file();
        Path log = args.get(LOG);
        return session(table, evaluator, log != null ? log.toString() : null, bookFile, args.get(BOOK_RANDOM),
                explicitBook, out, err);
    }

    private int session(Options table, Evaluator evaluator, String logFile, Path bookFile, int bookRandom,
            boolean explicitBook, PrintStream out, PrintStream err) throws IOException, UsageException {
        ProtocolLog log = logFile != null ? openLog(logFile) : null;
        try {
            Engine engine = new Engine();
            try {
                table.applyTo(engine);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--" + e.getMessage(), ""); // e.g. a --hash the heap cannot hold
            }
            if (evaluator != null) {
                engine.setEvaluator(evaluator);
            }
            if (explicitBook) {
                engine.setBook(BookFormat.read(bookFile)); // a bad --book is fatal, with its name
                engine.setBookLearner(new BookLearning(engine, bookFile)); // NBoard learn writes FILE
            } else if (bookFile != null) {
                engine.setBookLoading(DefaultBook.reading(bookFile, err)); // read later: the first pong does not wait
            }
            engine.setBookRandomness(bookRandom, System.nanoTime());
            if (prepareAtStart()) {
                engine.prepareInBackground(); // the first answer does not wait for the book and the tables
            }
            BufferedReader in = input();
            CommandLoop loop = new CommandLoop(engine, table, in, output(out), err, log, Main.version());
            if (log != null) {
                log.note("magpie " + name() + " " + Main.version() + "; options: "
                        + table.describe().replace('\n', ';'));
            }
            loop.run(protocol(loop));
        } finally {
            closeSession();
            if (log != null) {
                log.close();
            }
        }
        return 0;
    }

    /** The log; {@code %p} in its name becomes the process id, so that engines started together keep a log each. */
    private static ProtocolLog openLog(String name) throws IOException {
        String file = name.replace("%p", Long.toString(ProcessHandle.current().pid()));
        try {
            return new ProtocolLog(Path.of(file));
        } catch (IOException e) {
            throw new IOException("cannot open the log " + file + ": " + e.getMessage(), e);
        }
    }
}
