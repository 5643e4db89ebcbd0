package io.magpie.cli;

import io.magpie.eval.Evaluator;
import io.magpie.eval.Evaluators;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** Shared Commons CLI plumbing for subcommands: parse or fail with a usage text. */
public final class CommandLines {
    private CommandLines() {}

    /** An option that takes a value: {@code --name ARG}. */
    public static Option value(String name, String argName, String description) {
        return Option.builder().longOpt(name).hasArg().argName(argName).desc(description).build();
    }

    /** An option without a value: {@code --name}. */
    public static Option flag(String name, String description) {
        return Option.builder().longOpt(name).desc(description).build();
    }

    /** {@code -h}, {@code --help}: every command takes it. */
    public static Option help() {
        return Option.builder("h").longOpt("help").desc("show this help").build();
    }

    /** Whether an argument asks for help: for the steps that take no options parser of their own. */
    public static boolean isHelp(String arg) {
        return arg.equals("--help") || arg.equals("-h");
    }

    /**
     * Parses the arguments; with {@code --help}, prints the usage to {@code out} and returns null, and
     * the command then returns 0 without doing anything else.
     */
    public static CommandLine parseOrHelp(Options options, String[] args, String syntax, PrintStream out)
            throws UsageException {
        CommandLine cl = parse(options, args, syntax);
        if (cl.hasOption("help")) {
            out.print(usage(options, syntax));
            return null;
        }
        return cl;
    }

    public static CommandLine parse(Options options, String[] args, String syntax) throws UsageException {
        try {
            return new DefaultParser().parse(options, args);
        } catch (ParseException e) {
            throw new UsageException(e.getMessage(), usage(options, syntax));
        }
    }

    public static String usage(Options options, String syntax) {
        StringWriter text = new StringWriter();
        PrintWriter pw = new PrintWriter(text);
        new HelpFormatter().printHelp(pw, 100, syntax, null, options, 2, 2, null, false);
        pw.flush();
        return text.toString();
    }

    /**
     * The evaluation named by {@code --eval} ({@code simple}, {@code pattern} or a weights file), or
     * {@code fallback} (a name, or null for none) when the option is absent; an unknown name or a
     * missing or damaged weights file fails with a usage error naming it.
     */
    public static Evaluator evaluator(CommandLine cl, String fallback, Options options, String syntax)
            throws UsageException {
        String name = cl.getOptionValue("eval", fallback);
        if (name == null) {
            return null;
        }
        try {
            return Evaluators.byName(name);
        } catch (IllegalArgumentException e) {
            if (e.getCause() instanceof java.io.IOException) {
                // a weights file that is missing or damaged: a bad file (status 1), not a bad argument
                throw new java.io.UncheckedIOException("--eval: " + e.getMessage(), (java.io.IOException) e.getCause());
            }
            throw new UsageException("--eval: " + e.getMessage(), usage(options, syntax));
        }
    }

    /** Parses an integer option value within [min, max], or fails with a usage error naming it. */
    public static int intValue(CommandLine cl, String option, int fallback, int min, int max,
            Options options, String syntax) throws UsageException {
        String text = cl.getOptionValue(option);
        if (text == null) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(text.trim());
            if (value < min || value > max) {
                throw new UsageException("--" + option + " must be between " + min + " and " + max + ": " + text,
                        usage(options, syntax));
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " needs an integer: " + text, usage(options, syntax));
        }
    }
}
