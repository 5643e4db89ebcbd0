package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
