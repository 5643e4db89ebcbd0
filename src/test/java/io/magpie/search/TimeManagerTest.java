package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeManagerTest {
    @Test
    void noLimitsMeansUnlimited() {
        assertEquals(TimeManager.Budget.UNLIMITED, TimeManager.plan(0, 0, 0, 0, 40));
    }

    @Test
    void moveTimeIsNeverExceeded() {
        for (long ms : new long[] {1, 2, 10, 100, 5000}) {
            TimeManager.Budget b = TimeManager.plan(ms, 0, 0, 0, 40);
            assertTrue(b.hardMs() >= 1 && b.hardMs() <= ms, ms + ": " + b);
            assertTrue(b.softMs() >= 1 && b.softMs() <= b.hardMs(), ms + ": " + b);
        }
    }

    @Test
    void aClockIsNeverPlannedPastItsReserve() {
        for (long clock : new long[] {1, 5, 20, 100, 1000, 10_000, 600_000}) {
            for (int empties = 1; empties <= 60; empties++) {
                TimeManager.Budget b = TimeManager.plan(0, clock, 0, 0, empties);
                assertTrue(b.hardMs() >= 1, clock + "/" + empties + ": " + b);
                assertTrue(b.hardMs() <= Math.max(1, clock - clock / TimeManager.RESERVE_DIVISOR),
                        clock + "/" + empties + ": " + b);
                assertTrue(b.softMs() <= b.hardMs());
            }
        }
    }

    @Test
    void aWholeGameOfPlannedMovesFitsTheClock() {
        // Spending the full hard limit on every move, one move per two empties, still leaves time.
        for (long clock : new long[] {1000, 10_000, 300_000}) {
            long left = clock;
            for (int empties = 60; empties > 0; empties -= 2) {
                TimeManager.Budget b = TimeManager.plan(0, left, 0, 0, empties);
                left -= b.hardMs() + TimeManager.OVERHEAD_MS;
            }
            assertTrue(left > 0, "clock " + clock + " ends with " + left);
        }
    }

    @Test
    void anIncrementIsNotSpentBeforeItArrives() {
        for (long clock : new long[] {1, 50, 100, 1000}) {
            TimeManager.Budget b = TimeManager.plan(0, clock, 2000, 0, 50);
            assertTrue(b.hardMs() <= Math.max(1, clock - clock / TimeManager.RESERVE_DIVISOR), clock + ": " + b);
        }
        assertTrue(TimeManager.plan(0, 1000, 2000, 0, 50).hardMs() > 500, "but a clock with room uses it");
    }

    @Test
    void moreTimeNearTheSolveThanInTheOpening() {
        TimeManager.Budget opening = TimeManager.plan(0, 60_000, 0, 0, 56);
        TimeManager.Budget nearSolve = TimeManager.plan(0, 60_000, 0, 0, 22);
        assertTrue(nearSolve.softMs() > opening.softMs(), opening + " vs " + nearSolve);
    }

    @Test
    void incrementAndMovesToGoAddUp() {
        TimeManager.Budget plain = TimeManager.plan(0, 10_000, 0, 0, 40);
        assertTrue(TimeManager.plan(0, 10_000, 1000, 0, 40).softMs() > plain.softMs());
        assertTrue(TimeManager.plan(0, 10_000, 0, 2, 40).softMs() > plain.softMs());
    }
}
