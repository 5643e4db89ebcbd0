package io.magpie.endgame;

/**
 * Stable discs: discs that no sequence of moves can flip. They bound the final score, which gives
 * the stability cutoff: if the opponent already owns {@code s} stable discs, the side to move
 * scores at most {@code 64 - 2 s}.
 *
 * <p>The set found is a subset of the truly stable discs (the usual construction, as in Edax):
 * stable edge discs from a table built by playing out every edge, then, repeatedly, a disc whose
 * four lines are each either full or blocked by a stable neighbour of its colour.
 */
public final class Stability {
    /** {@code EDGE[256 * p + o]}: the stable discs of p on an 8-square edge holding p and o. */
    private static final byte[] EDGE = new byte[256 * 256];
    /** Scatter 8 bits (bit r = row r) back onto column a. */
    private static final long[] COLUMN_A_FROM_BITS = new long[256];
    private static final long COLUMN_A = 0x0101010101010101L;
    private static final long COLUMN_MAGIC = 0x0102040810204080L;
    /**
     * {@code X_ON_LINE[k]}: squares whose neighbour 2^k steps along the line (both ways) is still
     * on the board, for the doubling fill in {@link #fullLines}.
     */
    private static final long[] DIAGONAL_ON_LINE = new long[6];
    private static final long[] ANTI_DIAGONAL_ON_LINE = new long[6];

    static {
        // Lines with more discs first: a line's stable set is p's discs that stay p's in every
        // line one move later, whoever moves on whichever empty square.
        for (int discs = 8; discs >= 0; discs--) {
            for (int p = 0; p < 256; p++) {
                for (int o = 0; o < 256; o++) {
                    if ((p & o) == 0 && Integer.bitCount(p | o) == discs) {
                        EDGE[256 * p + o] = (byte) edgeStableAfterAnyMove(p, o);
                    }
                }
            }
        }
        for (int bits = 0; bits < 256; bits++) {
            long column = 0;
            for (int r = 0; r < 8; r++) {
                if ((bits & (1 << r)) != 0) {
                    column |= 1L << (8 * r);
                }
            }
            COLUMN_A_FROM_BITS[bits] = column;
        }
        for (int k = 0; k < 3; k++) {
            int step = 1 << k;
            for (int sq = 0; sq < 64; sq++) {
                int c = sq & 7;
                int r = sq >>> 3;
                // Index 2k: the square 'step' further (increasing bits) exists; 2k+1: 'step' back.
                if (c + step < 8 && r + step < 8) {
                    DIAGONAL_ON_LINE[2 * k] |= 1L << sq;
                }
                if (c - step >= 0 && r - step >= 0) {
                    DIAGONAL_ON_LINE[2 * k + 1] |= 1L << sq;
                }
                if (c - step >= 0 && r + step < 8) {
                    ANTI_DIAGONAL_ON_LINE[2 * k] |= 1L << sq;
                }
                if (c + step < 8 && r - step >= 0) {
                    ANTI_DIAGONAL_ON_LINE[2 * k + 1] |= 1L << sq;
                }
            }
        }
    }

    private Stability() {}

    /** p's discs of an 8-square line that no move can flip; needs every fuller line's entry. */
    private static int edgeStableAfterAnyMove(int p, int o) {
        int empties = ~(p | o) & 0xFF;
        int stable = p;
        for (int x = 0; x < 8 && stable != 0; x++) {
            if ((empties & (1 << x)) == 0) {
                continue;
            }
            int flipped = edgeFlips(p, o, x);
            stable &= EDGE[256 * (p | flipped | (1 << x)) + (o & ~flipped)];
            flipped = edgeFlips(o, p, x);
            stable &= EDGE[256 * (p & ~flipped) + (o | flipped | (1 << x))];
        }
        return stable;
    }

    /** Discs of o flipped on the line when p plays x. */
    private static int edgeFlips(int p, int o, int x) {
        int flipped = 0;
        int run = 0;
        int y = x + 1;
        while (y < 8 && (o & (1 << y)) != 0) {
            run |= 1 << y;
            y++;
        }
        if (y < 8 && (p & (1 << y)) != 0) {
            flipped |= run;
        }
        run = 0;
        y = x - 1;
        while (y >= 0 && (o & (1 << y)) != 0) {
            run |= 1 << y;
            y--;
        }
        if (y >= 0 && (p & (1 << y)) != 0) {
            flipped |= run;
        }
        return flipped;
    }

    private static int column(long discs, int c) {
        return (int) ((((discs >>> c) & COLUMN_A) * COLUMN_MAGIC) >>> 56);
    }

    /** Squares of full rows: AND the 8 bits of each row into its first bit, then spread it back. */
    static long fullRows(long occupied) {
        long t = occupied & (occupied >>> 4);
        t &= t >>> 2;
        t &= t >>> 1;
        return (t & 0x0101010101010101L) * 0xFF;
    }

    /**
     * Squares of full lines in the direction {@code shift} (9: a1-h8 diagonals, 7: h1-a8), by
     * doubling: after step k each square holds the AND of the 2^k squares ahead of it (squares off
     * the board count as full), once forwards and once backwards. 6 shifts each way.
     */
    static long fullLines(long occupied, int shift, long[] onLine) {
        long ahead = occupied;
        ahead &= (ahead >>> shift) | ~onLine[0];
        ahead &= (ahead >>> (2 * shift)) | ~onLine[2];
        ahead &= (ahead >>> (4 * shift)) | ~onLine[4];
        long behind = occupied;
        behind &= (behind << shift) | ~onLine[1];
        behind &= (behind << (2 * shift)) | ~onLine[3];
        behind &= (behind << (4 * shift)) | ~onLine[5];
        return ahead & behind;
    }

    /** Stable discs of {@code player} on the four edges. */
    static long edgeStable(long player, long opponent) {
        long stable = EDGE[256 * ((int) player & 0xFF) + ((int) opponent & 0xFF)] & 0xFFL;
        stable |= (EDGE[256 * ((int) (player >>> 56)) + (int) (opponent >>> 56)] & 0xFFL) << 56;
        stable |= COLUMN_A_FROM_BITS[EDGE[256 * column(player, 0) + column(opponent, 0)] & 0xFF];
        stable |= COLUMN_A_FROM_BITS[EDGE[256 * column(player, 7) + column(opponent, 7)] & 0xFF] << 7;
        return stable;
    }

    /** The stable discs of {@code player} (a subset of the truly stable ones). */
    public static long stableDiscs(long player, long opponent) {
        long occupied = player | opponent;
        long fullRows = fullRows(occupied);
        long fullColumns = occupied;
        fullColumns &= Long.rotateRight(fullColumns, 8);
        fullColumns &= Long.rotateRight(fullColumns, 16);
        fullColumns &= Long.rotateRight(fullColumns, 32);
        long fullDiagonals = fullLines(occupied, 9, DIAGONAL_ON_LINE);
        long fullAntiDiagonals = fullLines(occupied, 7, ANTI_DIAGONAL_ON_LINE);
        long stable = edgeStable(player, opponent) | (player & fullRows & fullColumns & fullDiagonals & fullAntiDiagonals);
        if (stable == 0) {
            return 0;
        }
        // Grow: an interior disc is stable when on each line a neighbour is stable or the line is full.
        long candidates = player & 0x007E7E7E7E7E7E00L & ~stable;
        while (candidates != 0) {
            long horizontal = (stable >>> 1) | (stable << 1) | fullRows;
            long vertical = (stable >>> 8) | (stable << 8) | fullColumns;
            long diagonal = (stable >>> 9) | (stable << 9) | fullDiagonals;
            long anti = (stable >>> 7) | (stable << 7) | fullAntiDiagonals;
            long found = candidates & horizontal & vertical & diagonal & anti;
            if (found == 0) {
                break;
            }
            stable |= found;
            candidates &= ~found;
        }
        return stable;
    }

    /** Returned by {@link #cutoff} when the stable discs do not settle the node. */
    static final int NO_CUTOFF = 65;

    /**
     * The stability cutoff of a null-window node with {@code nEmpties} empties, for every layer of
     * the solver: the opponent's stable discs cap the player's final score; that cap when it is at
     * most {@code alpha} (the node fails low), else {@link #NO_CUTOFF}. Counted only from alpha
     * {@link Settings#STABILITY_THRESHOLD}{@code [nEmpties]} on, where a cutoff is likely enough to
     * pay for the count.
     */
    static int cutoff(long player, long opponent, int alpha, int nEmpties) {
        if (Settings.USE_STABILITY && alpha >= Settings.STABILITY_THRESHOLD[nEmpties]) {
            int upper = 64 - 2 * count(opponent, player);
            if (upper <= alpha) {
                return upper;
            }
        }
        return NO_CUTOFF;
    }

    /** The number of stable discs of {@code player}. */
    public static int count(long player, long opponent) {
        return Long.bitCount(stableDiscs(player, opponent));
    }
}
