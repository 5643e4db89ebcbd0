package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SolveControlTest {
    @Test
    void aHugeTimeLimitIsNoDeadlineRatherThanOneInThePast() {
        SolveControl control = new SolveControl();
        for (long ms : new long[] {Long.MAX_VALUE, Long.MAX_VALUE / 1000, 9_223_372_036_854L}) {
            control.reset(0, ms);
            assertTrue(control.nanosLeft() > 0, ms + " ms");
            assertFalse(control.report(1), ms + " ms: stopped at once");
        }
        control.reset(0, 60_000);
        assertTrue(control.nanosLeft() > 0 && control.nanosLeft() <= 60_000_000_000L);
    }
}
