package io.magpie.protocol;

/**
 * One text protocol spoken over a {@link CommandLoop}: it turns input lines into engine calls and
 * formats the answers. Lines are handled one at a time, in order, on the loop's thread.
 */
public interface Protocol {
    /** The protocol's name, as in the log and the mode switch ("nboard", "gtp", "console"). */
    String name();

    /** Called once when the protocol takes over the loop (the console prints its banner here). */
    default void start() {}

    /**
     * Handles one input line (without its line terminator). Bad input gets the protocol's own error
     * form and leaves the game unchanged.
     *
     * @return false when the session must end (quit)
     */
    boolean handle(String line);

    /**
     * Whether {@code line}, read while a search runs, must stop that search. Called on the reader
     * thread, so it must only look at the text.
     */
    boolean interruptsSearch(String line);

    /**
     * Whether {@code line} ends the session ({@code quit}): read while a search runs, it stops that
     * search and every later one at once. Called on the reader thread, so it must only look at the text.
     */
    default boolean endsSession(String line) {
        return false;
    }

    /** A line longer than {@link CommandLoop#MAX_LINE_CHARS} was read and dropped. */
    void rejectOverlongLine(int length);

    /** Input ended (EOF); called once before the loop returns. */
    default void endOfInput() {}
}
