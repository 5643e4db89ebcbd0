package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.endgame.Solver;
import io.magpie.format.ArchivedGame;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class GameMakerTest {
    static final List<String> XOT = List.of("f5d6c4d3c2b3b4b5", "f5f4g3g6f3g4e3e2", "f5f6d3c5d6c7b5e3");
    /** Small games: depth 2, solved at 10 empties. */
    static final GameMaker.Settings SMALL = new GameMaker.Settings(2, 10, 2, 12, XOT, null, 0, "pattern", 1);

    private static GameMaker maker;

    @BeforeAll
    static void start() {
        maker = new GameMaker(SMALL);
    }

    @AfterAll
    static void close() {
        maker.close();
    }

    @Test
    void gamesAreValidAndSolvedExactlyFromTheSolvePoint() {
        Solver solver = new Solver(1, 1);
        Set<Integer> origins = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            ArchivedGame g = maker.play(seed);
            Board[] boards = g.boards(); // legal, ends, and the line ends on the stated score
            int solved = g.solvedPly(boards);
            Board b = boards[solved];
            assertTrue(b.emptyCount() == 10 || b.isGameOver(), g.toString());
            if (!b.isGameOver()) {
                int score = solver.solve(b.player(), b.opponent()).score();
                assertEquals(b.blackToMove() ? score : -score, g.blackScore(), g.toString());
            }
            // the line after the solve point keeps the value: each of its positions solves to it
            for (int k = solved; k < boards.length - 1; k += 3) {
                Board p = boards[k];
                int score = solver.solve(p.player(), p.opponent()).score();
                assertEquals(p.blackToMove() ? score : -score, g.blackScore(), "ply " + k + " of " + g);
            }
            origins.add(g.origin());
            if (g.origin() == ArchivedGame.XOT) {
                assertEquals(8, g.openingPlies());
            } else {
                assertTrue(g.openingPlies() >= 2 && g.openingPlies() <= 12, g.toString());
            }
        }
        solver.close();
        assertEquals(Set.of(ArchivedGame.RANDOM, ArchivedGame.XOT), origins);
    }

    @Test
    void aGameDependsOnlyOnItsSeed() {
        ArchivedGame a = maker.play(42);
        maker.play(43);
        assertEquals(a, maker.play(42));
        GameMaker other = new GameMaker(SMALL);
        assertEquals(a, other.play(42));
        other.close();
    }
}
