package io.magpie.search;

import io.magpie.endgame.Solver;

import io.magpie.eval.Score;

/**
 * Othello time management: turns a time per move and/or a game clock into two limits for one move,
 * a soft limit (do not start another iteration after it) and a hard limit (abort the search).
 *
 * <p>In Othello the moves left are known: at most one per empty square, about {@code empties / 2}
 * for each side. The plan, a pure function of the position's empties and the clock:
 *
 * <ol>
 *   <li>Keep back a reserve: a share of the clock ({@link #RESERVE_DIVISOR}, at most {@link
 *       #RESERVE_MAX_MS}) plus the per-move overhead (measured by the protocol, at least {@link
 *       #OVERHEAD_MS}, less in a game of a few seconds) of every move still to play.
 *   <li>Plan the exact solve: the most empties at which the solver's cost model ({@link
 *       EndgameSwitch#exactCostMs}, scaled by the measured speed of this machine's solves) fits in
 *       {@link #SOLVE_CLOCK_SHARE} of the usable clock. From there on, a move gets the solve's time
 *       (the first solve fills the tables, so the moves after it are nearly free).
 *   <li>Share the rest among this side's moves before the solve, weighted by {@link #moveWeight}:
 *       more in the midgame, where the game is decided, less in the opening.
 * </ol>
 *
 * The search then adjusts the soft limit after each iteration ({@link #softScale}): it stops early
 * when the best move is settled and goes on when the best move changes or the score falls. The hard
 * limit always leaves the reserve on the clock, and the search's first iteration always completes,
 * so there is always a legal move.
 */
public final class TimeManager {
    /**
     * Per move: the time not given to the search (thread start, result, protocol, pipes), at least.
     * 8 ms left 0.14 s of a 10 s clock in a GTP game on a loaded two-core machine, where a move
     * with a 1 ms budget took 131 ms.
     */
    static final long OVERHEAD_MS = 25;
    /**
     * In a game of under {@code OVERHEAD_MS * OVERHEAD_CLOCK_DIVISOR} (12.5 s) the floor is the main
     * time over this divisor, at least {@link #MIN_OVERHEAD_MS}: 25 ms for each of about 26 moves kept
     * 16 % of a 4 s clock back (against NTest at depth 18, whose games take about 4 s) and all of a
     * 0.8 s one. The measured overhead still counts where it is larger.
     */
    static final long OVERHEAD_CLOCK_DIVISOR = 500;
    static final long MIN_OVERHEAD_MS = 2;
    /** Part of the clock kept back: 1/RESERVE_DIVISOR of it, at most RESERVE_MAX_MS. */
    static final long RESERVE_DIVISOR = 10;
    static final long RESERVE_MAX_MS = 1000;
    /**
     * Part of the game's main time never planned for the moves before the exact solve ({@link
     * #solveUsableMs}; at most {@link #GAME_RESERVE_MAX_MS}, and at most
     * half the time left): planning all but a second, a 5-minute game ended with 97-98 % of the
     * clock used (on paper, every move at its target leaves 1 %; with 8 % kept back, 6 %).
     */
    static final double GAME_RESERVE_SHARE = 0.08;
    static final long GAME_RESERVE_MAX_MS = 30_000;
    /** An iteration costs a few times the previous one: stop starting new ones at this part of the target. */
    static final double SOFT_FRACTION = 0.6;
    /** The hard limit may reach this many times the target, when the position needs it. */
    static final double HARD_FACTOR = 3;
    /** At most this part of the usable clock goes to one move (a solve included). */
    static final double MAX_MOVE_SHARE = 0.4;
    /**
     * A period that holds one move only (byo-yomi, a time per move) keeps back 1/ONE_MOVE_DIVISOR
     * of it, at most {@link #RESERVE_MAX_MS}: a move may not borrow from the next period, so an
     * overrun of the period loses the game (or a period) at once.
     */
    static final long ONE_MOVE_DIVISOR = 4;
    /** The planned exact solve may cost this part of the usable clock. */
    static final double SOLVE_CLOCK_SHARE = 0.4;
    /**
     * A move that should solve gets this many times the model's solve time: the switch gives the
     * solver half the time left ({@link EndgameSwitch#SOLVE_SHARE}) and the midgame iterations
     * before it take some.
     */
    static final double SOLVE_TIME_FACTOR = 2.5;
    /**
     * A move after the planned solve gets at least this much (where the clock has it to share): the
     * model's time for a solve at 16 empties is under 10 ms, below what the switch needs to hand over
     * ({@link EndgameSwitch#MIN_SOLVE_MS}), and such a move was searched one ply deep and threw away
     * a won game (bench/clock, 60 s a side).
     */
    static final long SOLVE_FLOOR_MS = 50;
    /** The solve is never planned above this many empties (the model is measured up to 24-26). */
    static final int MAX_PLANNED_SOLVE_EMPTIES = 30;
    /** Soft-limit factors: the best move changed in the last iteration; the best move is settled. */
    static final double UNSTABLE_FACTOR = 1.6;
    static final double SETTLED_FACTOR = 0.6;
    /** Iterations with the same best move after which it counts as settled. */
    static final int SETTLED_ITERATIONS = 4;
    /** A fall of this many score units since the last iteration of the same parity doubles the soft limit. */
    static final int FALL_FOR_DOUBLE = 4 * Score.DISC;
    /** The soft limit never grows past this many times the planned one. */
    static final double MAX_SOFT_SCALE = 2.0;

    private TimeManager() {}

    /**
     * How a game clock is shared among the moves: the Othello plan of this class, or an even split
     * of the clock among the moves left, kept to measure the plan against.
     */
    public enum Plan {
        OTHELLO, FLAT
    }

    /**
     * Soft and hard limits in ms; 0 means unlimited.
     *
     * @param adaptive whether the search may stretch or shrink the soft limit ({@link #softScale})
     */
    public record Budget(long softMs, long hardMs, boolean adaptive) {
        public static final Budget UNLIMITED = new Budget(0, 0, true);
    }

    /**
     * What the plan is made from.
     *
     * @param moveTimeMs time for this move, or 0
     * @param clockMs time left on the side's clock, or 0 when there is no clock
     * @param incrementMs time added after each move
     * @param movesToGo moves to the next time control, or 0 when the clock covers the whole game
     * @param empties empty squares in the position
     * @param overheadMs measured time per move outside the search (0: the default {@link #OVERHEAD_MS},
     *     less in a short game)
     * @param solveMsAtReference the solver's expected time at {@link EndgameSwitch#REFERENCE_EMPTIES}
     *     empties on this machine and thread count ({@link EndgameSwitch#exactCostMs})
     * @param gameClockMs the clock's main time at the start of the game, or 0 when unknown
     * @param parallelSpeedup how many times faster the solver's threads make the solves they split
     *     (those of {@link Solver#PARALLEL_MIN_EMPTIES} or more empties); 1 on one thread. Smaller
     *     solves run on one thread and cost that many times more than the reference extrapolates.
     */
    public record Situation(long moveTimeMs, long clockMs, long incrementMs, int movesToGo, int empties,
            long overheadMs, double solveMsAtReference, long gameClockMs, double parallelSpeedup) {
        /** Without the game's main time (unknown: only the usual reserve). */
        public Situation(long moveTimeMs, long clockMs, long incrementMs, int movesToGo, int empties,
                long overheadMs, double solveMsAtReference) {
            this(moveTimeMs, clockMs, incrementMs, movesToGo, empties, overheadMs, solveMsAtReference, 0);
        }

        /** With a solver on one thread. */
        public Situation(long moveTimeMs, long clockMs, long incrementMs, int movesToGo, int empties,
                long overheadMs, double solveMsAtReference, long gameClockMs) {
            this(moveTimeMs, clockMs, incrementMs, movesToGo, empties, overheadMs, solveMsAtReference, gameClockMs, 1);
        }

        /** With the default overhead and the cost model as measured on one thread. */
        public static Situation of(long moveTimeMs, long clockMs, long incrementMs, int movesToGo, int empties) {
            return new Situation(moveTimeMs, clockMs, incrementMs, movesToGo, empties, 0,
                    EndgameSwitch.exactCostMs(EndgameSwitch.REFERENCE_EMPTIES, 1, 1));
        }

        long overhead() {
            return Math.max(overheadFloor(), overheadMs);
        }

        /** {@link #OVERHEAD_MS}, or less in a game whose main time is short ({@link #OVERHEAD_CLOCK_DIVISOR}). */
        long overheadFloor() {
            if (gameClockMs <= 0) {
                return OVERHEAD_MS;
            }
            return Math.max(MIN_OVERHEAD_MS, Math.min(OVERHEAD_MS, gameClockMs / OVERHEAD_CLOCK_DIVISOR));
        }

        double solveMs(int atEmpties) {
            double ms = solveMsAtReference * Math.pow(EndgameSwitch.EXACT_GROWTH, atEmpties - EndgameSwitch.REFERENCE_EMPTIES);
            // the reference (22 empties) is a split solve; the smaller ones are not
            boolean split = EndgameSwitch.REFERENCE_EMPTIES >= Solver.PARALLEL_MIN_EMPTIES;
            return split && atEmpties < Solver.PARALLEL_MIN_EMPTIES ? ms * parallelSpeedup : ms;
        }
    }

    /** {@link #plan(Situation)} with the default overhead and the one-thread cost model. */
    public static Budget plan(long moveTimeMs, long clockMs, long incrementMs, int movesToGo, int empties) {
        return plan(Situation.of(moveTimeMs, clockMs, incrementMs, movesToGo, empties));
    }

    public static Budget plan(Situation s) {
        return plan(s, Plan.OTHELLO);
    }

    /**
     * The limits of one move under {@code p}. {@link Plan#FLAT} gives each move {@code usable /
     * moves left} (or the period's share), with no midgame weighting, no planned solve and a soft
     * limit that the search keeps as it is.
     */
    public static Budget plan(Situation s, Plan p) {
        long hard = Long.MAX_VALUE;
        long soft = Long.MAX_VALUE;
        if (s.moveTimeMs() > 0) {
            hard = Math.max(1, s.moveTimeMs() - Math.min(s.overhead(), s.moveTimeMs() / 4));
            soft = Math.max(1, (long) (hard * SOFT_FRACTION));
        }
        if (s.clockMs() > 0) {
            long usable = usableMs(s);
            boolean flat = p == Plan.FLAT;
            double target = flat ? flatTargetMs(s, usable) : targetMs(s, usable);
            // The increment arrives after the move: never plan past what is on the clock now.
            // A period of one move (byo-yomi, Quarry's time per move) starts afresh after the move:
            // all of it but its margin ({@link #usableMs}) may go to this move.
            double share = s.movesToGo() == 1 ? 1 : MAX_MOVE_SHARE;
            long solveUsable = solveUsableMs(s, usable);
            boolean solves = !flat && solvesNow(s, solveUsable);
            long moveUsable = solves ? solveUsable : usable;
            long cap = (long) Math.min(moveUsable * share + s.incrementMs() * 0.75, moveUsable);
            long clockHard = Math.max(1, Math.min((long) (target * HARD_FACTOR), cap));
            double softFraction = solves ? 1 : SOFT_FRACTION;
            long clockSoft = Math.max(1, Math.min(clockHard, (long) (target * softFraction)));
            if (solves) {
                clockHard = Math.max(clockSoft, Math.min(cap, (long) (target * 1.2)));
            }
            hard = Math.min(hard, clockHard);
            soft = Math.min(soft, clockSoft);
        }
        if (hard == Long.MAX_VALUE) {
            return Budget.UNLIMITED;
        }
        return new Budget(soft, hard, p == Plan.OTHELLO);
    }

    /** An even split: the usable clock over this side's moves left (or to the control), plus most of the increment. */
    static double flatTargetMs(Situation s, long usableMs) {
        int moves = s.movesToGo() > 0 ? Math.min(ourMoves(s.empties()), s.movesToGo()) : ourMoves(s.empties());
        return (double) usableMs / moves + s.incrementMs() * 0.75;
    }

    /** This side's moves to the end of the game: one every two empties. */
    static int ourMoves(int empties) {
        return Math.max(1, (empties + 1) / 2);
    }

    /**
     * The clock less the reserve: a share of the clock and the overhead of the moves still to play;
     * for a period of one move, a quarter of it (at most 1 s, at least the overhead).
     */
    static long usableMs(Situation s) {
        if (s.movesToGo() == 1) {
            long margin = Math.max(Math.min(RESERVE_MAX_MS, s.clockMs() / ONE_MOVE_DIVISOR), s.overhead() + 1);
            return Math.max(0, s.clockMs() - margin);
        }
        int overheadMoves = s.incrementMs() > s.overhead() ? 1 : ourMoves(s.empties());
        if (s.movesToGo() > 0) {
            overheadMoves = Math.min(overheadMoves, s.movesToGo());
        }
        long reserve = Math.max(Math.min(RESERVE_MAX_MS, s.clockMs() / RESERVE_DIVISOR), gameReserveMs(s))
                + (s.overhead() + 1) * overheadMoves;
        return Math.max(0, s.clockMs() - reserve);
    }

    /**
     * What the exact solve may use: the usable clock and the part of the game's main time kept back
     * ({@link #gameReserveMs}), which after the solve would only be left on the clock. At 60 s a
     * side the plan ended its games with 18 % of the clock unused while its first solve came two
     * empties later than the flat split's.
     */
    static long solveUsableMs(Situation s, long usableMs) {
        if (s.movesToGo() > 0) {
            return usableMs;
        }
        // the usual reserve (a share of the clock, at most a second) stays back
        long usual = Math.min(RESERVE_MAX_MS, s.clockMs() / RESERVE_DIVISOR);
        return usableMs + Math.max(0, gameReserveMs(s) - usual);
    }

    /** The part of the game's main time kept back, where the main time is known (sudden death or increment). */
    static long gameReserveMs(Situation s) {
        if (s.gameClockMs() <= 0 || s.movesToGo() > 0) {
            return 0;
        }
        long share = Math.min(GAME_RESERVE_MAX_MS, (long) (s.gameClockMs() * GAME_RESERVE_SHARE));
        return Math.min(share, s.clockMs() / 2);
    }

    /**
     * Relative weight of a move at {@code empties}: the opening (often from the book, and rarely
     * decisive) less, the midgame, where Othello games are won and lost, more.
     */
    static double moveWeight(int empties) {
        if (empties >= 46) {
            return 0.7;
        }
        if (empties >= 28) {
            return 1.3;
        }
        return 1.0;
    }

    /**
     * The most empties at which the exact solve is planned: its expected time fits in {@link
     * #SOLVE_CLOCK_SHARE} of {@code usableMs} (with the {@link #SOLVE_TIME_FACTOR} the switch needs).
     */
    static int plannedSolveEmpties(Situation s, long usableMs) {
        int e = EndgameSwitch.EMPTIES_TO_SMALL_SOLVER;
        while (e < MAX_PLANNED_SOLVE_EMPTIES && s.solveMs(e + 1) * SOLVE_TIME_FACTOR <= usableMs * SOLVE_CLOCK_SHARE) {
            e++;
        }
        return e;
    }

    /** True when the plan says this move should be the exact solve (or one after it). */
    static boolean solvesNow(Situation s, long usableMs) {
        return s.movesToGo() == 0 && s.empties() <= plannedSolveEmpties(s, usableMs)
                && s.empties() > EndgameSwitch.EMPTIES_TO_SMALL_SOLVER;
    }

    /** The time this move is planned to take, before the soft and hard factors. */
    static double targetMs(Situation s, long usableMs) {
        double increment = s.incrementMs() * 0.75;
        if (s.movesToGo() > 0) {
            return flatTargetMs(s, usableMs); // a period (byo-yomi, Canadian): the same share for each move to the control
        }
        long solveUsable = solveUsableMs(s, usableMs);
        int solveAt = plannedSolveEmpties(s, solveUsable);
        if (s.empties() <= solveAt) {
            if (s.empties() <= EndgameSwitch.EMPTIES_TO_SMALL_SOLVER) {
                return (double) usableMs / ourMoves(s.empties()) + increment;
            }
            double floor = Math.min(SOLVE_FLOOR_MS, (double) solveUsable / ourMoves(s.empties()));
            double solve = Math.max(s.solveMs(s.empties()) * SOLVE_TIME_FACTOR, floor);
            return Math.min(solveUsable * MAX_MOVE_SHARE, solve) + increment;
        }
        // The moves before the solve share what the solve leaves; the moves after it cost little.
        double solveReserve = s.solveMs(solveAt) * SOLVE_TIME_FACTOR;
        double pool = Math.max(usableMs * (1 - SOLVE_CLOCK_SHARE), usableMs - solveReserve);
        double weights = 0;
        for (int e = s.empties(); e > solveAt; e -= 2) {
            weights += moveWeight(e);
        }
        return pool * moveWeight(s.empties()) / weights + increment;
    }

    /**
     * How much the planned soft limit is stretched after an iteration: more while the best move
     * changes or the score falls, less once the best move has held for {@link #SETTLED_ITERATIONS}.
     *
     * @param stableIterations iterations in a row that ended with the same best move (0: it just changed)
     * @param fall how much the score fell against the last iteration of the same depth parity, in
     *     score units (negative when it rose)
     */
    public static double softScale(int stableIterations, int fall) {
        double scale = 1;
        if (stableIterations == 0) {
            scale = UNSTABLE_FACTOR;
        } else if (stableIterations >= SETTLED_ITERATIONS) {
            scale = SETTLED_FACTOR;
        }
        if (fall > 0) {
            scale *= 1 + Math.min(1.0, (double) fall / FALL_FOR_DOUBLE);
        }
        return Math.min(MAX_SOFT_SCALE, scale);
    }
}
