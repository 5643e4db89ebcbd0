package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SideClockTest {
    private static SideClock clock(String tc) {
        return new SideClock(EngineSpec.parse("tc=" + tc));
    }

    @Test
    void suddenDeathRunsDownAndAnIncrementIsCreditedAfterEachMove() {
        SideClock sudden = clock("10");
        assertEquals(10_000, sudden.allowedMs());
        sudden.charge(2_500);
        assertEquals(7_500, sudden.leftMs());
        assertEquals(0, sudden.stonesLeft());
        SideClock increment = clock("10+1");
        increment.charge(2_500);
        assertEquals(8_500, increment.leftMs());
        assertEquals(8_500, increment.allowedMs());
    }

    @Test
    void theFirstPeriodStartsWhereTheMainTimeRunsOutEvenInTheMiddleOfAMove() {
        SideClock c = clock("10/6/3");
        assertEquals(16_000, c.allowedMs()); // the main time, then a first period for the move that overruns it
        c.charge(9_000);
        assertEquals(1_000, c.leftMs());
        assertEquals(0, c.stonesLeft());
        c.charge(3_000); // 1 s of main time, 2 s of the period: its first move
        assertEquals(4_000, c.leftMs());
        assertEquals(2, c.stonesLeft());
        assertEquals(4_000, c.allowedMs());
    }

    @Test
    void aPeriodPlayedInTimeStartsAgainFull() {
        SideClock c = clock("0/6/3");
        assertEquals(6_000, c.leftMs());
        assertEquals(3, c.stonesLeft());
        c.charge(1_000);
        c.charge(2_000);
        assertEquals(3_000, c.leftMs());
        assertEquals(1, c.stonesLeft());
        c.charge(2_900);
        assertEquals(6_000, c.leftMs());
        assertEquals(3, c.stonesLeft());
    }

    @Test
    void mainTimeRunningOutExactlyLeavesTheNextMoveAWholePeriod() {
        SideClock c = clock("5/2/1");
        c.charge(5_000);
        assertEquals(2_000, c.leftMs());
        assertEquals(1, c.stonesLeft());
        c.charge(1_500);
        assertEquals(2_000, c.leftMs()); // one stone a period: every move gets the whole period
        assertEquals(1, c.stonesLeft());
    }
}
