package io.magpie.search;

/**
 * Turns a time per move and/or a game clock into two limits for one move: a soft limit (do not
 * start another iteration after it) and a hard limit (abort the search). The hard limit always
 * leaves a reserve on the clock, so the engine does not lose on time even with one second for the
 * whole game: the search checks the clock every {@link Searcher#CHECK_INTERVAL} nodes, and its first
 * iteration (depth 1, microseconds) always completes so a legal move is always available.
 */
public final class TimeManager {
    /** The soft limit grows by this factor when the best move changed between iterations. */
    static final double UNSTABLE_FACTOR = 1.5;
    /** Per move: the time not given to the search (thread start, result, protocol, I/O). */
    static final long OVERHEAD_MS = 8;
    /** Part of the clock kept back: 1/RESERVE_DIVISOR of it, at most RESERVE_MAX_MS. */
    static final long RESERVE_DIVISOR = 10;
    static final long RESERVE_MAX_MS = 1000;
    /** Our moves to the end are about empties / 2; the last ones cost almost nothing. */
    static final int CHEAP_EMPTIES = 10;
    /** An iteration costs a few times the previous one: stop starting new ones at this part of the target. */
    static final double SOFT_FRACTION = 0.5;
    /** The hard limit may reach this many times the target, when the position needs it. */
    static final double HARD_FACTOR = 4;
    /** The extra share of the target for positions near the exact solve (see EndgameSwitch). */
    static final double NEAR_SOLVE_FACTOR = 1.5;

    private TimeManager() {}

    /** Soft and hard limits in ms; 0 means unlimited. */
    public record Budget(long softMs, long hardMs) {
        public static final Budget UNLIMITED = new Budget(0, 0);
    }

    /**
     * @param moveTimeMs time for this move, or 0
     * @param clockMs time left on the side's clock, or 0 when there is no clock
     * @param incrementMs time added after each move
     * @param movesToGo moves to the next time control, or 0 when the clock covers the whole game
     * @param empties empty squares in the position
     */
    public static Budget plan(long moveTimeMs, long clockMs, long incrementMs, int movesToGo, int empties) {
        long hard = Long.MAX_VALUE;
        long soft = Long.MAX_VALUE;
        if (moveTimeMs > 0) {
            hard = Math.max(1, moveTimeMs - Math.min(OVERHEAD_MS, moveTimeMs / 4));
            soft = Math.max(1, (long) (hard * SOFT_FRACTION));
        }
        if (clockMs > 0) {
            // Keep back part of the clock plus the overhead of every move still to play (of this
            // move only when an increment pays for the overheads).
            int overheadMoves = incrementMs > OVERHEAD_MS ? 1 : (empties + 1) / 2;
            long reserve = Math.min(RESERVE_MAX_MS, clockMs / RESERVE_DIVISOR) + (OVERHEAD_MS + 1) * overheadMoves;
            int ourMoves = Math.max(1, (empties - CHEAP_EMPTIES + 1) / 2);
            if (movesToGo > 0) {
                ourMoves = Math.min(ourMoves, movesToGo);
            }
            long usable = Math.max(0, clockMs - reserve);
            double target = (double) usable / ourMoves + incrementMs * 0.75;
            if (empties <= EndgameSwitch.EMPTIES_WORTH_MORE_TIME && empties > EndgameSwitch.EMPTIES_TO_SMALL_SOLVER) {
                target *= NEAR_SOLVE_FACTOR;
            }
            // At most a third of what is usable, so the clock cannot run out, but always a millisecond.
            long clockHard = (long) Math.min(target * HARD_FACTOR, usable / 3.0 + incrementMs * 0.75);
            // The increment arrives after the move: never plan past what is on the clock now.
            clockHard = Math.max(1, Math.min(clockHard, clockMs - reserve));
            long clockSoft = Math.max(1, Math.min(clockHard, (long) (target * SOFT_FRACTION)));
            hard = Math.min(hard, clockHard);
            soft = Math.min(soft, clockSoft);
        }
        if (hard == Long.MAX_VALUE) {
            return Budget.UNLIMITED;
        }
        return new Budget(soft, hard);
    }
}
