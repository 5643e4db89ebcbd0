package io.magpie.endgame;

import io.magpie.board.Bits;
import io.magpie.eval.Evaluator;

/**
 * Sort keys for the solver's move lists: fastest-first (leave the opponent the fewest replies, with
 * corner replies counted twice), then the opponent's potential mobility (empty squares next to our
 * discs), then our corners, then quadrant parity. Higher keys are searched first.
 */
final class SolverMoveOrder {
    private SolverMoveOrder() {}

    static final long CORNERS = Bits.CORNERS;

    /** The hash-table move goes first whatever its other merits. */
    static final int HASH_MOVE = 1 << 30;

    // Weights checked on FFO #20-#35: only the corner term matters much (+12 % nodes without it).
    static final int W_MOBILITY = 1 << 14;
    static final int W_POTENTIAL = 1 << 8;
    static final int W_CORNER = 1 << 11;
    static final int W_PARITY = 1 << 7;

    /** The opponent's replies counted for ordering: a corner counts two (taking it is worth more). */
    static int weightedMobility(long replies) {
        return Long.bitCount(replies) + Long.bitCount(replies & CORNERS);
    }

    /**
     * A move leaving the opponent at most this {@link #weightedMobility} is forcing. Below the ETC
     * depth such a move is searched as soon as it is generated, before the other moves are keyed:
     * fastest-first would put it first anyway, and when it cuts off the others are never keyed.
     * FFO #56, one thread, the same nodes: 8.5 % faster (median of paired runs).
     */
    static final int FORCING_MOBILITY = 1;

    /** Squares diagonally next to a corner: taking one usually gives the corner away. */
    static final long X_SQUARES = 0x4200000000000042L;

    /** Empty squares next to {@code discs}: where the other side may one day play against them. */
    static long potentialMoves(long discs, long empties) {
        long h = discs & 0x7E7E7E7E7E7E7E7EL;
        long around = (h << 1) | (h >>> 1) | (h << 7) | (h >>> 7) | (h << 9) | (h >>> 9) | (discs << 8) | (discs >>> 8);
        return around & empties;
    }

    /**
     * The key of a move to {@code sq} flipping {@code flipped}, made by the side holding
     * {@code player}. {@code oddQuadrants}: squares of quadrants with an odd number of empties;
     * {@code replies}: the opponent's legal moves after it (the caller keeps them for the child).
     */
    static int fastestFirst(long player, long opponent, int sq, long flipped, long oddQuadrants, long replies) {
        long newPlayer = player | flipped | (1L << sq);
        long newOpponent = opponent & ~flipped;
        int mobility = weightedMobility(replies);
        long empties = ~(newPlayer | newOpponent);
        int potential = Long.bitCount(potentialMoves(newPlayer, empties));
        int score = (36 - mobility) * W_MOBILITY + (36 - potential) * W_POTENTIAL
                + Long.bitCount(newPlayer & CORNERS) * W_CORNER;
        if (((oddQuadrants >>> sq) & 1) != 0) {
            score += W_PARITY;
        }
        if (newOpponent == 0) {
            score += HASH_MOVE >> 1; // a wipe-out ends the game at once
        }
        return score;
    }

    /**
     * From this many empties on, moves are sorted by a shallow search on the ordering evaluation:
     * {@link #SORT_SEARCH_DEPTH} plies, one more every {@link #SORT_SEARCH_STEP} empties (see {@link
     * #sortSearchDepth}). With the trained patterns, against starting at 14 empties at depth 1: FFO
     * #40-#49 -4 % nodes, 10-20 % faster on #40-#44, #48, #49; other schedules: bench/RESULTS.md.
     */
    static final int SORT_SEARCH_EMPTIES = 16;
    static final int SORT_SEARCH_DEPTH = 2;
    static final int SORT_SEARCH_STEP = 2;

    /**
     * Below {@link #SORT_SEARCH_EMPTIES}, from this many empties, null-window nodes order their moves
     * with a lighter search: {@link #LIGHT_SEARCHED_MOVES} moves, the best two by fastest-first, get a
     * search of {@link #LIGHT_SORT_DEPTH} ply, which decides which of them goes first. FFO #40-#49,
     * one thread: -6 % nodes.
     */
    static final int LIGHT_SORT_EMPTIES = 14;
    static final int LIGHT_SORT_DEPTH = 1;
    static final int LIGHT_SEARCHED_MOVES = 2;

    /** Plies of the ordering search of a move at a node with {@code nEmpties} empties. */
    static int sortSearchDepth(int nEmpties) {
        if (nEmpties < SORT_SEARCH_EMPTIES) {
            return LIGHT_SORT_DEPTH;
        }
        return Math.min(EVAL_SORT_MAX_DEPTH, SORT_SEARCH_DEPTH + (nEmpties - SORT_SEARCH_EMPTIES) / SORT_SEARCH_STEP);
    }

    /** How many moves, the first by fastest-first, get an ordering search at a null-window node. */
    static int searchedMoves(int nEmpties) {
        return nEmpties < SORT_SEARCH_EMPTIES ? LIGHT_SEARCHED_MOVES : SEARCHED_MOVES;
    }

    /*
     * With an ordering evaluation (the trained patterns), the same shallow searches run on it instead
     * of the mobility evaluation, at null-window and PV nodes alike: FFO #40-#44 -47 % nodes.
     */

    /**
     * The ordering searches go no deeper than this (reached at 22 empties): FFO #45-#49 -19 % nodes
     * and time against no cap; it costs at 24 empties (FFO #38), less than it saves above.
     */
    static final int EVAL_SORT_MAX_DEPTH = 5;

    /**
     * At null-window nodes a move's ordering search only needs to show that it is worse than the best
     * so far by this much ({@link io.magpie.eval.Score} units): a window (best - margin, +inf)
     * instead of a full one. FFO #49: -8 % nodes; 100 to 400 within 1 %.
     */
    static final int KEY_MARGIN = 300;

    /**
     * At null-window nodes only this many moves get an ordering search: the first ones by
     * fastest-first, searched in that order (so the best value tends to come first and narrows the
     * windows of the rest, see {@link #KEY_MARGIN}); the others follow them in fastest-first order.
     * FFO #40-#59, one thread: the same nodes, -16 % time against every move (bench/RESULTS.md).
     */
    static final int SEARCHED_MOVES = 7;

    /**
     * A move whose ordering value is at least this far ({@link io.magpie.eval.Score} units) above the
     * null window is expected to cut off, so its child is expected to fail low: an all node, which
     * searches every move whatever their order. Such a child skips the ordering searches and keeps
     * fastest-first. FFO #56, one thread: -5 % nodes, -13 % time (paired runs); 300 and 1,000 no better.
     */
    static final int ALL_NODE_MARGIN = 600;

    /** Key units per unit of the ordering evaluation (centi-discs for the patterns). */
    static final int W_EVAL = 8;

    /**
     * Beside the ordering search's value, the fastest-first key shifted right by this much: one reply
     * less for the opponent is worth 512 key units, 64 centi-discs of the patterns. FFO #40-#49, one
     * thread, against 10 (a tie-break only): -9 % nodes and about 15 % faster; 4 and 7 no better.
     */
    static final int FASTEST_FIRST_SHIFT = 5;

    /**
     * {@link #mobilityEval} as an ordering evaluation: the solver's default without a trained one.
     * Stateless, so one instance serves every thread. Scaled by 8 (one reply of mobility = 64 units,
     * like 64 centi-discs of the patterns), so that the fastest-first key weighs the same beside
     * either.
     */
    static final Evaluator MOBILITY = new Evaluator() {
        @Override
        public int evaluate(long player, long opponent) {
            return 8 * mobilityEval(player, opponent);
        }
    };

    /** A crude static evaluation for ordering only: mobility, corner and potential mobility balance. */
    static int mobilityEval(long player, long opponent) {
        long pm = Bits.legalMovesSimd(player, opponent);
        long om = Bits.legalMovesSimd(opponent, player);
        long empties = ~(player | opponent);
        int score = 8 * (Long.bitCount(pm) + Long.bitCount(pm & CORNERS) - Long.bitCount(om) - Long.bitCount(om & CORNERS));
        score += 2 * (Long.bitCount(potentialMoves(opponent, empties)) - Long.bitCount(potentialMoves(player, empties)));
        score += 32 * (Long.bitCount(player & CORNERS) - Long.bitCount(opponent & CORNERS));
        return score;
    }
}
