package io.magpie.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/**
 * A command line read against a command's {@link OptionSpec}s: every value given is parsed and
 * range-checked at once (a bad one is a {@link UsageException} before anything runs), then read
 * with {@link #get}, which falls back to the option's default.
 */
public final class Arguments {
    private final List<OptionSpec<?>> specs;
    private final String syntax;
    /** The values given, by option name: one value, or a list for a repeatable option. */
    private final Map<String, Object> given = new HashMap<>();
    private final List<String> operands = new ArrayList<>();
    private boolean help;

    private Arguments(List<OptionSpec<?>> specs, String syntax) {
        this.specs = specs;
        this.syntax = syntax;
    }

    /**
     * Reads {@code args}; {@code -h}/{@code --help} is always accepted ({@link #helpRequested}).
     *
     * @param boardOperands whether arguments that look like a board (64 squares, possibly starting
     *     with {@code -}) are operands rather than options
     */
    public static Arguments parse(List<OptionSpec<?>> specs, String[] args, String syntax, boolean boardOperands)
            throws UsageException {
        Arguments a = new Arguments(specs, syntax);
        for (int i = 0; i < specs.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (specs.get(i).name().equals(specs.get(j).name())) {
                    throw new IllegalStateException("--" + specs.get(i).name() + " declared twice in " + syntax);
                }
            }
        }
        if (args.length == 0) {
            return a; // GUIs start the protocols bare: no parser to load
        }
        List<String> rest = new ArrayList<>();
        List<String> boards = new ArrayList<>();
        for (String arg : args) {
            (boardOperands && looksLikeBoard(arg) ? boards : rest).add(arg);
        }
        Options options = a.cliOptions();
        CommandLine cl;
        try {
            cl = new DefaultParser().parse(options, rest.toArray(new String[0]));
        } catch (ParseException e) {
            throw new UsageException(e.getMessage(), a.usage());
        }
        a.help = cl.hasOption("help");
        // the operands in the order given, boards among them
        List<String> parsed = cl.getArgList();
        int next = 0;
        for (String arg : args) {
            if (boards.contains(arg)) {
                a.operands.add(arg);
            } else if (next < parsed.size() && parsed.get(next).equals(arg)) {
                a.operands.add(parsed.get(next++));
            }
        }
        a.operands.addAll(parsed.subList(next, parsed.size()));
        if (a.help) {
            return a; // help does nothing else, not even check the values
        }
        for (OptionSpec<?> spec : specs) {
            if (!cl.hasOption(spec.name())) {
                continue;
            }
            try {
                if (spec.isFlag()) {
                    a.given.put(spec.name(), Boolean.TRUE);
                } else if (spec.isRepeatable()) {
                    List<Object> values = new ArrayList<>();
                    for (String text : cl.getOptionValues(spec.name())) {
                        values.add(spec.parse(text));
                    }
                    a.given.put(spec.name(), values);
                } else {
                    a.given.put(spec.name(), spec.parse(cl.getOptionValue(spec.name())));
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage(), a.usage());
            }
        }
        return a;
    }

    /** A board in one argument: 64 squares (and the side to move), which may start with '-' (an empty a1). */
    private static boolean looksLikeBoard(String arg) {
        return arg.length() >= 64 && arg.matches("[-XxOo*0.]{20}.*");
    }

    private Options cliOptions() {
        Options options = new Options();
        for (OptionSpec<?> spec : specs) {
            options.addOption(spec.toOption());
        }
        options.addOption(SharedOptions.HELP.toOption());
        return options;
    }

    /** Whether {@code -h} or {@code --help} was given: the command then prints {@link #usage} and stops. */
    public boolean helpRequested() {
        return help;
    }

    /** Whether the option was given. */
    public boolean has(OptionSpec<?> spec) {
        check(spec);
        return given.containsKey(spec.name());
    }

    /** The option's value: the one given, else its default (null when it has none). */
    @SuppressWarnings("unchecked")
    public <T> T get(OptionSpec<T> spec) {
        check(spec);
        Object value = given.get(spec.name());
        if (value == null) {
            return spec.fallback(this);
        }
        return spec.isRepeatable() ? ((List<T>) value).get(0) : (T) value;
    }

    /** Every value given for a repeatable option, in order; empty when it was not given. */
    @SuppressWarnings("unchecked")
    public <T> List<T> all(OptionSpec<T> spec) {
        check(spec);
        Object value = given.get(spec.name());
        return value == null ? List.of() : List.copyOf((List<T>) value);
    }

    private void check(OptionSpec<?> spec) {
        for (OptionSpec<?> s : specs) {
            if (s == spec || s.name().equals(spec.name())) {
                return;
            }
        }
        throw new IllegalStateException("--" + spec.name() + " is not an option of " + syntax);
    }

    /** The arguments that are not options, in order. */
    public List<String> operands() {
        return List.copyOf(operands);
    }

    /** A usage error with this command's usage. */
    public UsageException error(String message) {
        return new UsageException(message, usage());
    }

    /** The command's usage: the syntax line, then one line per option. */
    public String usage() {
        StringWriter text = new StringWriter();
        PrintWriter pw = new PrintWriter(text);
        HelpFormatter formatter = new HelpFormatter();
        formatter.setOptionComparator(null); // the order the command declares them in
        formatter.printHelp(pw, 100, syntax, null, cliOptions(), 2, 2, null, false);
        pw.flush();
        return text.toString();
    }
}
