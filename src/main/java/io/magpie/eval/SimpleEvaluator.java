package io.magpie.eval;

import io.magpie.board.Bits;

/**
 * A hand-made evaluation for playing real games until the trained pattern evaluation lands:
 * mobility, potential mobility, corners, X- and C-squares next to empty corners, edge stability,
 * disc count and parity, with weights interpolated linearly between the opening (60 empties) and
 * the end (0 empties). Stateless, so one instance serves every thread.
 *
 * <p>The weights are hand-set, not trained: reasonable orders of magnitude, in {@link Score} units
 * (100 = one disc). Cost: two move generations, two neighbour fills, four edge-table lookups.
 */
public final class SimpleEvaluator implements Evaluator {
    private static final long X_SQUARES = 0x4200000000000042L;
    /** C-squares and the corner each one touches. */
    private static final long[] C_SQUARE_PAIRS = {
        0x0000000000000102L, 0x0000000000000001L,
        0x0000000000008040L, 0x0000000000000080L,
        0x0201000000000000L, 0x0100000000000000L,
        0x4080000000000000L, 0x8000000000000000L,
    };
    /** X-squares and the corner each one touches. */
    private static final long[] X_SQUARE_PAIRS = {
        0x0000000000000200L, 0x0000000000000001L,
        0x0000000000004000L, 0x0000000000000080L,
        0x0002000000000000L, 0x0100000000000000L,
        0x0040000000000000L, 0x8000000000000000L,
    };
    private static final long NOT_A = 0xFEFEFEFEFEFEFEFEL;
    private static final long NOT_H = 0x7F7F7F7F7F7F7F7FL;
    private static final long COLUMN_A = 0x0101010101010101L;
    /** Gathers column a (bits 0, 8, ..., 56) into the top byte: bit 8k lands on 56 + k, no carries. */
    private static final long COLUMN_GATHER = 0x0102040810204080L;

    /** Per empties 0..60: weight of each term. */
    private static final int[] W_MOBILITY = ramp(25, 40);
    private static final int[] W_POTENTIAL = ramp(8, 20);
    private static final int[] W_CORNER = ramp(200, 300);
    private static final int[] W_X = ramp(60, 200);
    private static final int[] W_C = ramp(20, 60);
    private static final int[] W_STABLE = ramp(60, 50);
    private static final int[] W_DISC = ramp(30, -4);
    private static final int[] W_PARITY = ramp(100, 0);

    /**
     * EDGE_STABLE[p8 << 8 | o8]: stable player discs minus stable opponent discs on one edge,
     * counting runs of one colour from an occupied corner, or the whole line when it is full.
     */
    private static final byte[] EDGE_STABLE = new byte[1 << 16];

    static {
        for (int p = 0; p < 256; p++) {
            for (int o = 0; o < 256; o++) {
                if ((p & o) == 0) {
                    EDGE_STABLE[p << 8 | o] = (byte) (edgeStable(p, o) - edgeStable(o, p));
                }
            }
        }
    }

    private static int[] ramp(int atEnd, int atStart) {
        int[] w = new int[61];
        for (int e = 0; e <= 60; e++) {
            w[e] = (atStart * e + atEnd * (60 - e)) / 60;
        }
        return w;
    }

    /** Stable discs of {@code p} on an 8-square line (bits 0 and 7 are the corners). */
    static int edgeStable(int p, int o) {
        if ((p | o) == 0xFF) {
            return Integer.bitCount(p);
        }
        int stable = 0;
        for (int i = 0; i < 8 && (p >> i & 1) != 0; i++) {
            stable |= 1 << i;
        }
        for (int i = 7; i >= 0 && (p >> i & 1) != 0; i--) {
            stable |= 1 << i;
        }
        return Integer.bitCount(stable);
    }

    @Override
    public int evaluate(long player, long opponent) {
        long empty = ~(player | opponent);
        int empties = Long.bitCount(empty);
        if (empties > 60) {
            empties = 60;
        }
        long movesP = Bits.legalMoves(player, opponent);
        long movesO = Bits.legalMoves(opponent, player);
        int mobility = Long.bitCount(movesP) - Long.bitCount(movesO)
                + Long.bitCount(movesP & Bits.CORNERS) - Long.bitCount(movesO & Bits.CORNERS);
        int potential = Long.bitCount(neighbours(opponent) & empty) - Long.bitCount(neighbours(player) & empty);
        int corners = Long.bitCount(player & Bits.CORNERS) - Long.bitCount(opponent & Bits.CORNERS);
        int xs = 0;
        int cs = 0;
        if (((player | opponent) & (X_SQUARES | 0x42C300000000C342L)) != 0) {
            for (int i = 0; i < 8; i += 2) {
                if ((empty & X_SQUARE_PAIRS[i + 1]) != 0) {
                    xs += Long.bitCount(opponent & X_SQUARE_PAIRS[i]) - Long.bitCount(player & X_SQUARE_PAIRS[i]);
                    cs += Long.bitCount(opponent & C_SQUARE_PAIRS[i]) - Long.bitCount(player & C_SQUARE_PAIRS[i]);
                }
            }
        }
        int stable = 0;
        if (((player | opponent) & Bits.CORNERS) != 0) {
            stable = edgeStability(player, opponent);
        }
        int discs = Long.bitCount(player) - Long.bitCount(opponent);
        int parity = (empties & 1) != 0 ? 1 : -1;
        int score = W_MOBILITY[empties] * mobility + W_POTENTIAL[empties] * potential
                + W_CORNER[empties] * corners + W_X[empties] * xs + W_C[empties] * cs
                + W_STABLE[empties] * stable + W_DISC[empties] * discs + W_PARITY[empties] * parity;
        return Score.clampEval(score);
    }

    /** The squares next to any disc of {@code discs} (8 directions). */
    static long neighbours(long discs) {
        long h = ((discs << 1) & NOT_A) | ((discs >>> 1) & NOT_H);
        long row = discs | h;
        return h | (row << 8) | (row >>> 8);
    }

    /** Stable player discs minus stable opponent discs on the four edges. */
    static int edgeStability(long player, long opponent) {
        int top = EDGE_STABLE[(int) (player & 0xFF) << 8 | (int) (opponent & 0xFF)];
        int bottom = EDGE_STABLE[(int) (player >>> 56) << 8 | (int) (opponent >>> 56)];
        int left = EDGE_STABLE[column(player) << 8 | column(opponent)];
        int right = EDGE_STABLE[column(player >>> 7) << 8 | column(opponent >>> 7)];
        return top + bottom + left + right;
    }

    private static int column(long discs) {
        return (int) (((discs & COLUMN_A) * COLUMN_GATHER) >>> 56);
    }
}
