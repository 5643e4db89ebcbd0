package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.TestData;
import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Evaluators;
import io.magpie.format.ObfFile;
import io.magpie.format.ObfProblem;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The FFO endgame suite (src/test/resources/positions): every score exact, every best move among the known best. */
class FfoSuiteTest {

    @Test
    void ffo1to19() throws Exception {
        solveAll("fforum-1-19.obf", 19, null);
    }

    @Test
    void ffo1to19WithPatternOrdering() throws Exception {
        solveAll("fforum-1-19.obf", 19, Evaluators.byName("ordering"));
    }

    @Test
    void ffo20to39() throws Exception {
        solveAll("fforum-20-39.obf", 20, Evaluators.byName("ordering"));
    }

    @Test
    void ffo59WithBothPresearchLevels() throws Exception {
        // #59 (34 empties, a wipe-out) takes a fraction of a second, and from 28 empties on both
        // pre-search levels run before the exact search (the last one with the deeper probcut
        // schedule): they must leave its score and move alone.
        Path file = TestData.path("positions/fforum-40-59.obf");
        ObfFile obf = ObfFile.read(file);
        ObfProblem problem = obf.problems().get(obf.problems().size() - 1).problem();
        Board board = problem.board();
        assertTrue(board.empties() >= Settings.PRESEARCH_FROM_EMPTIES[0], "FFO #59 has " + board.empties() + " empties");
        Solver solver = new Solver(64, 1);
        solver.setOrderingEvaluator(Evaluators.byName("ordering"));
        assertSolved(problem, solver.solve(board.player(), board.opponent()), "FFO #59");
        int expected = problem.bestScore().getAsInt();
        assertTrue(solver.solve(board.player(), board.opponent(), expected - 1, expected, 0, 0).score() >= expected);
        assertTrue(solver.solve(board.player(), board.opponent(), expected - 2, expected - 1, 0, 0).score() >= expected - 1);
    }

    private static void solveAll(String name, int count, Evaluator orderingEval) throws Exception {
        Path file = TestData.path("positions/" + name);
        ObfFile obf = ObfFile.read(file);
        assertTrue(obf.errors().isEmpty(), obf.errors().toString());
        assertEquals(count, obf.problems().size());
        Solver solver = new Solver(64, 1);
        solver.setOrderingEvaluator(orderingEval);
        for (ObfFile.Entry entry : obf.problems()) {
            Board board = entry.problem().board();
            assertSolved(entry.problem(), solver.solve(board.player(), board.opponent()), name + ":" + entry.line());
        }
    }

    /** The score is the problem's best score and the move one of its annotated best moves. */
    private static void assertSolved(ObfProblem problem, SolveResult result, String where) {
        int expected = problem.bestScore().getAsInt();
        assertEquals(expected, result.score(), where);
        boolean bestMoveKnown = false;
        for (ObfProblem.MoveScore ms : problem.moveScores()) {
            if (ms.move() == result.bestMove()) {
                assertEquals(expected, ms.score(), where + ": move " + Square.name(result.bestMove()) + " is not a best move");
                bestMoveKnown = true;
            }
        }
        assertTrue(bestMoveKnown, where + ": best move " + Square.name(result.bestMove()) + " is not annotated");
    }
}
