package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Bits;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StabilityTest {
    /** Squares of full lines through each square, the obvious way. */
    private static long naiveFull(long occupied, int dc, int dr) {
        long full = 0;
        for (int sq = 0; sq < 64; sq++) {
            boolean all = true;
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = (sq & 7);
                int r = sq >>> 3;
                while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                    all &= ((occupied >>> (8 * r + c)) & 1) != 0;
                    c += sign * dc;
                    r += sign * dr;
                }
            }
            if (all) {
                full |= 1L << sq;
            }
        }
        return full;
    }

    @Test
    void fullLinesMatchTheObviousComputation() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 20000; i++) {
            // Dense boards, so that full lines are common.
            long occupied = random.nextLong() | random.nextLong() | random.nextLong() | random.nextLong();
            assertEquals(naiveFull(occupied, 1, 0), Stability.fullRows(occupied));
            assertEquals(naiveFull(occupied, 1, 1), Stability.fullLines(occupied, 9, diagonal()));
            assertEquals(naiveFull(occupied, -1, 1), Stability.fullLines(occupied, 7, antiDiagonal()));
        }
    }

    private static long[] diagonal() {
        return field("DIAGONAL_ON_LINE");
    }

    private static long[] antiDiagonal() {
        return field("ANTI_DIAGONAL_ON_LINE");
    }

    private static long[] field(String name) {
        try {
            java.lang.reflect.Field f = Stability.class.getDeclaredField(name);
            f.setAccessible(true);
            return (long[]) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void fullBoardIsAllStableAndCornersAreStable() {
        long player = 0x00FF00FF00FF00FFL;
        long opponent = ~player;
        assertEquals(player, Stability.stableDiscs(player, opponent));
        assertEquals(1L, Stability.stableDiscs(1L, 0x0000000000000200L));
        assertEquals(0, Stability.count(0x0000001008000000L, 0x0000000810000000L));
    }

    @Test
    void stableDiscsNeverFlipInAnyContinuation() {
        SplittableRandom random = new SplittableRandom(5);
        int withStable = 0;
        for (int i = 0; i < 300; i++) {
            long[] pos = RandomPositions.next(random, 3 + random.nextInt(5));
            long stablePlayer = Stability.stableDiscs(pos[0], pos[1]);
            long stableOpponent = Stability.stableDiscs(pos[1], pos[0]);
            if (stablePlayer != 0) {
                withStable++;
            }
            assertTrue(keeps(pos[0], pos[1], stablePlayer, stableOpponent), "a stable disc flipped");
        }
        assertTrue(withStable > 100, "enough positions hold stable discs: " + withStable);
    }

    /** True when along every continuation the discs in {@code mine} stay the player's and {@code theirs} the opponent's. */
    private static boolean keeps(long player, long opponent, long mine, long theirs) {
        if ((player & mine) != mine || (opponent & theirs) != theirs) {
            return false;
        }
        long moves = Bits.legalMoves(player, opponent);
        if (moves == 0) {
            return Bits.legalMoves(opponent, player) == 0 || keeps(opponent, player, theirs, mine);
        }
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flips(player, opponent, sq);
            if (!keeps(opponent & ~flipped, player | flipped | (1L << sq), theirs, mine)) {
                return false;
            }
        }
        return true;
    }
}
