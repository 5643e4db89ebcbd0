package io.magpie.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A command made of sub-commands ({@code magpie book build ...}): the first argument picks one,
 * which gets the rest. Without one, or with {@code --help}, the list of sub-commands.
 */
abstract class SubCommands extends NamedCommand {
    /** What a sub-command is called in messages: "action", "step". */
    private final String kind;

    SubCommands(String name, String summary, String kind) {
        super(name, summary);
        this.kind = kind;
    }

    /** The sub-commands, named {@code NAME WORD}, in the order the help lists them. */
    abstract List<NamedCommand> subCommands();

    @Override
    public final int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            out.print(usage());
            return 0;
        }
        List<String> words = new ArrayList<>();
        for (NamedCommand c : subCommands()) {
            if (c.word().equals(args[0])) {
                return c.run(Arrays.copyOfRange(args, 1, args.length), out, err);
            }
            words.add(c.word());
        }
        throw new UsageException("unknown " + name() + " " + kind + ": " + args[0] + " (" + String.join(", ", words)
                + ")", usage());
    }

    /** The sub-commands, one line each. */
    String usage() {
        StringBuilder sb = new StringBuilder();
        String word = kind.toUpperCase(Locale.ROOT);
        sb.append("usage: magpie ").append(name()).append(' ').append(word).append(" [OPTIONS] ...  ('magpie ")
                .append(name()).append(' ').append(word).append(" --help' for each)\n");
        for (NamedCommand c : subCommands()) {
            sb.append(String.format(Locale.ROOT, "  %-10s %s%n", c.word(), c.summary()));
        }
        return sb.toString();
    }
}
