package io.magpie.cli;

import java.io.PrintStream;

/** A subcommand of the {@code magpie} launcher: {@code magpie NAME [ARGS...]}. */
public interface Command {
    /** The word that selects this command. */
    String name();

    /** One line for the list of commands in {@code magpie --help}. */
    String summary();

    /**
     * Runs the command. Returns the exit status (0 success, 1 runtime failure).
     *
     * @throws UsageException for a bad option or argument (exit status 2, usage on stderr)
     */
    int run(String[] args, PrintStream out, PrintStream err) throws Exception;
}
