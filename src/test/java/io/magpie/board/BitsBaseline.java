package io.magpie.board;

/**
 * The first bitboard versions of {@link Bits#legalMoves} and {@link Bits#flips}, kept as a second
 * reference beside {@link ReferenceRules} once the fast ones were changed for speed: same results,
 * simpler code. Only tests use them.
 */
final class BitsBaseline {
    /**
     * Ray masks, {@code RAYS[8 * sq + d]}: the squares from {@code sq} (exclusive) to the board edge in
     * direction d. Directions 0..3 increase the bit index (E, SW, S, SE), 4..7 decrease it.
     */
    private static final long[] RAYS = new long[64 * 8];
    private static final int[] DCOL = {1, -1, 0, 1, -1, 1, 0, -1};
    private static final int[] DROW = {0, 1, 1, 1, 0, -1, -1, -1};

    static {
        for (int sq = 0; sq < 64; sq++) {
            for (int d = 0; d < 8; d++) {
                long ray = 0;
                int c = Square.column(sq) + DCOL[d];
                int r = Square.row(sq) + DROW[d];
                while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                    ray |= 1L << Square.of(c, r);
                    c += DCOL[d];
                    r += DROW[d];
                }
                RAYS[8 * sq + d] = ray;
            }
        }
    }

    /**
     * The legal moves of {@code player}: empty squares from which a line of opponent discs runs to a
     * player disc. Eight directional fills with doubling (1, 2, 4, 6 discs), about 100 operations.
     */
    static long legalMoves(long player, long opponent) {
        long mO = opponent & 0x7E7E7E7E7E7E7E7EL;
        long moves;
        long f, pre;

        // East / west (shift 1): edge columns are masked so runs never wrap.
        f = mO & (player << 1);
        f |= mO & (f << 1);
        pre = mO & (mO << 1);
        f |= pre & (f << 2);
        f |= pre & (f << 2);
        moves = f << 1;
        f = mO & (player >>> 1);
        f |= mO & (f >>> 1);
        pre >>>= 1;
        f |= pre & (f >>> 2);
        f |= pre & (f >>> 2);
        moves |= f >>> 1;

        // South / north (shift 8): no wrap possible.
        f = opponent & (player << 8);
        f |= opponent & (f << 8);
        pre = opponent & (opponent << 8);
        f |= pre & (f << 16);
        f |= pre & (f << 16);
        moves |= f << 8;
        f = opponent & (player >>> 8);
        f |= opponent & (f >>> 8);
        pre >>>= 8;
        f |= pre & (f >>> 16);
        f |= pre & (f >>> 16);
        moves |= f >>> 8;

        // Diagonals (shift 7 and 9).
        f = mO & (player << 7);
        f |= mO & (f << 7);
        pre = mO & (mO << 7);
        f |= pre & (f << 14);
        f |= pre & (f << 14);
        moves |= f << 7;
        f = mO & (player >>> 7);
        f |= mO & (f >>> 7);
        pre >>>= 7;
        f |= pre & (f >>> 14);
        f |= pre & (f >>> 14);
        moves |= f >>> 7;

        f = mO & (player << 9);
        f |= mO & (f << 9);
        pre = mO & (mO << 9);
        f |= pre & (f << 18);
        f |= pre & (f << 18);
        moves |= f << 9;
        f = mO & (player >>> 9);
        f |= mO & (f >>> 9);
        pre >>>= 9;
        f |= pre & (f >>> 18);
        f |= pre & (f >>> 18);
        moves |= f >>> 9;

        return moves & ~(player | opponent);
    }

    /**
     * The opponent discs flipped when {@code player} plays on the empty square {@code sq}; 0 when the
     * move is illegal. For each direction: the first non-opponent square along the ray must be a
     * player disc, and the opponent discs before it flip.
     */
    static long flips(long player, long opponent, int sq) {
        long notOpponent = ~opponent;
        int base = sq << 3;
        long flipped = 0;
        long ray, blocker;

        // Increasing directions: the nearest square on the ray is the lowest bit. The sign mask
        // (blocker | -blocker) >> 63 is all ones unless blocker is 0 (no bracketing disc).
        ray = RAYS[base];
        blocker = ray & notOpponent;
        blocker &= -blocker & player;
        flipped |= (blocker - 1) & ray & ((blocker | -blocker) >> 63);
        ray = RAYS[base + 1];
        blocker = ray & notOpponent;
        blocker &= -blocker & player;
        flipped |= (blocker - 1) & ray & ((blocker | -blocker) >> 63);
        ray = RAYS[base + 2];
        blocker = ray & notOpponent;
        blocker &= -blocker & player;
        flipped |= (blocker - 1) & ray & ((blocker | -blocker) >> 63);
        ray = RAYS[base + 3];
        blocker = ray & notOpponent;
        blocker &= -blocker & player;
        flipped |= (blocker - 1) & ray & ((blocker | -blocker) >> 63);

        // Decreasing directions: the nearest square is the highest bit; flip the ray bits above it
        // (-(blocker << 1) is 0 when there is no bracketing disc, so no mask is needed).
        ray = RAYS[base + 4];
        blocker = Long.highestOneBit(ray & notOpponent) & player;
        flipped |= -(blocker << 1) & ray;
        ray = RAYS[base + 5];
        blocker = Long.highestOneBit(ray & notOpponent) & player;
        flipped |= -(blocker << 1) & ray;
        ray = RAYS[base + 6];
        blocker = Long.highestOneBit(ray & notOpponent) & player;
        flipped |= -(blocker << 1) & ray;
        ray = RAYS[base + 7];
        blocker = Long.highestOneBit(ray & notOpponent) & player;
        flipped |= -(blocker << 1) & ray;

        return flipped;
    }


    private BitsBaseline() {}
}
