package io.magpie.endgame;

/**
 * Counts the discs flipped by a move on the last empty square without making the move: the board is
 * full except {@code sq}, so every square that is not the player's is the opponent's, and on each of
 * the four lines through {@code sq} the flips depend only on the player's discs on that line.
 *
 * <p>Each line is gathered into 8 bits indexed by column (rows by row) with a shift or one multiply,
 * then {@code COUNT[position][bits]} gives the flips on that line: 4 table loads, 3 multiplies.
 * Diagonals shorter than 8 squares read as zeros beyond their ends, which never bracket, so the
 * same table serves them.
 */
final class LastFlip {
    /** {@code COUNT[8 * pos + bits]}: flips on a full line when the player holds {@code bits} and plays at {@code pos}. */
    private static final byte[] COUNT = new byte[8 * 256];
    /** The a1-h8 direction diagonal through each square (column - row constant). */
    private static final long[] DIAGONAL = new long[64];
    /** The a8-h1 direction diagonal through each square (column + row constant). */
    private static final long[] ANTI_DIAGONAL = new long[64];

    private static final long COLUMN_A = 0x0101010101010101L;
    /** Gathers column a (bits 0, 8, .., 56) into bits 56..63 in row order: 8r + 7(8 - r) = 56 + r, no carries. */
    private static final long COLUMN_MAGIC = 0x0102040810204080L;

    static {
        for (int pos = 0; pos < 8; pos++) {
            for (int bits = 0; bits < 256; bits++) {
                int n = 0;
                if ((bits & (1 << pos)) == 0) {
                    int run = 0;
                    int i = pos + 1;
                    while (i < 8 && (bits & (1 << i)) == 0) {
                        i++;
                        run++;
                    }
                    if (i < 8) {
                        n += run;
                    }
                    run = 0;
                    i = pos - 1;
                    while (i >= 0 && (bits & (1 << i)) == 0) {
                        i--;
                        run++;
                    }
                    if (i >= 0) {
                        n += run;
                    }
                }
                COUNT[pos * 256 + bits] = (byte) n;
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            int c = sq & 7;
            int r = sq >>> 3;
            for (int t = 0; t < 64; t++) {
                int tc = t & 7;
                int tr = t >>> 3;
                if (tc - tr == c - r) {
                    DIAGONAL[sq] |= 1L << t;
                }
                if (tc + tr == c + r) {
                    ANTI_DIAGONAL[sq] |= 1L << t;
                }
            }
        }
    }

    private LastFlip() {}

    /** The number of discs {@code player} flips by playing {@code sq} on a board full except {@code sq}. */
    static int count(long player, int sq) {
        int c = sq & 7;
        int r = sq >>> 3;
        int row = (int) (player >>> (sq & 56)) & 0xFF;
        int column = (int) ((((player >>> c) & COLUMN_A) * COLUMN_MAGIC) >>> 56);
        int diagonal = (int) (((player & DIAGONAL[sq]) * COLUMN_A) >>> 56);
        int anti = (int) (((player & ANTI_DIAGONAL[sq]) * COLUMN_A) >>> 56);
        return COUNT[(c << 8) | row] + COUNT[(r << 8) | column] + COUNT[(c << 8) | diagonal]
                + COUNT[(c << 8) | anti];
    }
}
