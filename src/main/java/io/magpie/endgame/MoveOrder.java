package io.magpie.endgame;

import io.magpie.board.Bits;

/**
 * Sort keys for the solver's move lists: fastest-first (leave the opponent the fewest replies, with
 * corner replies counted twice), then the opponent's potential mobility (empty squares next to our
 * discs), then our corners, then quadrant parity. Higher keys are searched first.
 */
final class MoveOrder {
    private MoveOrder() {}

    static final long CORNERS = Bits.CORNERS;

    /** The hash-table move goes first whatever its other merits. */
    static final int HASH_MOVE = 1 << 30;

    static final int W_MOBILITY = 1 << 14;
    static final int W_POTENTIAL = 1 << 8;
    static final int W_CORNER = 1 << 11;
    static final int W_PARITY = 1 << 7;

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
     * {@code player}. {@code oddQuadrants}: squares of quadrants with an odd number of empties.
     */
    static int fastestFirst(long player, long opponent, int sq, long flipped, long oddQuadrants) {
        long newPlayer = player | flipped | (1L << sq);
        long newOpponent = opponent & ~flipped;
        long replies = Bits.legalMoves(newOpponent, newPlayer);
        int mobility = Long.bitCount(replies) + Long.bitCount(replies & CORNERS);
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
}
