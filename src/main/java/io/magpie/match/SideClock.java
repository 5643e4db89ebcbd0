package io.magpie.match;

/**
 * One side's game clock as the referee keeps it: the main time, then either an increment credited
 * after each move or Canadian byo-yomi (GTP's model: each period holds {@code stones} moves; play
 * them in time and the next period starts full).
 */
final class SideClock {
    private final long byoYomiMs;
    private final int byoYomiStones;
    private final long incrementMs;
    /** Time left in the current period: the main time, or the byo-yomi period. */
    private long leftMs;
    /** Moves left in the current byo-yomi period; 0 while in main time. */
    private int stonesLeft;

    SideClock(EngineSpec spec) {
        byoYomiMs = spec.hasByoYomi() ? spec.byoYomiMs() : 0;
        byoYomiStones = spec.hasByoYomi() ? spec.byoYomiStones() : 0;
        incrementMs = spec.incrementMs();
        leftMs = spec.clockMs();
        if (leftMs == 0) {
            startPeriod();
        }
    }

    long leftMs() {
        return leftMs;
    }

    int stonesLeft() {
        return stonesLeft;
    }

    /** The longest the next move may take: what is left, and a first period when main time runs out in it. */
    long allowedMs() {
        return leftMs + (stonesLeft == 0 ? byoYomiMs : 0);
    }

    /** Charges a move that took {@code elapsedMs} (at most {@link #allowedMs}, plus the referee's margin). */
    void charge(long elapsedMs) {
        if (stonesLeft == 0) {
            long overflowMs = elapsedMs - leftMs;
            leftMs = Math.max(0, leftMs - elapsedMs) + incrementMs;
            if (byoYomiStones == 0 || leftMs > 0) {
                return;
            }
            startPeriod();
            if (overflowMs <= 0) {
                return; // the main time ran out exactly: the next move starts the period
            }
            elapsedMs = overflowMs; // the rest of this move was the first move of the period
        }
        leftMs = Math.max(0, leftMs - elapsedMs);
        if (--stonesLeft == 0) {
            startPeriod();
        }
    }

    private void startPeriod() {
        leftMs = byoYomiMs;
        stonesLeft = byoYomiStones;
    }
}
