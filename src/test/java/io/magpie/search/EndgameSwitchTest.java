package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.endgame.SmallSolver;
import io.magpie.endgame.Solver;
import org.junit.jupiter.api.Test;

class EndgameSwitchTest {
    @Test
    void moreTimeOrMoreThreadsReachMoreEmpties() {
        int previous = -1;
        for (long ms = 1; ms <= 100_000; ms *= 10) {
            int empties = EndgameSwitch.solvableEmpties(ms, 1);
            assertTrue(empties >= previous, ms + " ms");
            assertTrue(EndgameSwitch.solvableEmpties(ms, 2) >= empties);
            previous = empties;
        }
        assertEquals(64, EndgameSwitch.solvableEmpties(Long.MAX_VALUE, 1));
        // the model as measured: the exact solve of 22 empties takes most of a second on one thread
        assertEquals(22, EndgameSwitch.solvableEmpties(1000, 1));
    }

    @Test
    void withoutATimeLimitTheExactSolveIsAlwaysAffordable() {
        SearchControl unlimited = SearchControl.unlimited();
        assertTrue(new EndgameSwitch(new Solver(1, 1)).exactAffordable(40, unlimited));
        assertFalse(new EndgameSwitch(null).exactAffordable(10, unlimited));
    }

    @Test
    void withATimeLimitOnlyWhatTheTimeAffords() {
        EndgameSwitch endgame = new EndgameSwitch(new Solver(1, 1));
        SearchControl minute = new SearchControl(60_000, 30_000, 0);
        assertTrue(endgame.exactAffordable(14, minute));
        assertFalse(endgame.exactAffordable(40, minute), "40 empties: not in a minute");
        // two seconds: not the exact solve at 24 empties (about 3 s); the margin is wide, so a slow
        // machine does not change the answer
        assertFalse(endgame.exactAffordable(24, new SearchControl(2000, 1000, 0)));
        SearchControl stopped = new SearchControl(60_000, 30_000, 0);
        stopped.stop();
        assertFalse(endgame.exactAffordable(14, stopped));
    }

    @Test
    void theMeasuredSolveSpeedFollowsSlowSolvesAndIgnoresTinyOnes() {
        double model = EndgameSwitch.exactCostMs(20, 1, 1);
        assertEquals(1, EndgameSwitch.measuredScale(1, 20, 10, true, 1), "too short to say anything");
        double slower = EndgameSwitch.measuredScale(1, 20, model * 4, true, 1);
        assertEquals(2, slower, 1e-9, "half way to the sample, geometrically");
        assertTrue(EndgameSwitch.measuredScale(1, 22, EndgameSwitch.exactCostMs(22, 1, 1) / 4, true, 1) < 1);
        // a solve that ran out of time was at least as slow as it took, never evidence of speed
        assertEquals(2, EndgameSwitch.measuredScale(2, 20, model / 2, false, 1), 1e-9);
        assertEquals(EndgameSwitch.MAX_COST_SCALE, EndgameSwitch.measuredScale(8, 20, model * 1e6, true, 1));
        assertEquals(EndgameSwitch.exactCostMs(20, 1, 1) * 2, EndgameSwitch.exactCostMs(20, 1, 2), 1e-9);
        assertEquals(EndgameSwitch.exactCostMs(21, 1, 1), EndgameSwitch.exactCostMs(20, 1, 1) * EndgameSwitch.EXACT_GROWTH,
                1e-6);
    }

    @Test
    void twoThreadsSpeedUpOnlyTheSolvesTheySplit() {
        Solver one = new Solver(1, 1);
        Solver two = new Solver(1, 2);
        try {
            EndgameSwitch single = new EndgameSwitch(one);
            EndgameSwitch parallel = new EndgameSwitch(two);
            int small = Solver.PARALLEL_MIN_EMPTIES - 1;
            assertEquals(single.exactCostMs(small), parallel.exactCostMs(small), 1e-9, "a small solve stays on one thread");
            int large = Solver.PARALLEL_MIN_EMPTIES;
            assertTrue(parallel.exactCostMs(large) < single.exactCostMs(large) / 1.5,
                    parallel.exactCostMs(large) + " against " + single.exactCostMs(large));
        } finally {
            two.close();
        }
    }

    @Test
    void smallSubtreesFitTheEndgamesSmallSolver() {
        assertTrue(EndgameSwitch.EMPTIES_TO_SMALL_SOLVER <= SmallSolver.MAX_EMPTIES);
        assertTrue(EndgameSwitch.useSmallSolver(6, EndgameSwitch.EMPTIES_TO_SMALL_SOLVER));
        assertFalse(EndgameSwitch.useSmallSolver(5, 6));
    }
}
