package io.magpie.search;

import io.magpie.endgame.Solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.eval.Score;
import org.junit.jupiter.api.Test;

/** The plan as pure functions of the clock and the position: no timing. */
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
        for (long clock : new long[] {1, 5, 20, 100, 1000, 10_000, 600_000, 3_600_000}) {
            for (int empties = 1; empties <= 60; empties++) {
                TimeManager.Budget b = TimeManager.plan(0, clock, 0, 0, empties);
                assertTrue(b.hardMs() >= 1, clock + "/" + empties + ": " + b);
                assertTrue(b.hardMs() <= Math.max(1, clock - clock / TimeManager.RESERVE_DIVISOR),
                        clock + "/" + empties + ": " + b);
                assertTrue(b.softMs() <= b.hardMs());
            }
        }
    }

    /** Plays a whole game on paper: every move takes {@code share} of its hard limit; returns the clock left. */
    private static long simulate(long clock, double share, long overheadMs) {
        return simulate(clock, share, overheadMs, 0);
    }

    private static long simulate(long clock, double share, long overheadMs, long gameClockMs) {
        long left = clock;
        for (int empties = 60; empties > 0; empties -= 2) {
            TimeManager.Budget b = TimeManager.plan(new TimeManager.Situation(0, left, 0, 0, empties, overheadMs,
                    EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1), gameClockMs));
            left -= (long) (b.hardMs() * share) + Math.max(overheadMs, TimeManager.OVERHEAD_MS);
        }
        return left;
    }

    @Test
    void aWholeGameAtTheHardLimitStillEndsWithTimeLeft() {
        for (long clock : new long[] {1000, 10_000, 30_000, 60_000, 300_000, 3_600_000}) {
            assertTrue(simulate(clock, 1, 0) > 0, "clock " + clock);
            if (clock >= 10_000) { // 30 moves of 200 ms do not fit a second
                assertTrue(simulate(clock, 1, 200) > 0, "clock " + clock + ", 200 ms overhead a move");
            }
        }
    }

    @Test
    void aWholeGameAtTheTargetsUsesMostOfTheClock() {
        // a move typically ends between the soft limit and the target: the plan must not hoard
        for (long clock : new long[] {10_000, 30_000, 300_000}) {
            long left = clock;
            for (int empties = 60; empties > 0; empties -= 2) {
                TimeManager.Situation s = new TimeManager.Situation(0, left, 0, 0, empties, 0,
                        EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1));
                left -= (long) TimeManager.targetMs(s, TimeManager.usableMs(s)) + TimeManager.OVERHEAD_MS;
            }
            assertTrue(left > 0 && left < clock * 0.4, "clock " + clock + " ends with " + left);
        }
    }

    @Test
    void aMeasuredOverheadIsKeptBackForEveryMoveLeft() {
        TimeManager.Situation fast = new TimeManager.Situation(0, 10_000, 0, 0, 40, 0, 743);
        TimeManager.Situation slow = new TimeManager.Situation(0, 10_000, 0, 0, 40, 100, 743);
        assertEquals(TimeManager.usableMs(fast) - (100 - TimeManager.OVERHEAD_MS) * 20, TimeManager.usableMs(slow));
    }

    @Test
    void aShortGameKeepsBackLessOverheadForItsMoves() {
        double solve = EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1);
        assertEquals(TimeManager.OVERHEAD_MS, new TimeManager.Situation(0, 4_000, 0, 0, 40, 0, solve).overhead(),
                "main time unknown: the full floor");
        assertEquals(TimeManager.OVERHEAD_MS, new TimeManager.Situation(0, 4_000, 0, 0, 40, 0, solve, 60_000).overhead());
        assertEquals(8, new TimeManager.Situation(0, 4_000, 0, 0, 40, 0, solve, 4_000).overhead());
        assertEquals(TimeManager.MIN_OVERHEAD_MS, new TimeManager.Situation(0, 500, 0, 0, 40, 0, solve, 500).overhead());
        assertEquals(30, new TimeManager.Situation(0, 4_000, 0, 0, 40, 30, solve, 4_000).overhead(),
                "a measured overhead above the floor counts");
        TimeManager.Situation known = new TimeManager.Situation(0, 4_000, 0, 0, 52, 0, solve, 4_000);
        TimeManager.Situation unknown = new TimeManager.Situation(0, 4_000, 0, 0, 52, 0, solve);
        assertTrue(TimeManager.plan(known).softMs() > TimeManager.plan(unknown).softMs(),
                TimeManager.plan(known) + " against " + TimeManager.plan(unknown));
        // and a short game whose every move takes its hard limit and the smaller overhead still ends in time
        for (long clock : new long[] {800, 2_000, 4_000, 10_000}) {
            long left = clock;
            for (int empties = 52; empties > 0; empties -= 2) {
                TimeManager.Situation s = new TimeManager.Situation(0, left, 0, 0, empties, 0, solve, clock);
                left -= TimeManager.plan(s).hardMs() + s.overhead();
            }
            assertTrue(left > 0, "clock " + clock + " ends with " + left);
        }
    }

    @Test
    void theSolvesThatTwoThreadsDoNotSplitCostOneThreadsTime() {
        double speedup = Math.pow(2, 0.9);
        double reference = EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, speedup, 1);
        TimeManager.Situation one = new TimeManager.Situation(0, 4_000, 0, 0, 30, 0, reference, 4_000);
        TimeManager.Situation two = new TimeManager.Situation(0, 4_000, 0, 0, 30, 0, reference, 4_000, speedup);
        assertEquals(one.solveMs(22), two.solveMs(22), 1e-9);
        assertEquals(one.solveMs(Solver.PARALLEL_MIN_EMPTIES), two.solveMs(Solver.PARALLEL_MIN_EMPTIES), 1e-9);
        int below = Solver.PARALLEL_MIN_EMPTIES - 1;
        assertEquals(one.solveMs(below) * speedup, two.solveMs(below), 1e-9);
        // so the plan no longer counts on two threads for a solve it would make under the threshold
        int differ = 0;
        for (long usable = 10; usable <= 120_000; usable += 10) {
            int a = TimeManager.plannedSolveEmpties(one, usable);
            int b = TimeManager.plannedSolveEmpties(two, usable);
            assertTrue(b <= a, usable + " ms: solve planned at " + b + " empties, " + a + " on one thread's figures");
            if (b < a) {
                differ++;
                assertTrue(b < Solver.PARALLEL_MIN_EMPTIES, usable + " ms: " + b);
            }
        }
        assertTrue(differ > 0, "no plan changed");
    }

    @Test
    void anIncrementIsNotSpentBeforeItArrives() {
        for (long clock : new long[] {1, 50, 100, 1000}) {
            TimeManager.Budget b = TimeManager.plan(0, clock, 2000, 0, 50);
            assertTrue(b.hardMs() <= Math.max(1, clock - clock / TimeManager.RESERVE_DIVISOR), clock + ": " + b);
        }
        assertTrue(TimeManager.plan(0, 1000, 2000, 0, 50).hardMs() > 300, "but a clock with room uses it");
    }

    @Test
    void theMidgameGetsMoreThanTheOpening() {
        TimeManager.Situation opening = TimeManager.Situation.of(0, 60_000, 0, 0, 50);
        TimeManager.Situation midgame = TimeManager.Situation.of(0, 60_000, 0, 0, 36);
        assertTrue(TimeManager.moveWeight(36) > TimeManager.moveWeight(50));
        assertTrue(TimeManager.targetMs(midgame, TimeManager.usableMs(midgame))
                > TimeManager.targetMs(opening, TimeManager.usableMs(opening)));
    }

    @Test
    void theSolveIsPlannedDeeperWithMoreTimeAndAFasterSolver() {
        double model = EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1);
        int previous = 0;
        for (long clock : new long[] {1_000, 10_000, 60_000, 300_000, 3_600_000}) {
            TimeManager.Situation s = new TimeManager.Situation(0, clock, 0, 0, 40, 0, model);
            int at = TimeManager.plannedSolveEmpties(s, TimeManager.usableMs(s));
            assertTrue(at >= previous && at <= TimeManager.MAX_PLANNED_SOLVE_EMPTIES, clock + ": " + at);
            previous = at;
        }
        TimeManager.Situation oneThread = new TimeManager.Situation(0, 60_000, 0, 0, 40, 0, model);
        TimeManager.Situation faster = new TimeManager.Situation(0, 60_000, 0, 0, 40, 0, model / 4);
        assertTrue(TimeManager.plannedSolveEmpties(faster, 50_000) > TimeManager.plannedSolveEmpties(oneThread, 50_000));
        // the planned solve fits its share of the clock, with the factor the switch needs
        int at = TimeManager.plannedSolveEmpties(oneThread, 50_000);
        assertTrue(oneThread.solveMs(at) * TimeManager.SOLVE_TIME_FACTOR <= 50_000 * TimeManager.SOLVE_CLOCK_SHARE);
        assertTrue(oneThread.solveMs(at + 1) * TimeManager.SOLVE_TIME_FACTOR > 50_000 * TimeManager.SOLVE_CLOCK_SHARE);
    }

    @Test
    void theSolvingMoveGetsEnoughForTheSwitchToHandOver() {
        // 60 s a side with 20 s left at the planned solve: the hard limit must let the switch solve
        double model = EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1);
        TimeManager.Situation s = new TimeManager.Situation(0, 20_000, 0, 0, 20, 0, model);
        long usable = TimeManager.usableMs(s);
        int at = TimeManager.plannedSolveEmpties(s, usable);
        assertTrue(at >= 20, "20 s solve 20 empties on the model: " + at);
        assertTrue(TimeManager.solvesNow(s, usable));
        TimeManager.Budget b = TimeManager.plan(s);
        int affordable = EndgameSwitch.solvableEmpties((long) (b.hardMs() * EndgameSwitch.SOLVE_SHARE), 1);
        assertTrue(affordable >= 20, b + " affords " + affordable);
        assertEquals(b.softMs(), Math.min(b.softMs(), b.hardMs()));
        assertFalse(TimeManager.solvesNow(TimeManager.Situation.of(0, 20_000, 0, 0, 40), usable));
    }

    @Test
    void everyMoveAfterTheSolveCanStillHandOverToTheSolver() {
        // 60 s a side, a few seconds left after the first solve: the model's time at 16 empties and
        // fewer is a few ms, yet each move must leave the switch enough to call the solver again
        double model = EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1);
        for (long clock : new long[] {2_000, 5_000, 20_000}) {
            for (int empties = EndgameSwitch.EMPTIES_TO_SMALL_SOLVER + 1; empties <= 18; empties++) {
                TimeManager.Situation s = new TimeManager.Situation(0, clock, 0, 0, empties, 0, model, 60_000);
                assertTrue(TimeManager.solvesNow(s, TimeManager.usableMs(s)), clock + " ms, " + empties);
                TimeManager.Budget b = TimeManager.plan(s);
                assertTrue(b.hardMs() >= 2 * EndgameSwitch.MIN_SOLVE_MS, clock + " ms, " + empties + ": " + b);
                int affordable = EndgameSwitch.solvableEmpties((long) (b.hardMs() * EndgameSwitch.SOLVE_SHARE), 1);
                assertTrue(affordable >= empties, clock + " ms, " + empties + ": " + b + " affords " + affordable);
            }
        }
        // with almost nothing on the clock, the floor yields to the clock's own share
        TimeManager.Situation tight = new TimeManager.Situation(0, 300, 0, 0, 14, 0, model, 60_000);
        assertTrue(TimeManager.plan(tight).hardMs() < TimeManager.SOLVE_FLOOR_MS, TimeManager.plan(tight).toString());
    }

    @Test
    void theExactSolveMayUseTheGamesReserveButNotTheUsualOne() {
        double model = EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1);
        // 60 s a side, 15 s left near the end: the 4.8 s kept back from the midgame goes to the solve
        TimeManager.Situation s = new TimeManager.Situation(0, 15_000, 0, 0, 24, 0, model, 60_000);
        long usable = TimeManager.usableMs(s);
        long solveUsable = TimeManager.solveUsableMs(s, usable);
        long usual = Math.min(TimeManager.RESERVE_MAX_MS, 15_000 / TimeManager.RESERVE_DIVISOR);
        assertTrue(solveUsable > usable, solveUsable + " > " + usable);
        assertTrue(solveUsable <= 15_000 - usual, solveUsable + " within the usual reserve");
        assertTrue(TimeManager.plannedSolveEmpties(s, solveUsable) >= TimeManager.plannedSolveEmpties(s, usable));
        for (int empties = 7; empties <= 30; empties++) {
            TimeManager.Situation e = new TimeManager.Situation(0, 15_000, 0, 0, empties, 0, model, 60_000);
            assertTrue(TimeManager.plan(e).hardMs() <= 15_000 - usual, empties + ": " + TimeManager.plan(e));
        }
        // without a known main time, or within a period, there is no such reserve to give
        TimeManager.Situation unknown = new TimeManager.Situation(0, 15_000, 0, 0, 24, 0, model);
        assertEquals(TimeManager.usableMs(unknown), TimeManager.solveUsableMs(unknown, TimeManager.usableMs(unknown)));
        TimeManager.Situation period = new TimeManager.Situation(0, 15_000, 0, 10, 24, 0, model, 60_000);
        assertEquals(TimeManager.usableMs(period), TimeManager.solveUsableMs(period, TimeManager.usableMs(period)));
    }

    @Test
    void aPeriodIsSharedAmongItsMoves() {
        TimeManager.Budget plain = TimeManager.plan(0, 10_000, 0, 0, 40);
        assertTrue(TimeManager.plan(0, 10_000, 1000, 0, 40).softMs() > plain.softMs());
        assertTrue(TimeManager.plan(0, 10_000, 0, 2, 40).softMs() > plain.softMs());
        TimeManager.Budget oneStone = TimeManager.plan(0, 15_000, 0, 1, 40);
        assertTrue(oneStone.hardMs() > 10_000 && oneStone.hardMs() <= 14_000, oneStone.toString());
        TimeManager.Budget tenStones = TimeManager.plan(0, 60_000, 0, 10, 40);
        assertTrue(tenStones.hardMs() < 60_000 * TimeManager.MAX_MOVE_SHARE, tenStones.toString());
    }

    @Test
    void aOneMovePeriodKeepsAQuarterOfItAtMostASecond() {
        // time_settings 0 5 1, or kgs byoyomi with one-stone periods: the move may not overrun the period
        for (int empties = 60; empties > 0; empties--) {
            for (long period : new long[] {1, 100, 1000, 2000, 4000, 5000, 15_000, 60_000, 600_000}) {
                TimeManager.Budget b = TimeManager.plan(0, period, 0, 1, empties);
                long margin = Math.min(1000, period / 4);
                assertTrue(b.hardMs() >= 1 && b.hardMs() <= Math.max(1, period - margin), period + "/" + empties + ": " + b);
                assertTrue(b.softMs() <= b.hardMs(), period + "/" + empties + ": " + b);
            }
            // the margin is about a quarter (at most 1 s), not much more: the period is there to be used
            assertTrue(TimeManager.plan(0, 5000, 0, 1, empties).hardMs() >= 3900, "" + empties);
            assertTrue(TimeManager.plan(0, 1000, 0, 1, empties).hardMs() >= 700, "" + empties);
        }
        // a measured overhead above the quarter is kept back as well
        TimeManager.Situation slow = new TimeManager.Situation(0, 1000, 0, 1, 40, 400, 743);
        assertTrue(TimeManager.plan(slow).hardMs() <= 600, TimeManager.plan(slow).toString());
    }

    @Test
    void theSoftLimitStretchesWhileUnsettledAndShrinksOnceSettled() {
        assertEquals(1, TimeManager.softScale(1, 0));
        assertTrue(TimeManager.softScale(0, 0) > 1, "best move changed");
        assertTrue(TimeManager.softScale(TimeManager.SETTLED_ITERATIONS, 0) < 1, "settled");
        assertTrue(TimeManager.softScale(2, 2 * Score.DISC) > TimeManager.softScale(2, 0), "score fell");
        assertEquals(TimeManager.softScale(2, 0), TimeManager.softScale(2, -5 * Score.DISC), "a rise is no reason");
        assertTrue(TimeManager.softScale(0, 40 * Score.DISC) <= TimeManager.MAX_SOFT_SCALE);
    }

    @Test
    void theFlatPlanSplitsTheClockEvenlyAndKeepsItsSoftLimit() {
        long clock = 60_000;
        for (int empties : new int[] {50, 40, 30, 20}) {
            TimeManager.Situation s = TimeManager.Situation.of(0, clock, 0, 0, empties);
            TimeManager.Budget flat = TimeManager.plan(s, TimeManager.Plan.FLAT);
            long usable = TimeManager.usableMs(s);
            assertEquals((long) (usable / (double) TimeManager.ourMoves(empties) * TimeManager.SOFT_FRACTION),
                    flat.softMs(), "empties " + empties);
            assertFalse(flat.adaptive());
            assertTrue(TimeManager.plan(s, TimeManager.Plan.OTHELLO).adaptive());
        }
        // the Othello plan gives the midgame more than an even split, and solves at 20 empties with a minute
        TimeManager.Situation midgame = TimeManager.Situation.of(0, clock, 0, 0, 36);
        assertTrue(TimeManager.plan(midgame).softMs() > TimeManager.plan(midgame, TimeManager.Plan.FLAT).softMs());
    }

    @Test
    void aKnownMainTimeKeepsItsShareBack() {
        TimeManager.Situation five = new TimeManager.Situation(0, 300_000, 0, 0, 40, 0, 100, 300_000);
        assertEquals(24_000, TimeManager.gameReserveMs(five));
        assertEquals(0, TimeManager.gameReserveMs(new TimeManager.Situation(0, 300_000, 0, 0, 40, 0, 100)));
        assertEquals(5_000, TimeManager.gameReserveMs(new TimeManager.Situation(0, 10_000, 0, 0, 20, 0, 100, 300_000)),
                "at most half the time left");
        assertEquals(TimeManager.GAME_RESERVE_MAX_MS,
                TimeManager.gameReserveMs(new TimeManager.Situation(0, 3_600_000, 0, 0, 60, 0, 100, 3_600_000)));
        assertEquals(0, TimeManager.gameReserveMs(new TimeManager.Situation(0, 30_000, 0, 5, 40, 0, 100, 300_000)),
                "a period to the next control has its own plan");
        for (long clock : new long[] {30_000, 300_000}) {
            // every move as planned: the share stays on the clock
            long keep = (long) (clock * TimeManager.GAME_RESERVE_SHARE);
            long left = simulatePlanned(clock, clock);
            assertTrue(left >= keep / 2, clock + ": " + left);
            assertTrue(simulatePlanned(clock, 0) < keep / 4, clock + " without the main time: " + simulatePlanned(clock, 0));
            // every move to its hard limit: still more than without
            assertTrue(simulate(clock, 1, 0, clock) > simulate(clock, 1, 0), "clock " + clock);
        }
    }

    /** A whole game on paper in which every move takes its planned time (its target, within its hard limit). */
    private static long simulatePlanned(long clock, long gameClockMs) {
        long left = clock;
        for (int empties = 60; empties > 0; empties -= 2) {
            TimeManager.Situation s = new TimeManager.Situation(0, left, 0, 0, empties, 0,
                    EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1), gameClockMs);
            long planned = Math.min(TimeManager.plan(s).hardMs(),
                    (long) TimeManager.targetMs(s, TimeManager.usableMs(s)));
            left -= planned + TimeManager.OVERHEAD_MS;
        }
        return left;
    }
}
