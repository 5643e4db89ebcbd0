package io.magpie.board;

/**
 * The rules on two bitboards: {@code player} holds the discs of the side to move, {@code opponent}
 * the other side's. Bit {@code sq} is square {@code sq} (see {@link Square}).
 *
 * <p>Hot path: static methods on {@code long}s only, no allocation. A plain array implementation of
 * the same rules lives in the test sources and is cross-checked against this one.
 */
public final class Bits {
    /** Every square except those on columns a and h: stops east/west rays wrapping around rows. */
    static final long NOT_EDGE_COLUMNS = 0x7E7E7E7E7E7E7E7EL;
    public static final long CORNERS = 0x8100000000000081L;
    private static final long HIGH_BIT = 0x8000000000000000L;

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

    private Bits() {}

    /**
     * Whether this JVM can generate moves and flips on 256-bit vectors ({@link VectorBits}): it has
     * the incubating Vector API module ({@code --add-modules jdk.incubator.vector}, which
     * {@code ./magpie perft}, {@code solve} and {@code tune} pass) and 256-bit vectors, and
     * {@code -Dmagpie.simd=false} is not set.
     *
     * <p>Perft and the endgame solver use them ({@link #legalMovesSimd}, {@link #flipsSimd}): perft(12)
     * 1.6x faster (259-264 M leaves/s scalar, 418-422 M vector, one thread, JDK 17, 2-vCPU EPYC), FFO
     * #40-#44 about 9 % faster (3 paired runs). The midgame search keeps the scalar code: warm, vectors
     * did not make it faster (bench at depth 13 the same), and until C2 has compiled the Vector API it
     * allocates per operation, which cost a 1-3 s search 30-50 % of its nodes.
     */
    public static final boolean SIMD = !"false".equals(System.getProperty("magpie.simd"))
            && ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent() && VectorBits.supported();

    /** {@link #legalMoves} on vectors where {@link #SIMD} allows (call {@link #prepareVectors} first), else the scalar code. */
    public static long legalMovesSimd(long player, long opponent) {
        return SIMD ? VectorBits.legalMoves(player, opponent) : legalMoves(player, opponent);
    }

    /** {@link #flips} on vectors where {@link #SIMD} allows (call {@link #prepareVectors} first), else the scalar code. */
    public static long flipsSimd(long player, long opponent, int sq) {
        return SIMD ? VectorBits.flips(player, opponent, sq) : flips(player, opponent, sq);
    }

    private static boolean vectorsPrepared;

    /**
     * Gets the vector code compiled before it is timed (about 0.35 s, once per JVM; nothing without
     * {@link #SIMD}). Until C2 compiles it, the Vector API runs many times slower than scalar code.
     */
    public static synchronized void prepareVectors() {
        if (SIMD && !vectorsPrepared) {
            VectorBits.warmUp();
            vectorsPrepared = true;
        }
    }

    /**
     * The legal moves of {@code player}: empty squares from which a line of opponent discs runs to a
     * player disc. Four direction pairs, each a fill with doubling (1, 2, 4, 6 discs): about 115
     * operations, 48 of them shifts.
     *
     * <p>Written as small methods on purpose: HotSpot's C2 inlines a hot callee only under 325
     * bytecode bytes ({@code FreqInlineSize}), and the one-method version (529 bytes) was called, not
     * inlined, from perft and search ("hot method too big" under {@code -XX:+PrintInlining}). Now
     * {@link #movesAlong} is inlined four times with a constant shift. Perft(9), 60 paired runs on
     * the shared 2-vCPU machine, thread CPU time, median: 161.5 M leaves/s before, 170.8 M with
     * this and the present {@link #flips} (faster in 44 of the 60 pairs).
     */
    public static long legalMoves(long player, long opponent) {
        long maskedOpponent = opponent & NOT_EDGE_COLUMNS; // horizontal and diagonal runs never wrap
        long moves = movesAlong(player, maskedOpponent, 1)  // east and west
                | movesAlong(player, opponent, 8)            // south and north: shifts drop off the ends
                | movesAlong(player, maskedOpponent, 7)      // the diagonals
                | movesAlong(player, maskedOpponent, 9);
        return moves & ~(player | opponent);
    }

    /**
     * Squares that end a run of {@code runs} discs starting next to a player disc, in both directions
     * of one line (shift {@code dir} up and down): the fill adds 1, 1, 2 and 2 discs (up to 6).
     */
    private static long movesAlong(long player, long runs, int dir) {
        int dir2 = dir + dir;
        long up = runs & (player << dir);
        long down = runs & (player >>> dir);
        up |= runs & (up << dir);
        down |= runs & (down >>> dir);
        long pairsUp = runs & (runs << dir);
        long pairsDown = pairsUp >>> dir;
        up |= pairsUp & (up << dir2);
        down |= pairsDown & (down >>> dir2);
        up |= pairsUp & (up << dir2);
        down |= pairsDown & (down >>> dir2);
        return (up << dir) | (down >>> dir);
    }

    /**
     * The opponent discs flipped when {@code player} plays on the empty square {@code sq}; 0 when the
     * move is illegal. For each of the 8 rays from {@code sq}: the first square that is not an
     * opponent disc must hold a player disc (the outflank), and the opponent discs before it flip.
     * About 60 operations, no branch: per ray a load, 4 to 6 ALU operations and a max or a lzcnt.
     *
     * <p>Measured (2 vCPU Xeon, JDK 17, shared machine, best of 12 passes over 65,536 positions from
     * random games): 8.8-9.4 ns per call, against 10.1-11.0 ns for the first version (kept as
     * {@code BitsBaseline.flips} in the tests), which masked each increasing ray with a sign
     * mask {@code (b | -b) >> 63} and used {@code highestOneBit}. Rejected: a switch over the 64
     * squares into specialised code with constant masks (28-35 ns: the jump through the table is
     * mispredicted), and an 8-bit row lookup for east and west (10.3-11.8 ns: no gain).
     *
     * <p>One method of 338 bytecode bytes, so C2 calls it rather than inlining it. Split into
     * per-ray helpers (and so inlined) it made perft slower: 143 against 162 M leaves/s median,
     * 60 paired perft(9) runs on the shared machine (thread CPU time); see {@link #legalMoves}.
     */
    public static long flips(long player, long opponent, int sq) {
        long[] rays = RAYS;
        int base = sq << 3;
        long notOpponent = ~opponent;
        long flipped;
        long ray;
        long outflank;

        // Increasing directions (E, SW, S, SE): the nearest square is the lowest bit. outflank - 1
        // covers the squares below it; max(.., 0) turns "no outflank" (0 - 1 = -1) into nothing.
        ray = rays[base];
        outflank = ray & notOpponent;
        outflank &= -outflank & player;
        flipped = Math.max(outflank - 1, 0) & ray;
        ray = rays[base + 1];
        outflank = ray & notOpponent;
        outflank &= -outflank & player;
        flipped |= Math.max(outflank - 1, 0) & ray;
        ray = rays[base + 2];
        outflank = ray & notOpponent;
        outflank &= -outflank & player;
        flipped |= Math.max(outflank - 1, 0) & ray;
        ray = rays[base + 3];
        outflank = ray & notOpponent;
        outflank &= -outflank & player;
        flipped |= Math.max(outflank - 1, 0) & ray;

        // Decreasing directions (W, NE, N, NW): the nearest square is the highest bit, found by lzcnt;
        // the ray squares above it flip. An empty ray gives lzcnt 64, a shift by 0 (bit 63), never
        // on a decreasing ray's outflank side, and -(bit 63 << 1) = 0 flips nothing anyway.
        ray = rays[base + 4];
        outflank = (HIGH_BIT >>> Long.numberOfLeadingZeros(ray & notOpponent)) & player;
        flipped |= -(outflank << 1) & ray;
        ray = rays[base + 5];
        outflank = (HIGH_BIT >>> Long.numberOfLeadingZeros(ray & notOpponent)) & player;
        flipped |= -(outflank << 1) & ray;
        ray = rays[base + 6];
        outflank = (HIGH_BIT >>> Long.numberOfLeadingZeros(ray & notOpponent)) & player;
        flipped |= -(outflank << 1) & ray;
        ray = rays[base + 7];
        outflank = (HIGH_BIT >>> Long.numberOfLeadingZeros(ray & notOpponent)) & player;
        flipped |= -(outflank << 1) & ray;

        return flipped;
    }

    /** True when neither side has a legal move (this includes a full board). */
    public static boolean isGameOver(long player, long opponent) {
        return legalMoves(player, opponent) == 0 && legalMoves(opponent, player) == 0;
    }

    /**
     * Final score for the side to move as a disc differential; empty squares go to the winner (the
     * convention of Edax and the FFO suite).
     */
    public static int finalScore(long player, long opponent) {
        int p = Long.bitCount(player);
        int o = Long.bitCount(opponent);
        int diff = p - o;
        int empties = 64 - p - o;
        if (diff > 0) {
            return diff + empties;
        }
        if (diff < 0) {
            return diff - empties;
        }
        return 0;
    }

    public static int countEmpties(long player, long opponent) {
        return 64 - Long.bitCount(player | opponent);
    }
}
