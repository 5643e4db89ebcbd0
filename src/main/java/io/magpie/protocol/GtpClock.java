package io.magpie.protocol;

import io.magpie.engine.Limits;

/**
 * GTP time control bookkeeping: {@code time_settings main byoYomi stones} and the {@code time_left
 * colour seconds stones} reports that Quarry and match runners send before each move. Between reports
 * the engine's own thinking time is subtracted, so a client that sends only {@code time_settings}
 * still gets a clock that runs down.
 */
final class GtpClock {
    private boolean timed;
    private long byoYomiMs;
    private int byoYomiStones;
    /** Per colour (0 black, 1 white): time left and stones left in the current byo-yomi period (0 = main time). */
    private final long[] leftMs = new long[2];
    private final int[] stonesLeft = new int[2];

    /** GTP: main time, byo-yomi time and stones; main = 0 with byo-yomi = 0 means no limit. */
    void settings(int mainSeconds, int byoYomiSeconds, int stones) {
        timed = !(byoYomiSeconds > 0 && stones == 0) && (mainSeconds > 0 || byoYomiSeconds > 0);
        byoYomiMs = byoYomiSeconds * 1000L;
        byoYomiStones = stones;
        for (int c = 0; c < 2; c++) {
            if (mainSeconds > 0) {
                leftMs[c] = mainSeconds * 1000L;
                stonesLeft[c] = 0;
            } else {
                leftMs[c] = byoYomiMs;
                stonesLeft[c] = stones;
            }
        }
    }

    /** GTP {@code time_left}: the client's word on the clock; stones 0 means main time. */
    void timeLeft(boolean black, int seconds, int stones) {
        int c = black ? 0 : 1;
        timed = true;
        leftMs[c] = seconds * 1000L;
        stonesLeft[c] = stones;
    }

    /** Subtracts the engine's thinking time from its clock (until the next {@code time_left}). */
    void used(boolean black, long elapsedMs) {
        if (!timed) {
            return;
        }
        int c = black ? 0 : 1;
        leftMs[c] = Math.max(0, leftMs[c] - elapsedMs);
        if (stonesLeft[c] > 0 && --stonesLeft[c] == 0) {
            leftMs[c] = byoYomiMs;
            stonesLeft[c] = byoYomiStones;
        } else if (leftMs[c] == 0 && byoYomiStones > 0) {
            leftMs[c] = byoYomiMs;
            stonesLeft[c] = byoYomiStones;
        }
    }

    /**
     * Search limits for {@code black}: the clock when one is known, capped by an explicit depth or
     * move time (see {@link Options#limits}).
     */
    Limits limits(boolean black, Options options) {
        Limits limits = options.limits(timed);
        int c = black ? 0 : 1;
        if (timed) {
            // Out of time (0 left) still means "as fast as possible", never "no limit".
            return limits.withClock(Math.max(1, leftMs[c]), 0, stonesLeft[c]);
        }
        return limits;
    }
}
