package io.magpie.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.format.Transcript;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameAnalyzerTest {
    /** WTH_2015.wtb game 1 (15-49), passes at moves 55 and 58. */
    static final String GAME = "f5d6c4d3c3f4f6f3e6e7f7c5e3e2b6g4g5c6f8d7c8e8d8c7b5h6h3h5e1g6g3f2f1a6b8a4b7b4a3b3"
            + "a5a2h4h2g7d2d1h8c2b2g8a8a1a7pah7pag2g1h1c1b1";

    private static GameAnalysis analyse(String moves, int depth, int exactFrom) {
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setHashMb(16);
        return new GameAnalyzer(engine, null, new GameAnalyzer.Settings(depth, exactFrom, 0))
                .analyze(Transcript.parse(moves), GameAnalyzer.Progress.NONE);
    }

    @Test
    void exactRowsAgreeWithTheSolverForTheBestAndThePlayedMove() {
        GameAnalysis analysis = analyse(GAME, 2, 14);
        assertTrue(analysis.complete());
        assertEquals(60, analysis.rows().size());
        assertEquals(-34, analysis.resultForBlack());
        Solver solver = new Solver(16, 1);
        int exactRows = 0;
        for (MoveAnalysis row : analysis.rows()) {
            if (row.empties() > 14) {
                assertFalse(row.method().exact(), "move " + row.number());
                continue;
            }
            exactRows++;
            assertTrue(row.method().exact(), "move " + row.number());
            Board before = analysis.game().boardAt(row.ply());
            assertEquals(solver.solve(before.player(), before.opponent()).score(), row.bestValue(), "move " + row.number());
            assertEquals(valueOfMove(solver, before, row.played()), row.playedValue(), "move " + row.number());
            for (int best : row.bestMoves()) {
                assertEquals(row.bestValue(), valueOfMove(solver, before, best), "best of move " + row.number());
            }
            assertEquals(row.bestValue() - row.playedValue(), row.loss());
        }
        assertEquals(14, exactRows); // 14 empties down to 1, passes have no row
        solver.close();
        // the last-but-one Black blunder of this game: c2 at move 49 lost 12 discs (b2 keeps -24)
        MoveAnalysis c2 = analysis.rows().get(48);
        assertEquals("c2", c2.moveName());
        assertEquals(12.0, c2.loss());
        assertTrue(analysis.isBlunder(c2));
    }

    static double valueOfMove(Solver solver, Board before, int move) {
        Board after = before.play(move);
        if (after.isGameOver()) {
            return -after.finalScore();
        }
        if (after.mustPass()) {
            Board again = after.pass();
            return solver.solve(again.player(), again.opponent()).score();
        }
        return -solver.solve(after.player(), after.opponent()).score();
    }

    @Test
    void aFirstMoveLosesNothing() {
        // the four first moves lead to the same position turned or mirrored
        for (String first : List.of("f5", "d3", "c4", "e6")) {
            MoveAnalysis row = analyse(first, 4, 0).rows().get(0);
            assertEquals(0.0, row.loss(), first);
            assertTrue(row.playedBest(), first);
        }
    }

    @Test
    void summariesCountMistakesAndBlundersByTheStatedThresholds() {
        Game game = Transcript.parse("f5d6c3d3");
        GameAnalyzer.Settings settings = new GameAnalyzer.Settings(10, 20, 0);
        int f5 = Square.parse("f5");
        int d6 = Square.parse("d6");
        int c3 = Square.parse("c3");
        int d3 = Square.parse("d3");
        List<MoveAnalysis> rows = List.of(
                new MoveAnalysis(0, 1, true, 60, f5, 1.0, List.of(f5), 1.0, Method.BOOK),
                new MoveAnalysis(1, 2, false, 59, d6, -1.5, List.of(c3), 0.5, Method.search(10, 73)), // 2.0: mistake
                new MoveAnalysis(2, 3, true, 58, c3, -4.0, List.of(d6), 2.0, Method.search(10, 73)), // 6.0: blunder
                new MoveAnalysis(3, 4, false, 57, d3, 4.0, List.of(d3), 4.0, Method.EXACT));
        GameAnalysis analysis = new GameAnalysis(game, rows, true, settings);
        GameAnalysis.PlayerSummary black = analysis.summary(true);
        GameAnalysis.PlayerSummary white = analysis.summary(false);
        assertEquals(2, black.moves());
        assertEquals(6.0, black.totalLoss());
        assertEquals(3.0, black.averageLoss());
        assertEquals(0, black.mistakes());
        assertEquals(1, black.blunders());
        assertEquals(1, white.mistakes());
        assertEquals(0, white.blunders());
        // the last move that took its mover from >= 0 to < 0: Black's c3
        assertEquals(3, analysis.decisiveMove().number());
        assertEquals(-4.0, analysis.peakForBlack(false).valueAfterForBlack());
        assertNull(analysis.resultForBlack());
        String table = AnalysisText.table(analysis);
        assertTrue(table.contains("BLUNDER"), table);
        assertTrue(table.contains("mistake"), table);
        assertTrue(table.contains("decisive move: 3. Black c3"), table);
        String json = AnalysisText.json(analysis);
        assertTrue(json.contains("\"decisive_move\": 3"), json);
        assertEquals(5, AnalysisText.tsv(analysis).lines().count());
        String ggf = AnalysisGgf.annotate(analysis, null).toString();
        assertTrue(ggf.contains("B[F5/1.00]W[D6/-1.50]B[C3/-4.00]W[D3/4.00]"), ggf);
    }
}
