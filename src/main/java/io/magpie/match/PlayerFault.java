package io.magpie.match;

/**
 * An engine failed to produce a move: it timed out, crashed or talked nonsense. The referee scores
 * the game as lost for that engine, and the runner restarts it before its next game.
 */
public final class PlayerFault extends Exception {
    private final Termination kind;

    public PlayerFault(Termination kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Termination kind() {
        return kind;
    }
}
