package io.magpie.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The {@code magpie} launcher: global options, then a subcommand. Exit status 0 on success, 1 on a
 * runtime error (a message, no stack trace unless {@code --debug}), 2 on a usage error.
 */
public final class Main {
    /** Every subcommand, in the order {@code --help} lists them. */
    static List<Command> commands() {
        return List.of(new ConsoleCommand(), new NBoardCommand(), new GtpCommand(), new ShowCommand(),
                new PerftCommand(), new BenchCommand(), new SelfPlayCommand(), new SolveCommand(), new EvalCommand(),
                new AnalyzeCommand(), new TuneCommand(), new MatchCommand(), new BookCommand());
    }

    private Main() {}

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        System.out.flush();
        if (status != 0) {
            System.exit(status);
        }
    }

    public static String version() {
        String v = Main.class.getPackage().getImplementationVersion();
        return v != null ? v : "dev";
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        boolean debug = false;
        int i = 0;
        for (; i < args.length && args[i].startsWith("-"); i++) {
            switch (args[i]) {
                case "-h":
                case "--help":
                    out.print(usage());
                    return 0;
                case "-V":
                case "--version":
                    out.println("Magpie " + version());
                    return 0;
                case "--debug":
                    debug = true;
                    break;
                default:
                    Command aliased = byAlias(args[i]);
                    if (aliased != null) {
                        return runCommand(aliased, Arrays.copyOfRange(args, i + 1, args.length), out, err, debug);
                    }
                    err.println("magpie: unknown option: " + args[i]);
                    err.print(usage());
                    return 2;
            }
        }
        String name = i < args.length ? args[i] : "console";
        if (name.equalsIgnoreCase("help")) {
            // "magpie help" and "magpie help COMMAND [ACTION]", as people type them
            if (i + 1 >= args.length) {
                out.print(usage());
                return 0;
            }
            String[] helpArgs = Arrays.copyOfRange(args, i, args.length + 1);
            helpArgs[helpArgs.length - 1] = "--help";
            return run(Arrays.copyOfRange(helpArgs, 1, helpArgs.length), out, err);
        }
        Command command = byName(name);
        if (command == null) {
            if (i >= args.length) {
                out.print(usage());
                return 0;
            }
            err.println("magpie: unknown command: " + name);
            err.print(usage());
            return 2;
        }
        return runCommand(command, Arrays.copyOfRange(args, Math.min(i + 1, args.length), args.length), out, err, debug);
    }

    private static int runCommand(Command command, String[] args, PrintStream out, PrintStream err, boolean debug) {
        try {
            int status = command.run(args, out, err);
            out.flush();
            if (out.checkError()) { // PrintStream keeps write errors to itself: a full disk must not pass
                err.println("magpie " + command.name() + ": cannot write to the standard output (disk full?)");
                return status != 0 ? status : 1;
            }
            return status;
        } catch (UsageException e) {
            err.println("magpie " + command.name() + ": " + e.getMessage());
            err.print(e.usage() != null ? e.usage() : usage());
            return 2;
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            err.println("magpie " + command.name() + ": " + describe(e));
            if (debug) {
                e.printStackTrace(err);
            }
            return 1;
        }
    }

    static String describe(Throwable e) {
        Throwable cause = e instanceof java.io.UncheckedIOException ? e.getCause() : e;
        if (cause instanceof java.nio.file.FileSystemException) {
            // NoSuchFileException's message is the bare file name: say what is wrong with it
            java.nio.file.FileSystemException f = (java.nio.file.FileSystemException) cause;
            if ("Is a directory".equals(f.getReason()) && f.getOtherFile() == null && f.getFile() != null) {
                return f.getFile() + " is a folder, not a file";
            }
            String reason = cause instanceof java.nio.file.NoSuchFileException ? "no such file"
                    : cause instanceof java.nio.file.AccessDeniedException ? "permission denied"
                    : f.getReason() != null ? f.getReason() : cause.getClass().getSimpleName();
            return (f.getFile() != null ? f.getFile() + ": " : "") + reason
                    + (f.getOtherFile() != null ? " (" + f.getOtherFile() + ")" : "");
        }
        if (cause instanceof java.nio.charset.CharacterCodingException) {
            return "a file is not UTF-8 text (" + describeMessage(cause) + ")";
        }
        return describeMessage(e);
    }

    private static String describeMessage(Throwable e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    private static Command byName(String name) {
        for (Command c : commands()) {
            if (c.name().equals(name.toLowerCase(Locale.ROOT))) {
                return c;
            }
        }
        return null;
    }

    /** {@code --nboard} and {@code --gtp} select those modes like the subcommand words. */
    private static Command byAlias(String option) {
        if (option.startsWith("--") && option.length() > 2) {
            String word = option.substring(2);
            if (word.equals("nboard") || word.equals("gtp")) {
                return byName(word);
            }
        }
        return null;
    }

    static String usage() {
        StringBuilder sb = new StringBuilder();
        sb.append("Magpie ").append(version()).append(" - an Othello engine\n\n");
        sb.append("usage: magpie [--debug] [COMMAND] [ARGS...]\n");
        sb.append("       magpie help [COMMAND] | --help | --version\n\n");
        sb.append("commands:\n");
        for (Command c : commands()) {
            sb.append(String.format(Locale.ROOT, "  %-10s %s%n", c.name(), c.summary()));
        }
        sb.append("\n'magpie COMMAND --help' describes a command's options.\n");
        return sb.toString();
    }
}
