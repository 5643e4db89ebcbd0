package io.magpie.cli;

/** A command whose name and summary are given once, to the constructor. */
abstract class NamedCommand implements Command {
    private final String name;
    private final String summary;

    /** @param name the words that select it: {@code solve}, or {@code book build} for a sub-command */
    NamedCommand(String name, String summary) {
        this.name = name;
        this.summary = summary;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String summary() {
        return summary;
    }

    /** The last word of the name: what selects a sub-command under its group. */
    final String word() {
        return name.substring(name.lastIndexOf(' ') + 1);
    }

    @Override
    public String toString() {
        return name;
    }
}
