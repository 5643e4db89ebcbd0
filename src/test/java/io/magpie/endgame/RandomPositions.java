package io.magpie.endgame;

import io.magpie.board.Bits;
import java.util.SplittableRandom;

/** Seeded random positions for the solver tests: random legal games stopped at a given empties count. */
final class RandomPositions {
    private RandomPositions() {}

    /**
     * A position with exactly {@code nEmpties} empties reached by random play from the start, as
     * {player, opponent}; null when the random game ended earlier.
     */
    static long[] withEmpties(SplittableRandom random, int nEmpties) {
        long player = 0x0000000810000000L;
        long opponent = 0x0000001008000000L;
        while (Bits.countEmpties(player, opponent) > nEmpties) {
            long moves = Bits.legalMoves(player, opponent);
            if (moves == 0) {
                if (Bits.legalMoves(opponent, player) == 0) {
                    return null;
                }
            } else {
                int pick = random.nextInt(Long.bitCount(moves));
                for (int i = 0; i < pick; i++) {
                    moves &= moves - 1;
                }
                int sq = Long.numberOfTrailingZeros(moves);
                long flipped = Bits.flips(player, opponent, sq);
                player |= flipped | (1L << sq);
                opponent &= ~flipped;
            }
            long t = player;
            player = opponent;
            opponent = t;
        }
        return new long[] {player, opponent};
    }

    /** Like {@link #withEmpties} but retries until a game reaches the count. */
    static long[] next(SplittableRandom random, int nEmpties) {
        long[] position;
        do {
            position = withEmpties(random, nEmpties);
        } while (position == null);
        return position;
    }

    /**
     * The exact score by plain negamax alpha-beta with no ordering, no table and no special cases:
     * the obviously correct reference.
     */
    static int minimax(long player, long opponent, int alpha, int beta) {
        long moves = Bits.legalMoves(player, opponent);
        if (moves == 0) {
            if (Bits.legalMoves(opponent, player) == 0) {
                return Bits.finalScore(player, opponent);
            }
            return -minimax(opponent, player, -beta, -alpha);
        }
        int best = -65;
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flips(player, opponent, sq);
            int score = -minimax(opponent & ~flipped, player | flipped | (1L << sq), -beta, -Math.max(alpha, best));
            if (score > best) {
                best = score;
                if (best >= beta) {
                    return best;
                }
            }
        }
        return best;
    }
}
