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
import org.apache.commons.cli.CommandLine;

/**
 * The shared body of {@code nboard}, {@code gtp} and {@code console}: flags for the option table
 * ({@code --depth 12}) and {@code --log FILE}, then a {@link CommandLoop} on stdin and {@code out}
 * until quit or the end of input. The opening book is {@code --book FILE}, else the shipped book
 * ({@link DefaultBook}); {@code --no-book} plays without one.
 */
abstract class ProtocolCommand implements Command {
    private final String name;
    private final String summary;

    ProtocolCommand(String name, String summary) {
        this.name = name;
        this.summary = summary;
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

    @Override
    public String name() {
        return name;
    }

    @Override
    public String summary() {
        return summary;
    }

    private org.apache.commons.cli.Options cliOptions(Options table) {
        org.apache.commons.cli.Options cli = new org.apache.commons.cli.Options();
        cli.addOption(CommandLines.value("log", "FILE",
                "record every line in and out, with time stamps, in FILE"));
        for (Options.Entry e : table.entries()) {
            cli.addOption(CommandLines.value(e.name(), "N",
                    e.description() + " (default " + e.defaultValue() + ")"));
        }
        cli.addOption(CommandLines.value("eval", "NAME",
                "evaluation: pattern (trained, the default), simple (hand-made) or a weights file (.mpw)"));
        cli.addOption(CommandLines.value("book", "FILE",
                "play from this opening book, which NBoard learn also updates (default: the shipped "
                        + "book/magpie.book, read only)"));
        cli.addOption(CommandLines.value("book-random", "DISCS",
                "play any book move within DISCS of the best (default 0: always the best)"));
        cli.addOption(CommandLines.flag("no-book", "play without an opening book"));
        cli.addOption(CommandLines.help());
        return cli;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options table = new Options();
        if (args.length == 0) {
            // GUIs start us bare: skip the parser's start-up cost
            return session(table, null, null, DefaultBook.file(), 0, false, out, err);
        }
        org.apache.commons.cli.Options cli = cliOptions(table);
        String syntax = "magpie " + name + " [OPTIONS]";
        CommandLine cl = CommandLines.parseOrHelp(cli, args, syntax, out);
        if (cl == null) {
            return 0;
        }
        if (cl.getArgs().length > 0) {
            throw new UsageException("unexpected argument: " + cl.getArgs()[0], CommandLines.usage(cli, syntax));
        }
        for (Options.Entry e : table.entries()) {
            if (cl.hasOption(e.name())) {
                try {
                    table.set(e.name(), cl.getOptionValue(e.name()));
                } catch (IllegalArgumentException ex) {
                    throw new UsageException("--" + ex.getMessage(), CommandLines.usage(cli, syntax));
                }
            }
        }
        Evaluator evaluator = CommandLines.evaluator(cl, null, cli, syntax);
        boolean explicitBook = cl.hasOption("book") && !cl.hasOption("no-book");
        Path bookFile = explicitBook ? Path.of(cl.getOptionValue("book"))
                : cl.hasOption("no-book") ? null : DefaultBook.file();
        int bookRandom = CommandLines.intValue(cl, "book-random", 0, 0, 128, cli, syntax);
        return session(table, evaluator, cl.getOptionValue("log"), bookFile, bookRandom, explicitBook, out, err);
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
                log.note("magpie " + name + " " + Main.version() + "; options: "
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

    private static ProtocolLog openLog(String file) throws IOException {
        try {
            return new ProtocolLog(Path.of(file));
        } catch (IOException e) {
            throw new IOException("cannot open the log " + file + ": " + e.getMessage(), e);
        }
    }
}
