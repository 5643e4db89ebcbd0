package io.magpie.search;

/**
 * Where the midgame search hands over to the exact solve, in one place. Iterative deepening asks
 * {@link #nextDepth} after each iteration; once the next depth comes within {@link #JUMP} of the
 * empties it jumps to depth = empties, which searches to the end of the game with final scores
 * (selective first, then at 100%, when the result is marked exact). Whether that finishes depends on
 * the time the time manager gave: if it does not, the last completed iteration stands.
 *
 * <p>A dedicated endgame solver plugs in here: {@link Searcher} calls {@link #useSmallSolver} to
 * decide when a subtree is small enough for its exact small-empties solver.
 */
public final class EndgameSwitch {
    /** Jump to the exact search once the midgame depth is within this many plies of the end. */
    static final int JUMP = 6;
    /** Exact subtrees with at most this many empties use the small solver (no table, parity order). */
    static final int EMPTIES_TO_SMALL_SOLVER = 6;
    /**
     * With a time budget, positions with at most this many empties get extra time, because the
     * exact solve is in reach there and it decides the game.
     */
    static final int EMPTIES_WORTH_MORE_TIME = 24;

    private EndgameSwitch() {}

    /** The depth of the next iteration after {@code depth}, at most {@code maxDepth}. */
    static int nextDepth(int depth, int empties, int maxDepth) {
        int next = depth + 1;
        if (next >= empties - JUMP) {
            next = Math.max(next, empties);
        }
        return Math.min(next, maxDepth);
    }

    static boolean useSmallSolver(int depth, int empties) {
        return depth >= empties && empties <= EMPTIES_TO_SMALL_SOLVER;
    }
}
