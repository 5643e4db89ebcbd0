package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ParallelPerftTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7})
    void startPositionCountsDoNotDependOnThreads(int threads) throws InterruptedException {
        for (int depth = 0; depth <= 8; depth++) {
            assertEquals(PerftTest.PASS_IS_PLY[depth],
                    ParallelPerft.perft(Board.START_BLACK, Board.START_WHITE, depth, true, threads), "depth " + depth);
            assertEquals(PerftTest.PASS_FREE[depth],
                    ParallelPerft.perft(Board.START_BLACK, Board.START_WHITE, depth, false, threads), "depth " + depth);
        }
    }

    /** Depth 9 is where the two pass conventions first differ. */
    @Test
    void startPositionDepth9OnTwoThreads() throws InterruptedException {
        assertEquals(PerftTest.PASS_IS_PLY[9], ParallelPerft.perft(Board.START_BLACK, Board.START_WHITE, 9, true, 2));
        assertEquals(PerftTest.PASS_FREE[9], ParallelPerft.perft(Board.START_BLACK, Board.START_WHITE, 9, false, 2));
    }

    /** Late positions, where passes and finished games happen above and below the split ply. */
    @Test
    void endgamePositionsAgreeWithOneThread() throws InterruptedException {
        SplittableRandom random = new SplittableRandom(20261130);
        for (int game = 0; game < 16; game++) {
            long[] position = randomPosition(random, 44 + random.nextInt(10));
            long p = position[0];
            long o = position[1];
            for (boolean passIsPly : new boolean[] {true, false}) {
                long expected = Perft.perft(p, o, 6, passIsPly);
                assertEquals(expected, ParallelPerft.perft(p, o, 6, passIsPly, 3),
                        "position " + Board.fromRelative(p, o, true) + " passIsPly " + passIsPly);
            }
        }
    }

    @Test
    void splitKeepsEveryLeaf() {
        ParallelPerft.Split split = ParallelPerft.split(Board.START_BLACK, Board.START_WHITE, 9, true, 100);
        assertTrue(split.size >= 100, "subtrees: " + split.size);
        long leaves = split.finishedLeaves;
        for (int i = 0; i < split.size; i++) {
            leaves += Perft.perft(split.player[i], split.opponent[i], split.depth[i], true);
        }
        assertEquals(PerftTest.PASS_IS_PLY[9], leaves);
    }

    @Test
    @Tag("slow")
    void startPositionDepth11OnTwoThreads() throws InterruptedException {
        assertEquals(PerftTest.PASS_IS_PLY[11], ParallelPerft.perft(Board.START_BLACK, Board.START_WHITE, 11, true, 2));
        assertEquals(PerftTest.PASS_FREE[11], ParallelPerft.perft(Board.START_BLACK, Board.START_WHITE, 11, false, 2));
    }

    /** Plays {@code plies} random moves (passing when forced) from the start; player to move first. */
    static long[] randomPosition(SplittableRandom random, int plies) {
        long p = Board.START_BLACK;
        long o = Board.START_WHITE;
        for (int ply = 0; ply < plies; ply++) {
            long moves = Bits.legalMoves(p, o);
            if (moves == 0) {
                if (Bits.legalMoves(o, p) == 0) {
                    break;
                }
            } else {
                for (int skip = random.nextInt(Long.bitCount(moves)); skip > 0; skip--) {
                    moves &= moves - 1;
                }
                int sq = Long.numberOfTrailingZeros(moves);
                long flipped = Bits.flips(p, o, sq);
                p |= flipped | (1L << sq);
                o &= ~flipped;
            }
            long t = p;
            p = o;
            o = t;
        }
        return new long[] {p, o};
    }
}
