package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Bits;
import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Evaluators;
import io.magpie.format.BoardText;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SolverTest {
    @Test
    void agreesWithMinimaxOnRandomPositionsUpToTenEmpties() {
        Solver solver = new Solver(4, 1);
        SplittableRandom random = new SplittableRandom(20261130);
        int checked = 0;
        for (int nEmpties = 0; nEmpties <= 10; nEmpties++) {
            int count = nEmpties <= 8 ? 300 : 100;
            for (int i = 0; i < count; i++) {
                long[] pos = RandomPositions.next(random, nEmpties);
                int expected = RandomPositions.minimax(pos[0], pos[1], -65, 65);
                SolveResult result = solver.solve(pos[0], pos[1]);
                assertEquals(expected, result.score(), () -> "exact score of " + Board.fromRelative(pos[0], pos[1], true));
                assertTrue(result.complete());
                checked++;
            }
            if (nEmpties % 3 == 0) {
                solver.clearHash();
            }
        }
        assertEquals(2900, checked);
    }

    @Test
    void bestMoveAndPrincipalVariationReachTheScore() {
        Solver solver = new Solver(4, 1);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 150; i++) {
            long[] pos = RandomPositions.next(random, 1 + random.nextInt(12));
            SolveResult result = solver.solve(pos[0], pos[1]);
            // Playing out the PV must end the game with the solved score.
            long player = pos[0];
            long opponent = pos[1];
            int sign = 1;
            for (int move : result.pv()) {
                if (move != Square.PASS) {
                    long flipped = Bits.flips(player, opponent, move);
                    assertTrue(flipped != 0, "PV move " + Square.name(move) + " is legal");
                    player |= flipped | (1L << move);
                    opponent &= ~flipped;
                } else {
                    assertEquals(0, Bits.legalMoves(player, opponent), "a PV pass is forced");
                }
                long t = player;
                player = opponent;
                opponent = t;
                sign = -sign;
            }
            assertTrue(Bits.isGameOver(player, opponent), "the PV plays to the end");
            assertEquals(result.score(), sign * Bits.finalScore(player, opponent));
            if (Bits.legalMoves(pos[0], pos[1]) != 0) {
                int move = result.bestMove();
                long flipped = Bits.flips(pos[0], pos[1], move);
                int after = -RandomPositions.minimax(pos[1] & ~flipped, pos[0] | flipped | (1L << move), -65, 65);
                assertEquals(result.score(), after, "the best move keeps the score");
            }
        }
    }

    @Test
    void nullWindowResultsBoundTheExactScore() {
        Solver solver = new Solver(4, 1);
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 200; i++) {
            long[] pos = RandomPositions.next(random, 4 + random.nextInt(10));
            int exact = solver.solve(pos[0], pos[1]).score();
            for (int k = 0; k < 3; k++) {
                int alpha = exact - 6 + random.nextInt(12);
                solver.clearHash();
                int bound = solver.solve(pos[0], pos[1], alpha, alpha + 1, 0, 0).score();
                if (exact > alpha) {
                    assertTrue(bound > alpha && bound <= exact, "fail high " + bound + " for " + exact + " at " + alpha);
                } else {
                    assertTrue(bound <= alpha && bound >= exact, "fail low " + bound + " for " + exact + " at " + alpha);
                }
                // Same with a warm table (bounds from the exact search and earlier windows).
                int warm = solver.solve(pos[0], pos[1], alpha, alpha + 1, 0, 0).score();
                assertEquals(exact > alpha, warm > alpha);
            }
        }
    }

    @Test
    void handMadeCases() {
        Solver solver = new Solver(1, 1);
        // Full board: nothing to play, the score is the disc difference.
        SolveResult full = solve(solver, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOO X");
        assertEquals(32, full.score());
        assertEquals(Square.NONE, full.bestMove());
        // One empty square that neither side can take: it goes to the winner.
        SolveResult blocked = solve(solver, "-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O");
        assertEquals(-64, blocked.score());
        // The side to move has no move and must pass: the best move is a pass.
        // White cannot play a1 (no black disc to bracket); black then takes a1 and b1: 3 - 61.
        SolveResult pass = solve(solver, "-OX" + "O".repeat(61) + " O");
        assertEquals(Square.PASS, pass.bestMove());
        assertEquals(58, pass.score());
        assertEquals("pass a1", pass.pvText());
        // A wipe-out: black takes every white disc at once.
        SolveResult wipeout = solve(solver, "XO-" + "-".repeat(61) + " X");
        assertEquals(64, wipeout.score());
        assertEquals(Square.parse("c1"), wipeout.bestMove());
    }

    @Test
    void sameNodeCountTwiceOnOneThread() {
        assertSameNodeCountTwice(null);
    }

    @Test
    void sameNodeCountTwiceWithPatternOrdering() {
        assertSameNodeCountTwice(Evaluators.byName("ordering"));
    }

    private static void assertSameNodeCountTwice(Evaluator orderingEval) {
        Board board = BoardText.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
        long[] nodes = new long[2];
        for (int run = 0; run < 2; run++) {
            Solver solver = new Solver(16, 1);
            solver.setOrderingEvaluator(orderingEval);
            SolveResult result = solver.solve(board.player(), board.opponent());
            assertEquals(18, result.score());
            nodes[run] = result.nodes();
        }
        assertEquals(nodes[0], nodes[1]);
        assertTrue(nodes[0] > 0);
    }

    @Test
    void clearHashEmptiesEveryTable() {
        // A second solve after clearHash must redo the whole tree: the shared table and each
        // thread's small table below 12 empties are both emptied.
        Board board = BoardText.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
        Solver solver = new Solver(16, 1);
        long first = solver.solve(board.player(), board.opponent()).nodes();
        long warm = solver.solve(board.player(), board.opponent()).nodes();
        solver.clearHash();
        long cleared = solver.solve(board.player(), board.opponent()).nodes();
        assertTrue(warm < first, "the tables should save nodes: " + warm + " >= " + first);
        assertEquals(first, cleared);
    }

    @Test
    void clearHashEmptiesTheOrderingTables() {
        // From 16 empties on the ordering searches keep results in a table of each thread's own;
        // clearHash must empty it too, or a repeated solve orders (and counts) differently.
        long[] pos = RandomPositions.next(new SplittableRandom(11), 20);
        Solver solver = new Solver(16, 1);
        solver.setOrderingEvaluator(Evaluators.byName("ordering"));
        long first = solver.solve(pos[0], pos[1]).nodes();
        solver.clearHash();
        long cleared = solver.solve(pos[0], pos[1]).nodes();
        assertEquals(first, cleared);
    }

    @Test
    void patternOrderingGivesTheSameScores() {
        // From 14 empties on the trained evaluation orders the moves: the scores must not move. (On
        // these random-play positions, unlike real games, it saves no nodes: see bench/RESULTS.md.)
        Solver byMobility = new Solver(16, 1);
        Solver byPattern = new Solver(16, 1);
        byPattern.setOrderingEvaluator(Evaluators.byName("ordering"));
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 24; i++) {
            long[] pos = RandomPositions.next(random, 16 + i % 3);
            SolveResult a = byMobility.solve(pos[0], pos[1]);
            SolveResult b = byPattern.solve(pos[0], pos[1]);
            assertEquals(a.score(), b.score(), () -> "exact score of " + Board.fromRelative(pos[0], pos[1], true));
            byMobility.clearHash();
            byPattern.clearHash();
        }
    }

    @Test
    void selectivePresearchesLeaveTheExactScoresAlone() {
        // From Settings.PRESEARCH_MIN_EMPTIES on, the pattern-ordered solver first searches with
        // probcut; the exact search after it must find what it finds without them, in full and
        // null windows.
        Solver plain = new Solver(16, 1);
        plain.setOrderingEvaluator(Evaluators.byName("ordering"));
        plain.setPresearch(false);
        Solver byPattern = new Solver(16, 1);
        byPattern.setOrderingEvaluator(Evaluators.byName("ordering"));
        Solver twoThreads = new Solver(16, 2);
        twoThreads.setOrderingEvaluator(Evaluators.byName("ordering"));
        twoThreads.setParallelMinEmpties(0);
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 3; i++) {
            long[] pos = RandomPositions.next(random, Settings.PRESEARCH_MIN_EMPTIES);
            SolveResult a = plain.solve(pos[0], pos[1]);
            SolveResult b = byPattern.solve(pos[0], pos[1]);
            String where = "exact score of " + Board.fromRelative(pos[0], pos[1], true);
            assertEquals(a.score(), b.score(), where);
            assertEquals(a.score(), twoThreads.solve(pos[0], pos[1]).score(), where + " on two threads");
            SolveResult high = byPattern.solve(pos[0], pos[1], a.score() - 1, a.score(), 0, 0);
            assertTrue(high.score() >= a.score(), where);
            SolveResult low = byPattern.solve(pos[0], pos[1], a.score(), a.score() + 1, 0, 0);
            assertTrue(low.score() <= a.score(), where);
        }
        twoThreads.close();
    }

    @Test
    void stopsWhenTheNodeLimitIsReached() {
        Board board = BoardText.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
        Solver solver = new Solver(16, 1);
        SolveResult result = solver.solve(board.player(), board.opponent(), Solver.FULL_ALPHA, Solver.FULL_BETA, 2000, 0);
        assertFalse(result.complete());
        // The solver still works afterwards.
        assertEquals(18, solver.solve(board.player(), board.opponent()).score());
    }

    private static SolveResult solve(Solver solver, String text) {
        Board board = BoardText.parse(text);
        return solver.solve(board.player(), board.opponent());
    }
}
