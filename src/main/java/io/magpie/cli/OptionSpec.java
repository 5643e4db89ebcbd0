package io.magpie.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.commons.cli.Option;

/**
 * One command-line option, described once: its name, argument, default, range and help. The
 * Commons CLI option, its line in the command's help and the typed, range-checked value ({@link
 * Arguments#get}) all come from here, so a default or a range cannot say one thing in the help and
 * do another. Immutable; the {@code with...} methods return changed copies, so that a shared
 * description ({@link SharedOptions}) can take a command's own default.
 *
 * <p>No lambdas here or in the parsers: commands are constructed at every start, and the first
 * lambda costs tens of milliseconds there (GUIs time the first reply).
 *
 * @param <T> the type of the value
 */
public final class OptionSpec<T> {
    /** Turns an option's text into its value, or throws {@link IllegalArgumentException} with the message to show. */
    public interface Parser<T> {
        /** @param option the option as typed, {@code --name}, for the message */
        T parse(String option, String text);

        /** The accepted values for the help line, e.g. {@code 1..256}; "" when the help says it. */
        String range();
    }

    /** A default that depends on the machine or on other options (all processors, so much per thread). */
    public interface Fallback<T> {
        T value(Arguments args);

        /** The default as the help line says it. */
        String text();
    }

    private final String name;
    private final String shortName;
    private final String argName;
    private final String help;
    private final Parser<T> parser;
    private final Fallback<T> fallback;
    private final boolean repeatable;
    /** Whether one occurrence takes every value up to the next option ({@code --games a.wtb b.wtb}). */
    private final boolean severalValues;

    private OptionSpec(String name, String shortName, String argName, String help, Parser<T> parser,
            Fallback<T> fallback, boolean repeatable, boolean severalValues) {
        this.name = name;
        this.shortName = shortName;
        this.argName = argName;
        this.help = help;
        this.parser = parser;
        this.fallback = fallback;
        this.repeatable = repeatable;
        this.severalValues = severalValues;
    }

    /** {@code --name} without a value; its value is whether it was given. */
    public static OptionSpec<Boolean> flag(String name, String help) {
        return new OptionSpec<>(name, null, null, help, null, new Fixed<>(false, null), false, false);
    }

    /** An integer within [min, max]. */
    public static OptionSpec<Integer> integer(String name, String argName, int min, int max, String help) {
        return of(name, argName, help, new IntegerParser(min, max));
    }

    /** A long integer within [min, max] (node counts, seeds). */
    public static OptionSpec<Long> longInteger(String name, String argName, long min, long max, String help) {
        return of(name, argName, help, new LongParser(min, max));
    }

    /** A finite decimal number within [min, max]. */
    public static OptionSpec<Double> decimal(String name, String argName, double min, double max, String help) {
        return of(name, argName, help, new DecimalParser(min, max, false));
    }

    /** A number of seconds above 0 and at most {@code max}. */
    public static OptionSpec<Double> seconds(String name, double max, String help) {
        return of(name, "SECONDS", help, new DecimalParser(0, max, true));
    }

    /** Any text. */
    public static OptionSpec<String> text(String name, String argName, String help) {
        return of(name, argName, help, new TextParser());
    }

    /** A file or folder name. */
    public static OptionSpec<Path> path(String name, String argName, String help) {
        return of(name, argName, help, new PathParser());
    }

    /** A value read by {@code parser}. */
    public static <T> OptionSpec<T> of(String name, String argName, String help, Parser<T> parser) {
        return new OptionSpec<>(name, null, argName, help, parser, null, false, false);
    }

    /** The same option with this default. */
    public OptionSpec<T> defaultsTo(T value) {
        return defaultsTo(value, null);
    }

    /** The same option with this default, shown in the help as {@code text} (null: the value itself). */
    public OptionSpec<T> defaultsTo(T value, String text) {
        return new OptionSpec<>(name, shortName, argName, help, parser, new Fixed<>(value, text), repeatable, severalValues);
    }

    /** The same option with a default worked out when it is read. */
    public OptionSpec<T> defaultsTo(Fallback<T> fallback) {
        return new OptionSpec<>(name, shortName, argName, help, parser, fallback, repeatable, severalValues);
    }

    /** The same option with another help text. */
    public OptionSpec<T> withHelp(String text) {
        return new OptionSpec<>(name, shortName, argName, text, parser, fallback, repeatable, severalValues);
    }

    /** The same option, also accepted as {@code -c}. */
    public OptionSpec<T> withShortName(String c) {
        return new OptionSpec<>(name, c, argName, help, parser, fallback, repeatable, severalValues);
    }

    /** The same option, given any number of times; read with {@link Arguments#all}. */
    public OptionSpec<T> repeatable() {
        return new OptionSpec<>(name, shortName, argName, help, parser, fallback, true, severalValues);
    }

    /**
     * The same option, given any number of times, each time with one or more values ({@code --games
     * a.wtb b.wtb}); read with {@link Arguments#all}.
     */
    public OptionSpec<T> withSeveralValues() {
        return new OptionSpec<>(name, shortName, argName, help, parser, fallback, true, true);
    }

    public String name() {
        return name;
    }

    public boolean isFlag() {
        return parser == null;
    }

    boolean isRepeatable() {
        return repeatable;
    }

    /** The value of {@code text}, given for this option. */
    T parse(String text) {
        return parser.parse("--" + name, text);
    }

    /** The default, or null when the option has none. */
    T fallback(Arguments args) {
        return fallback == null ? null : fallback.value(args);
    }

    /** The line of the command's help: the help text, then the range and the default. */
    public String helpLine() {
        StringBuilder line = new StringBuilder(help);
        String range = parser == null ? "" : parser.range();
        String defaultText = isFlag() || fallback == null ? null : fallback.text();
        if (!range.isEmpty() || defaultText != null) {
            line.append(" (");
            if (!range.isEmpty()) {
                line.append(range);
            }
            if (defaultText != null) {
                line.append(range.isEmpty() ? "" : "; ").append("default ").append(defaultText);
            }
            line.append(')');
        }
        return line.toString();
    }

    /** The Commons CLI option. */
    Option toOption() {
        Option.Builder b = (shortName != null ? Option.builder(shortName) : Option.builder()).longOpt(name)
                .desc(helpLine());
        if (!isFlag()) {
            b.argName(argName);
            if (severalValues) {
                b.hasArgs();
            } else {
                b.hasArg();
            }
        }
        return b.build();
    }

    /** A default fixed in advance. */
    private static final class Fixed<T> implements Fallback<T> {
        private final T value;
        private final String text;

        Fixed(T value, String text) {
            this.value = value;
            this.text = text != null ? text : value == null ? null : String.valueOf(value);
        }

        @Override
        public T value(Arguments args) {
            return value;
        }

        @Override
        public String text() {
            return text;
        }
    }

    private static String range(long min, long max, long unbounded) {
        return max == unbounded ? "at least " + min : min + ".." + max;
    }

    /** An int option: the long parser's checks with int bounds (an int's maximum reads as "no maximum"). */
    private static final class IntegerParser implements Parser<Integer> {
        private final LongParser bounds;

        IntegerParser(int min, int max) {
            this.bounds = new LongParser(min, max, Integer.MAX_VALUE);
        }

        @Override
        public Integer parse(String option, String text) {
            return (int) (long) bounds.parse(option, text);
        }

        @Override
        public String range() {
            return bounds.range();
        }
    }

    private static final class LongParser implements Parser<Long> {
        private final long min;
        private final long max;

        private final long unbounded;

        LongParser(long min, long max) {
            this(min, max, Long.MAX_VALUE);
        }

        LongParser(long min, long max, long unbounded) {
            this.min = min;
            this.max = max;
            this.unbounded = unbounded;
        }

        @Override
        public Long parse(String option, String text) {
            long value;
            try {
                value = Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option + " needs an integer: " + text);
            }
            if (value < min || value > max) {
                throw new IllegalArgumentException(max == unbounded
                        ? option + " must be at least " + min + ": " + text
                        : option + " must be between " + min + " and " + max + ": " + text);
            }
            return value;
        }

        @Override
        public String range() {
            return min == Long.MIN_VALUE && max == Long.MAX_VALUE ? "" : OptionSpec.range(min, max, unbounded);
        }
    }

    /** Finite numbers in [min, max], or in (0, max] for a number of seconds. */
    private static final class DecimalParser implements Parser<Double> {
        private final double min;
        private final double max;
        private final boolean seconds;

        DecimalParser(double min, double max, boolean seconds) {
            this.min = min;
            this.max = max;
            this.seconds = seconds;
        }

        @Override
        public Double parse(String option, String text) {
            double value;
            try {
                value = Double.parseDouble(text.trim());
            } catch (NumberFormatException e) {
                value = Double.NaN;
            }
            if (seconds) {
                if (!(value > 0) || Double.isInfinite(value)) {
                    throw new IllegalArgumentException(option + " needs a positive number of seconds: " + text);
                }
                if (value > max) {
                    throw new IllegalArgumentException(option + " must be at most " + number(max) + " seconds: " + text);
                }
            } else if (!(value >= min && value <= max) || Double.isInfinite(value)) {
                throw new IllegalArgumentException(option + (max == Double.MAX_VALUE && min == 0
                        ? " needs a non-negative number: " : " needs a number from " + number(min)
                        + (max == Double.MAX_VALUE ? " on" : " to " + number(max)) + ": ") + text);
            }
            return value;
        }

        @Override
        public String range() {
            if (seconds) {
                return max == Double.MAX_VALUE ? "" : "at most " + number(max);
            }
            return max == Double.MAX_VALUE ? "at least " + number(min) : number(min) + ".." + number(max);
        }

        private static String number(double x) {
            return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%s", x);
        }
    }

    private static final class TextParser implements Parser<String> {
        @Override
        public String parse(String option, String text) {
            return text;
        }

        @Override
        public String range() {
            return "";
        }
    }

    private static final class PathParser implements Parser<Path> {
        @Override
        public Path parse(String option, String text) {
            try {
                return Path.of(text);
            } catch (InvalidPathException e) {
                throw new IllegalArgumentException(option + ": not a file name: " + text);
            }
        }

        @Override
        public String range() {
            return "";
        }
    }
}
