package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PerftTest {
    /** Start position, pass = 1 ply (Aart Bik's table). Index = depth. */
    static final long[] PASS_IS_PLY = {
        1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800L, 1939886636L
    };
    /** Start position, a pass costs no depth: the counts part at depth 9. */
    static final long[] PASS_FREE = {
        1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005320, 24571420, 212260880L, 1939899208L
    };

    @Test
    void startPositionPassIsPlyToDepth9() {
        for (int depth = 0; depth <= 9; depth++) {
            assertEquals(PASS_IS_PLY[depth], Perft.perft(Board.START_BLACK, Board.START_WHITE, depth, true),
                    "depth " + depth);
        }
    }

    @Test
    void startPositionPassFreeToDepth9() {
        for (int depth = 0; depth <= 9; depth++) {
            assertEquals(PASS_FREE[depth], Perft.perft(Board.START_BLACK, Board.START_WHITE, depth, false),
                    "depth " + depth);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void countsDoNotChangeUnderSymmetry(int symmetry) {
        long p = Symmetry.apply(symmetry, Board.START_BLACK);
        long o = Symmetry.apply(symmetry, Board.START_WHITE);
        assertEquals(PASS_IS_PLY[9], Perft.perft(p, o, 9, true));
        assertEquals(PASS_FREE[9], Perft.perft(p, o, 9, false));
    }

    /**
     * The plain definition, without bulk counting or the depth-2 loop: a node at depth 0 is a leaf,
     * a finished game is a leaf, a pass is a child (at depth - 1, or at the same depth when passes
     * are free). Moves and flips from the first bitboard version, {@link BitsBaseline}.
     */
    static long naivePerft(long player, long opponent, int depth, boolean passIsPly) {
        if (depth == 0) {
            return 1;
        }
        long moves = BitsBaseline.legalMoves(player, opponent);
        if (moves == 0) {
            if (BitsBaseline.legalMoves(opponent, player) == 0) {
                return 1;
            }
            return naivePerft(opponent, player, passIsPly ? depth - 1 : depth, passIsPly);
        }
        long leaves = 0;
        for (; moves != 0; moves &= moves - 1) {
            int sq = Long.numberOfTrailingZeros(moves);
            long flipped = BitsBaseline.flips(player, opponent, sq);
            leaves += naivePerft(opponent & ~flipped, player | flipped | (1L << sq), depth - 1, passIsPly);
        }
        return leaves;
    }

    /** Late positions, where passes and finished games occur at every depth of the tree. */
    @Test
    void endgamePositionsMatchThePlainDefinition() {
        SplittableRandom random = new SplittableRandom(7);
        for (int game = 0; game < 30; game++) {
            long[] position = ParallelPerftTest.randomPosition(random, 46 + random.nextInt(12));
            for (int depth = 1; depth <= 5; depth++) {
                for (boolean passIsPly : new boolean[] {true, false}) {
                    assertEquals(naivePerft(position[0], position[1], depth, passIsPly),
                            Perft.perft(position[0], position[1], depth, passIsPly),
                            Board.fromRelative(position[0], position[1], true) + " depth " + depth + " passIsPly " + passIsPly);
                }
            }
        }
    }

    @Test
    @Tag("slow")
    void startPositionToDepth12() {
        assertEquals(PASS_IS_PLY[12], Perft.perft(Board.START_BLACK, Board.START_WHITE, 12, true));
        assertEquals(PASS_FREE[12], Perft.perft(Board.START_BLACK, Board.START_WHITE, 12, false));
    }

    @Test
    @Tag("slow")
    void depth11BothWays() {
        assertEquals(PASS_IS_PLY[11], Perft.perft(Board.START_BLACK, Board.START_WHITE, 11, true));
        assertEquals(PASS_FREE[11], Perft.perft(Board.START_BLACK, Board.START_WHITE, 11, false));
    }
}
