package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.endgame.Solver;
import org.junit.jupiter.api.Test;

class EndgameSwitchTest {
    @Test
    void moreTimeOrMoreThreadsReachMoreEmpties() {
        for (int step = 0; step <= EndgameSwitch.EXACT_STEP; step++) {
            int previous = -1;
            for (long ms = 1; ms <= 100_000; ms *= 10) {
                int empties = EndgameSwitch.solvableEmpties(step, ms, 1);
                assertTrue(empties >= previous, "step " + step + " at " + ms + " ms");
                assertTrue(EndgameSwitch.solvableEmpties(step, ms, 2) >= empties);
                previous = empties;
            }
            assertEquals(64, EndgameSwitch.solvableEmpties(step, Long.MAX_VALUE, 1));
        }
    }

    @Test
    void probableSolvesReachFurtherThanTheExactOneButNotBeyondTheirMeasuredRange() {
        for (long ms = 10; ms <= 1000; ms *= 10) {
            int exact = EndgameSwitch.solvableEmpties(EndgameSwitch.EXACT_STEP, ms, 1);
            int cheapest = EndgameSwitch.solvableEmpties(0, ms, 1);
            assertTrue(cheapest >= Math.min(exact, EndgameSwitch.PROBABLE_MAX_EMPTIES), ms + " ms");
        }
        assertEquals(EndgameSwitch.PROBABLE_MAX_EMPTIES, EndgameSwitch.solvableEmpties(0, 1_000_000, 1));
        // at 100 ms the cheapest probable solve reaches 22 empties, the exact one 19 (two threads)
        assertTrue(EndgameSwitch.solvableEmpties(0, 100, 1.64) > EndgameSwitch.solvableEmpties(EndgameSwitch.EXACT_STEP, 100, 1.64));
        // the model as measured: the exact solve of 22 empties takes most of a second on one thread
        assertTrue(EndgameSwitch.solvableEmpties(EndgameSwitch.EXACT_STEP, 1000, 1) == 22);
    }

    @Test
    void withoutATimeLimitOnlyTheExactSolve() {
        Solver solver = new Solver(1, 1);
        EndgameSwitch endgame = new EndgameSwitch(solver);
        SearchControl unlimited = SearchControl.unlimited();
        assertEquals(EndgameSwitch.EXACT_STEP, endgame.affordableStep(40, unlimited, -1));
        assertEquals(-1, endgame.affordableStep(40, unlimited, EndgameSwitch.EXACT_STEP));
        assertEquals(-1, new EndgameSwitch(null).affordableStep(10, unlimited, -1));
    }

    @Test
    void withATimeLimitTheMostAccurateStepTheTimeAffords() {
        EndgameSwitch endgame = new EndgameSwitch(new Solver(1, 1));
        SearchControl minute = new SearchControl(60_000, 30_000, 0);
        assertEquals(EndgameSwitch.EXACT_STEP, endgame.affordableStep(14, minute, -1));
        assertEquals(-1, endgame.affordableStep(40, minute, -1), "40 empties: nothing in a minute");
        // two seconds: at 24 empties the 6-disc probable solve (about 0.3 s) but not the exact one
        // (about 3 s); the margins are wide, so a slow machine does not change the answer
        SearchControl seconds = new SearchControl(2000, 1000, 0);
        assertEquals(1, endgame.affordableStep(24, seconds, -1));
        assertEquals(-1, endgame.affordableStep(24, seconds, 1));
        SearchControl stopped = new SearchControl(60_000, 30_000, 0);
        stopped.stop();
        assertEquals(-1, endgame.affordableStep(14, stopped, -1));
    }
}
