package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SmallSolverTest {
    private final SmallSolver solver = new SmallSolver();

    @Test
    void exactInsideTheWindowAndBoundsOutsideIt() {
        SplittableRandom random = new SplittableRandom(31);
        int[][] windows = {{-65, 65}, {-3, 3}, {0, 1}, {-10, -9}, {5, 20}, {-40, -2}};
        for (int nEmpties = 0; nEmpties <= SmallSolver.MAX_EMPTIES; nEmpties++) {
            for (int i = 0; i < 60; i++) {
                long[] p = RandomPositions.next(random, nEmpties);
                int exact = RandomPositions.minimax(p[0], p[1], -65, 65);
                for (int[] w : windows) {
                    int score = solver.solve(p[0], p[1], w[0], w[1]);
                    String where = nEmpties + " empties, window " + w[0] + ".." + w[1];
                    if (score <= w[0]) {
                        assertTrue(exact <= score, where + ": upper bound " + score + ", exact " + exact);
                    } else if (score >= w[1]) {
                        assertTrue(exact >= score, where + ": lower bound " + score + ", exact " + exact);
                    } else {
                        assertEquals(exact, score, where);
                    }
                }
                assertEquals(exact, solver.solve(p[0], p[1], -65, 65));
            }
        }
    }

    @Test
    void countsItsNodes() {
        long[] p = RandomPositions.next(new SplittableRandom(32), SmallSolver.MAX_EMPTIES);
        long before = solver.nodes();
        solver.solve(p[0], p[1], -65, 65);
        assertTrue(solver.nodes() > before);
    }

    @Test
    void refusesTooManyEmpties() {
        long[] p = RandomPositions.next(new SplittableRandom(33), SmallSolver.MAX_EMPTIES + 1);
        assertThrows(IllegalArgumentException.class, () -> solver.solve(p[0], p[1], -65, 65));
    }
}
