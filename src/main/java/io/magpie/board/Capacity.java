package io.magpie.board;

/**
 * Sizes of the per-ply and per-move arrays that the evaluation and both searches preallocate,
 * defined once here, below every package that needs them.
 */
public final class Capacity {
    /**
     * Plies along one variation: 60 moves, the passes between them, and room for the searches'
     * look-ahead beyond the root.
     */
    public static final int MAX_PLY = 128;
    /**
     * Legal moves in one position. Games reach at most 33; a position set up by hand (an OBF line,
     * a board text) can hold more, and 48 keeps a margin for those in both searches (the solver
     * once used 40, the midgame search 48: one size now, the arrays cost a few KB).
     */
    public static final int MAX_MOVES = 48;

    private Capacity() {}
}
