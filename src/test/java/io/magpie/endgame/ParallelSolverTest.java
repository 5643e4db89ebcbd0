package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ParallelSolverTest {
    @Test
    void threeThreadsFindTheSameScoresAsOne() {
        Solver one = new Solver(8, 1);
        Solver three = new Solver(8, 3);
        three.setParallelMinEmpties(0); // these sizes would otherwise stay on one thread
        try {
            SplittableRandom random = new SplittableRandom(42);
            for (int i = 0; i < 16; i++) {
                long[] pos = RandomPositions.next(random, 13 + random.nextInt(4));
                SolveResult expected = one.solve(pos[0], pos[1]);
                SolveResult actual = three.solve(pos[0], pos[1]);
                assertEquals(expected.score(), actual.score());
                assertTrue(actual.complete());
                // The window variants too: a null window around the score.
                int alpha = expected.score() - 1 + random.nextInt(2);
                three.clearHash();
                int bound = three.solve(pos[0], pos[1], alpha, alpha + 1, 0, 0).score();
                assertEquals(expected.score() > alpha, bound > alpha);
            }
        } finally {
            three.close();
        }
    }

    @Test
    void aStopReachesEveryThread() throws Exception {
        Solver solver = new Solver(8, 2);
        solver.setParallelMinEmpties(0);
        try {
            long[] pos = RandomPositions.next(new SplittableRandom(9), 24);
            Thread stopper = new Thread(() -> {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                solver.control().stop();
            });
            stopper.start();
            SolveResult result = solver.solve(pos[0], pos[1]);
            stopper.join();
            assertFalse(result.complete());
            // Usable again afterwards.
            long[] small = RandomPositions.next(new SplittableRandom(10), 12);
            assertEquals(RandomPositions.minimax(small[0], small[1], -65, 65), solver.solve(small[0], small[1]).score());
        } finally {
            solver.close();
        }
    }
}
