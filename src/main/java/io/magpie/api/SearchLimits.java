package io.magpie.api;

/**
 * How long a {@link Magpie#search} may run: a depth, a time for the move and a node count, each 0
 * when unlimited; the first limit reached ends the search. With none at all the search runs to the
 * end of the game or until {@link Magpie#stop}.
 */
public record SearchLimits(int depth, long moveTimeMs, long nodes) {
    public SearchLimits {
        if (depth < 0 || moveTimeMs < 0 || nodes < 0) {
            throw new IllegalArgumentException("limits must be 0 (none) or positive: " + this);
        }
    }

    /** Searches {@code plies} deep (deterministic with one thread). */
    public static SearchLimits depth(int plies) {
        return new SearchLimits(plies, 0, 0);
    }

    /** Searches for about {@code ms} milliseconds. */
    public static SearchLimits moveTime(long ms) {
        return new SearchLimits(0, ms, 0);
    }

    /** Searches about {@code count} nodes. */
    public static SearchLimits nodes(long count) {
        return new SearchLimits(0, 0, count);
    }
}
