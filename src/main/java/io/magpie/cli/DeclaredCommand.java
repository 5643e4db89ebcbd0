package io.magpie.cli;

import java.io.PrintStream;
import java.util.List;

/**
 * A command that declares its options ({@link #options}) and operands ({@link #operands}); the
 * parsing, {@code --help}, the usage text and the checks of every value are done here, and {@link
 * #run(Arguments, PrintStream, PrintStream)} gets the values ready to use.
 */
abstract class DeclaredCommand extends NamedCommand {
    private final String operands;
    private final List<OptionSpec<?>> options;

    /**
     * @param operands what follows the options in the usage line, e.g. {@code FILE...}; "" for a
     *     command that takes no operands, which then refuses any
     * @param options the options, in the order the help lists them ({@code --help} is added)
     */
    DeclaredCommand(String name, String summary, String operands, List<OptionSpec<?>> options) {
        super(name, summary);
        this.operands = operands;
        this.options = options;
    }

    /** A command that takes no operands. */
    DeclaredCommand(String name, String summary, List<OptionSpec<?>> options) {
        this(name, summary, "", options);
    }

    final List<OptionSpec<?>> options() {
        return options;
    }

    final String operands() {
        return operands;
    }

    /** Said after "unexpected argument: X" when a command that takes no operands is given one. */
    String unexpectedArgumentHint() {
        return "";
    }

    /** Whether a board in one argument (which may start with '-') is an operand rather than an option. */
    boolean takesBoardOperands() {
        return false;
    }

    /**
     * The operands, which must number from {@code min} to {@code max}; else a usage error that
     * says what {@link #operands} expects.
     */
    final List<String> operands(Arguments args, int min, int max) throws UsageException {
        List<String> operands = args.operands();
        if (operands.size() < min || operands.size() > max) {
            throw args.error("expected " + operands());
        }
        return operands;
    }

    /** Does the work; the arguments are parsed and checked. Returns the exit status. */
    abstract int run(Arguments args, PrintStream out, PrintStream err) throws Exception;

    /** The usage line: {@code magpie NAME [OPTIONS] OPERANDS}. */
    String syntax() {
        String operands = operands();
        return "magpie " + name() + " [OPTIONS]" + (operands.isEmpty() ? "" : " " + operands);
    }

    @Override
    public final int run(String[] argv, PrintStream out, PrintStream err) throws Exception {
        Arguments args = Arguments.parse(options(), argv, syntax(), takesBoardOperands());
        if (args.helpRequested()) {
            out.print(args.usage());
            return 0;
        }
        if (operands().isEmpty() && !args.operands().isEmpty()) {
            throw args.error("unexpected argument: " + args.operands().get(0) + unexpectedArgumentHint());
        }
        return run(args, out, err);
    }
}
