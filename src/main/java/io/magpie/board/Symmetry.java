package io.magpie.board;

/**
 * The 8 symmetries of the board (the dihedral group of the square), numbered 0..7. Symmetry
 * {@code s} first transposes across the a1-h8 diagonal when bit 2 is set, then mirrors the columns
 * (a&lt;-&gt;h) when bit 0 is set, then mirrors the rows (1&lt;-&gt;8) when bit 1 is set. 0 is the
 * identity. A rule-preserving map: legal moves, flips and scores commute with every symmetry.
 */
public final class Symmetry {
    public static final int COUNT = 8;
    private static final int[] INVERSE = new int[COUNT];

    static {
        for (int s = 0; s < COUNT; s++) {
            for (int t = 0; t < COUNT; t++) {
                boolean inverse = true;
                for (int sq = 0; sq < 64 && inverse; sq++) {
                    inverse = applyToSquare(t, applyToSquare(s, sq)) == sq;
                }
                if (inverse) {
                    INVERSE[s] = t;
                }
            }
        }
    }

    private Symmetry() {}

    /** The image of a bitboard under symmetry {@code s}. */
    public static long apply(int s, long x) {
        if ((s & 4) != 0) {
            x = transpose(x);
        }
        if ((s & 1) != 0) {
            x = mirrorColumns(x);
        }
        if ((s & 2) != 0) {
            x = mirrorRows(x);
        }
        return x;
    }

    /** The image of a square (or {@link Square#PASS}, which maps to itself) under symmetry {@code s}. */
    public static int applyToSquare(int s, int sq) {
        if (sq < 0 || sq >= 64) {
            return sq;
        }
        int c = Square.column(sq);
        int r = Square.row(sq);
        if ((s & 4) != 0) {
            int t = c;
            c = r;
            r = t;
        }
        if ((s & 1) != 0) {
            c = 7 - c;
        }
        if ((s & 2) != 0) {
            r = 7 - r;
        }
        return Square.of(c, r);
    }

    /** The symmetry that undoes {@code s}. */
    public static int inverse(int s) {
        return INVERSE[s];
    }

    public static Board apply(int s, Board board) {
        return new Board(apply(s, board.black()), apply(s, board.white()), board.blackToMove());
    }

    /** Rows 1..8 become 8..1: the bytes of the long in reverse order. */
    public static long mirrorRows(long x) {
        return Long.reverseBytes(x);
    }

    /** Columns a..h become h..a: the bits of each byte in reverse order. */
    public static long mirrorColumns(long x) {
        x = ((x >>> 1) & 0x5555555555555555L) | ((x & 0x5555555555555555L) << 1);
        x = ((x >>> 2) & 0x3333333333333333L) | ((x & 0x3333333333333333L) << 2);
        x = ((x >>> 4) & 0x0F0F0F0F0F0F0F0FL) | ((x & 0x0F0F0F0F0F0F0F0FL) << 4);
        return x;
    }

    /** (column, row) becomes (row, column): a reflection across the a1-h8 diagonal, in 3 delta swaps. */
    public static long transpose(long x) {
        long t;
        t = 0x0F0F0F0F00000000L & (x ^ (x << 28));
        x ^= t ^ (t >>> 28);
        t = 0x3333000033330000L & (x ^ (x << 14));
        x ^= t ^ (t >>> 14);
        t = 0x5500550055005500L & (x ^ (x << 7));
        x ^= t ^ (t >>> 7);
        return x;
    }

    /**
     * The canonical form of a position: among its 8 images (player, opponent), the one with the
     * smallest (player, opponent) pair in unsigned order. Returns the symmetry that produces it, so
     * that moves can be mapped back with {@link #inverse}.
     */
    public static int canonicalSymmetry(long player, long opponent) {
        int best = 0;
        long bestP = player;
        long bestO = opponent;
        for (int s = 1; s < COUNT; s++) {
            long p = apply(s, player);
            long o = apply(s, opponent);
            int cmp = Long.compareUnsigned(p, bestP);
            if (cmp < 0 || (cmp == 0 && Long.compareUnsigned(o, bestO) < 0)) {
                best = s;
                bestP = p;
                bestO = o;
            }
        }
        return best;
    }
}
