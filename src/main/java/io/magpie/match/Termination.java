package io.magpie.match;

/** How a game ended. Everything but {@link #NORMAL} is a forfeit by the side that caused it. */
public enum Termination {
    /** Neither side could move: scored by discs, empties to the winner. */
    NORMAL("normal"),
    /** The engine played a move that is not legal in the referee's position. */
    ILLEGAL_MOVE("illegal move"),
    /** The engine did not answer within its time (clock, time per move, or the hang guard). */
    TIMEOUT("timeout"),
    /** The engine's process exited, or could not be started or written to. */
    CRASH("crash"),
    /** The engine answered something that is not a move in its protocol, or rejected a legal move. */
    GARBAGE("garbage output"),
    /** The engine answered a command it was sent with an error (GTP {@code ?}): not garbage. */
    REJECTED("rejected a command"),
    /** The engine resigned (GTP {@code resign}). */
    RESIGN("resigned");

    private final String words;

    Termination(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** GGF result flag: {@code :t} for a time-out, {@code :r} for every other forfeit. */
    String ggfFlag() {
        switch (this) {
            case NORMAL: return "";
            case TIMEOUT: return ":t";
            default: return ":r";
        }
    }
}
