package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SearchControlTest {
    @Test
    void aHugeTimeLimitSaturatesInsteadOfOverflowingIntoThePast() {
        for (long ms : new long[] {Long.MAX_VALUE, Long.MAX_VALUE / 1000, 9_223_372_036_854L, 100_000_000_000_000L}) {
            SearchControl control = new SearchControl(ms, ms, 0);
            assertTrue(control.hardDeadlineNanos > control.startNanos, ms + " ms: deadline before the start");
        }
        assertEquals(Long.MAX_VALUE, SearchControl.deadline(0, Long.MAX_VALUE / 1000));
        assertEquals(Long.MAX_VALUE, SearchControl.deadline(-5, Long.MAX_VALUE));
        assertEquals(5_000_000L + 7, SearchControl.deadline(7, 5));
    }
}
