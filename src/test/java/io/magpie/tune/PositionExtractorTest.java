package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.format.WthorGame;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PositionExtractorTest {
    private static final String[] OPENING = {"f5", "d6", "c3", "d3", "c4", "f4"};

    private static WthorGame game(int blackTheoretical, int depth) {
        Board[] boards = new Board[OPENING.length + 1];
        int[] moves = new int[OPENING.length];
        Board b = Board.start();
        for (int k = 0; k < OPENING.length; k++) {
            boards[k] = b;
            moves[k] = Square.parse(OPENING[k]);
            b = b.play(moves[k]);
        }
        boards[OPENING.length] = b;
        return new WthorGame(0, 1, 2, 3, blackTheoretical, blackTheoretical, depth, moves, boards);
    }

    @Test
    void theoreticalScoreIsSeenFromTheSideToMoveAndExactAtItsDepth(@TempDir Path dir) throws IOException {
        // a game record cut after 6 moves, with black's perfect-play score 40 (+16) from 57 empties
        Path file = dir.resolve("p.mgpd");
        try (PositionFile.Writer w = PositionFile.create(file)) {
            PositionExtractor ex = new PositionExtractor(w, 0, 60);
            ex.add(game(40, 57), 7);
            assertEquals(6, ex.positions());
        }
        List<TrainingPosition> list = LabellerTest.read(file);
        assertEquals(6, list.size());
        for (int k = 0; k < 6; k++) {
            TrainingPosition p = list.get(k);
            boolean blackToMove = k % 2 == 0;
            assertEquals(60 - k, p.empties());
            assertEquals(blackToMove ? 16 : -16, p.label(), "ply " + k);
            assertEquals(p.empties() == 57 ? TrainingPosition.EXACT : TrainingPosition.THEORETICAL, p.kind());
            assertEquals(7, p.game());
        }
    }

    @Test
    void unfinishedGameWithoutTheoreticalScoreGivesNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("p.mgpd");
        try (PositionFile.Writer w = PositionFile.create(file)) {
            PositionExtractor ex = new PositionExtractor(w, 0, 60);
            ex.add(game(40, 0), 1);
            assertEquals(0, ex.positions());
            assertEquals(1, ex.skippedGames());
        }
    }

    @Test
    void emptiesRangeIsRespected(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("p.mgpd");
        try (PositionFile.Writer w = PositionFile.create(file)) {
            PositionExtractor ex = new PositionExtractor(w, 56, 58);
            ex.add(game(30, 57), 1);
            assertEquals(3, ex.positions());
        }
    }

    @Test
    void archivedGameIsExactFromItsSolvedPositionAndTheoreticalBefore(@TempDir Path dir) throws IOException {
        GameMaker maker = new GameMaker(GameMakerTest.SMALL);
        io.magpie.endgame.Solver solver = new io.magpie.endgame.Solver(1, 1);
        Path file = dir.resolve("a.mgpd");
        for (long seed = 1; seed <= 3; seed++) {
            io.magpie.format.ArchivedGame g = maker.play(seed);
            Board[] boards = g.boards();
            int solved = g.solvedPly(boards);
            try (PositionFile.Writer w = PositionFile.create(file)) {
                PositionExtractor ex = new PositionExtractor(w, 0, 60);
                ex.add(g, 5);
                assertEquals(1, ex.games());
            }
            List<TrainingPosition> list = LabellerTest.read(file);
            int k = 0;
            int exact = 0;
            for (TrainingPosition p : list) {
                while (g.move(k) == Square.PASS) {
                    k++; // positions where the side to move must pass are left out
                }
                Board b = boards[k];
                assertEquals(b.player(), p.player());
                assertEquals(5, p.game());
                assertEquals(b.blackToMove() ? g.blackScore() : -g.blackScore(), p.label());
                assertEquals(k >= solved ? TrainingPosition.EXACT : TrainingPosition.THEORETICAL, p.kind(), "ply " + k);
                if (p.kind() == TrainingPosition.EXACT) {
                    exact++;
                    // an exact label is what the solver says of that position
                    assertEquals(solver.solve(p.player(), p.opponent()).score(), p.label(), "ply " + k);
                }
                k++;
            }
            assertEquals(g.moveCount() - solved, exact + passesFrom(g, solved), g.toString());
            assertTrue(exact > 0 || boards[solved].isGameOver(), g.toString());
        }
        solver.close();
        maker.close();
    }

    private static int passesFrom(io.magpie.format.ArchivedGame g, int from) {
        int n = 0;
        for (int i = from; i < g.moveCount(); i++) {
            n += g.move(i) == Square.PASS ? 1 : 0;
        }
        return n;
    }
}
