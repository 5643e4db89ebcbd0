package io.magpie.search;

import io.magpie.board.Bits;

/**
 * Move-ordering knowledge, as static functions on bitboards: the value of a square (corners first,
 * X- and C-squares last) and the cost of the replies a move leaves the opponent. The searcher adds a
 * child's evaluation at higher depths and puts the transposition-table move first.
 */
public final class MidgameMoveOrder {
    /** Put first, above any computed value. */
    static final int TT_MOVE = 1 << 28;
    /** Per opponent reply (corner replies count twice). */
    static final int W_MOBILITY = 60;
    /** Per empty square next to our discs after the move (the opponent's potential mobility). */
    static final int W_POTENTIAL = 12;
    /** Multiplies the negated evaluation of the child. */
    static final int W_EVALUATION = 2;

    /** Corner, C, A, B, X... by square, in the same unit as the mobility weights. */
    private static final int[] SQUARE_VALUE = new int[64];

    static {
        int[] quadrant = {
            // a1 b1 c1 d1 / a2 .. / a3 .. / a4 ..
            300, -60, 40, 20,
            -60, -150, 0, 0,
            40, 0, 10, 0,
            20, 0, 0, 0,
        };
        for (int sq = 0; sq < 64; sq++) {
            int c = sq & 7;
            int r = sq >>> 3;
            int qc = c < 4 ? c : 7 - c;
            int qr = r < 4 ? r : 7 - r;
            SQUARE_VALUE[sq] = quadrant[qr * 4 + qc];
        }
    }

    private MidgameMoveOrder() {}

    public static int squareValue(int sq) {
        return SQUARE_VALUE[sq];
    }

    /**
     * Static value of playing {@code sq}, given the child position from the opponent's side
     * ({@code childPlayer} = opponent to move, {@code childOpponent} = us after the move): higher is
     * tried first.
     */
    public static int staticValue(int sq, long childPlayer, long childOpponent) {
        long replies = Bits.legalMoves(childPlayer, childOpponent);
        int mobility = Long.bitCount(replies) + Long.bitCount(replies & Bits.CORNERS);
        long empty = ~(childPlayer | childOpponent);
        int potential = Long.bitCount(neighbours(childOpponent) & empty);
        return SQUARE_VALUE[sq] - W_MOBILITY * mobility - W_POTENTIAL * potential;
    }

    private static long neighbours(long discs) {
        long h = ((discs << 1) & 0xFEFEFEFEFEFEFEFEL) | ((discs >>> 1) & 0x7F7F7F7F7F7F7F7FL);
        long row = discs | h;
        return h | (row << 8) | (row >>> 8);
    }
}
