package io.magpie.cli;

/** A bad option or argument: the launcher prints the message and the usage, and exits with 2. */
public final class UsageException extends Exception {
    private final String usage;

    public UsageException(String message, String usage) {
        super(message);
        this.usage = usage;
    }

    /** The usage text of the command that failed, or null for the top-level usage. */
    public String usage() {
        return usage;
    }
}
