package io.magpie.board;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Bits#legalMoves} and {@link Bits#flips} with the four direction pairs in the four lanes of
 * one 256-bit vector (AVX2 on x86), through the JDK's Vector API, for perft and the endgame solver.
 * Used only when {@link Bits#SIMD} is on, that is when the JVM runs with {@code --add-modules
 * jdk.incubator.vector} (the launcher adds it for perft, solve and tune) and has 256-bit vectors;
 * otherwise the scalar code in {@link Bits} runs.
 *
 * <p>The lanes do what {@code Bits.movesAlong} does for one direction pair: a fill with doubling from
 * the player's discs through runs of opponent discs, shifted by 1 (east/west), 8 (south/north), 7 and
 * 9 (the diagonals). C2 turns each lanewise shift by a vector of counts into one {@code vpsllvq} or
 * {@code vpsrlvq}.
 */
final class VectorBits {
    private VectorBits() {}

    private static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;
    private static final LongVector SHIFTS = LongVector.fromArray(SPECIES, new long[] {1, 8, 7, 9}, 0);
    private static final LongVector SHIFTS2 = LongVector.fromArray(SPECIES, new long[] {2, 16, 14, 18}, 0);
    /** Horizontal and diagonal runs never wrap around a row: columns a and h cannot be in a run. */
    private static final LongVector RUN_MASKS = LongVector.fromArray(SPECIES,
            new long[] {Bits.NOT_EDGE_COLUMNS, -1L, Bits.NOT_EDGE_COLUMNS, Bits.NOT_EDGE_COLUMNS}, 0);

    /** Whether this JVM compiles 256-bit long vectors to hardware (else the Vector API would be slow). */
    static boolean supported() {
        return LongVector.SPECIES_PREFERRED.vectorBitSize() >= 256;
    }

    /**
     * Runs both methods until C2 has compiled them (see {@link Bits#prepareVectors}): in rounds of
     * 2,000 calls, until a round takes under 0.2 ms (compiled, a call costs about 10 ns; before, some
     * microseconds), or 3 s at most. About 0.4 s of one core.
     */
    static void warmUp() {
        long player = 0x0000000810000000L;
        long opponent = 0x0000001008000000L;
        long sum = 0;
        long deadline = System.nanoTime() + 3_000_000_000L;
        while (System.nanoTime() < deadline) {
            long start = System.nanoTime();
            for (int i = 0; i < 2000; i++) {
                long moves = legalMoves(player, opponent);
                sum += moves;
                if (moves != 0) {
                    int sq = Long.numberOfTrailingZeros(moves);
                    long flipped = flips(player, opponent, sq);
                    long next = opponent & ~flipped;
                    opponent = player | flipped | (1L << sq);
                    player = next;
                } else {
                    player = 0x0000000810000000L;
                    opponent = 0x0000001008000000L;
                }
            }
            if (System.nanoTime() - start < 200_000) {
                break;
            }
        }
        if (sum == 42) {
            System.out.print(""); // keeps the loop from being optimised away
        }
    }

    static long legalMoves(long player, long opponent) {
        LongVector p = LongVector.broadcast(SPECIES, player);
        LongVector runs = RUN_MASKS.and(opponent);
        LongVector up = runs.and(p.lanewise(VectorOperators.LSHL, SHIFTS));
        LongVector down = runs.and(p.lanewise(VectorOperators.LSHR, SHIFTS));
        up = up.or(runs.and(up.lanewise(VectorOperators.LSHL, SHIFTS)));
        down = down.or(runs.and(down.lanewise(VectorOperators.LSHR, SHIFTS)));
        LongVector pairsUp = runs.and(runs.lanewise(VectorOperators.LSHL, SHIFTS));
        LongVector pairsDown = pairsUp.lanewise(VectorOperators.LSHR, SHIFTS);
        up = up.or(pairsUp.and(up.lanewise(VectorOperators.LSHL, SHIFTS2)));
        down = down.or(pairsDown.and(down.lanewise(VectorOperators.LSHR, SHIFTS2)));
        up = up.or(pairsUp.and(up.lanewise(VectorOperators.LSHL, SHIFTS2)));
        down = down.or(pairsDown.and(down.lanewise(VectorOperators.LSHR, SHIFTS2)));
        LongVector moves = up.lanewise(VectorOperators.LSHL, SHIFTS).or(down.lanewise(VectorOperators.LSHR, SHIFTS));
        return moves.reduceLanes(VectorOperators.OR) & ~(player | opponent);
    }

    /**
     * {@link Bits#flips}: from the placed disc, a fill through the opponent's discs in each of the 8
     * directions (the up and the down shifts of the four lanes, the same doubling as above); a run
     * flips when the square after it holds a player disc.
     */
    static long flips(long player, long opponent, int sq) {
        LongVector p = LongVector.broadcast(SPECIES, player);
        LongVector runs = RUN_MASKS.and(opponent);
        LongVector x = LongVector.broadcast(SPECIES, 1L << sq);
        LongVector pairsUp = runs.and(runs.lanewise(VectorOperators.LSHL, SHIFTS));
        LongVector pairsDown = runs.and(runs.lanewise(VectorOperators.LSHR, SHIFTS));
        LongVector up = runs.and(x.lanewise(VectorOperators.LSHL, SHIFTS));
        LongVector down = runs.and(x.lanewise(VectorOperators.LSHR, SHIFTS));
        up = up.or(runs.and(up.lanewise(VectorOperators.LSHL, SHIFTS)));
        down = down.or(runs.and(down.lanewise(VectorOperators.LSHR, SHIFTS)));
        up = up.or(pairsUp.and(up.lanewise(VectorOperators.LSHL, SHIFTS2)));
        down = down.or(pairsDown.and(down.lanewise(VectorOperators.LSHR, SHIFTS2)));
        up = up.or(pairsUp.and(up.lanewise(VectorOperators.LSHL, SHIFTS2)));
        down = down.or(pairsDown.and(down.lanewise(VectorOperators.LSHR, SHIFTS2)));
        // Keep a run only when a player disc closes it.
        up = up.blend(0L, up.lanewise(VectorOperators.LSHL, SHIFTS).and(p).compare(VectorOperators.EQ, 0L));
        down = down.blend(0L, down.lanewise(VectorOperators.LSHR, SHIFTS).and(p).compare(VectorOperators.EQ, 0L));
        return up.or(down).reduceLanes(VectorOperators.OR);
    }
}
