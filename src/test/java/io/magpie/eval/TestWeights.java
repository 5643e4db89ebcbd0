package io.magpie.eval;

import java.util.SplittableRandom;

/** Seeded random weights and positions for the evaluation tests. */
final class TestWeights {
    private TestWeights() {}

    /** Random weights in +-20 discs, every stage different. */
    static Weights random(long seed, int stages) {
        SplittableRandom random = new SplittableRandom(seed);
        short[][] packed = new short[stages][Weights.STAGE_SIZE];
        for (short[] stage : packed) {
            for (int j = 0; j < stage.length; j++) {
                stage[j] = (short) random.nextInt(-2000, 2001);
            }
        }
        return Weights.of(packed, Weights.DEFAULT_UNITS_PER_DISC);
    }

    /** {player, opponent} after a random game stopped at {@code empties} (or its end). */
    static long[] randomPosition(SplittableRandom random, int empties) {
        long player = 0x0000000810000000L;
        long opponent = 0x0000001008000000L;
        while (64 - Long.bitCount(player | opponent) > empties) {
            long moves = io.magpie.board.Bits.legalMoves(player, opponent);
            if (moves == 0) {
                if (io.magpie.board.Bits.legalMoves(opponent, player) == 0) {
                    break;
                }
            } else {
                int pick = random.nextInt(Long.bitCount(moves));
                for (int i = 0; i < pick; i++) {
                    moves &= moves - 1;
                }
                int sq = Long.numberOfTrailingZeros(moves);
                long flipped = io.magpie.board.Bits.flips(player, opponent, sq);
                player |= flipped | (1L << sq);
                opponent &= ~flipped;
            }
            long t = player;
            player = opponent;
            opponent = t;
        }
        return new long[] {player, opponent};
    }
}
