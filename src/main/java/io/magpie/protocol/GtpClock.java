package io.magpie.protocol;

import io.magpie.engine.Limits;

/**
 * GTP time control bookkeeping: {@code time_settings main byoYomi stones}, GoGui's {@code
 * kgs-time_settings}, and the {@code time_left colour seconds stones} reports that Quarry and match
 * runners send before each move. Where the client's report falls short of our own count by more
 * than its rounding, the difference is the overhead per move that the search must leave; the
 * estimate rises at once and halves back with each report that shows less, so one stall of the
 * machine does not leave it high for the rest of the game. Between reports each move is charged
 * from the arrival of its {@code genmove} to its answer, plus that overhead (at least {@link
 * #MOVE_OVERHEAD_MS}), so a client that sends only {@code time_settings} still gets a clock that
 * runs down as fast as its own.
 */
final class GtpClock {
    /**
     * What a move costs the client's clock beyond the engine's own time from {@code genmove} to its
     * answer (the client's commands before it, pipes), until a report measures more: at 5 s a side
     * with no {@code time_left}, charging only the searches, 2 of 6 games overran (by 0.38 and 0.68 s).
     */
    static final long MOVE_OVERHEAD_MS = 25;

    private boolean timed;
    private long byoYomiMs;
    /** The main time of the current settings (0: none, byo-yomi only). */
    private long mainMs;
    private int byoYomiStones;
    /** Per colour (0 black, 1 white): time left and stones left in the current byo-yomi period (0 = main time). */
    private final long[] leftMs = new long[2];
    private final int[] stonesLeft = new int[2];
    /** Japanese byo-yomi (KGS): each period is for one move, and {@code time_left}'s count is periods, not stones. */
    private boolean japanese;
    /**
     * What our own bookkeeping expects the client to report next if nothing were lost outside our
     * moves (-1: nothing to compare).
     */
    private final long[] expectedMs = {-1, -1};
    /** The time per move the client's clock lost beyond our own searches (pipes, the GUI), smoothed. */
    private long overheadMs;

    /** GTP: main time, byo-yomi time and stones; main = 0 with byo-yomi = 0 means no limit. */
    void settings(int mainSeconds, int byoYomiSeconds, int stones) {
        japanese = false;
        expectedMs[0] = expectedMs[1] = -1;
        timed = !(byoYomiSeconds > 0 && stones == 0) && (mainSeconds > 0 || byoYomiSeconds > 0);
        byoYomiMs = byoYomiSeconds * 1000L;
        byoYomiStones = stones;
        mainMs = mainSeconds * 1000L;
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

    /**
     * KGS's {@code kgs-time_settings} (GoGui sends it when the engine lists it): {@code none},
     * {@code absolute MAIN}, {@code byoyomi MAIN PERIOD PERIODS} (Japanese: each period holds one
     * move, and only a move that overruns it uses the next), {@code canadian MAIN PERIOD STONES}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    void kgsSettings(String kind, int[] numbers) {
        switch (kind.toLowerCase(java.util.Locale.ROOT)) {
            case "none":
                need(kind, numbers, 0);
                timed = false;
                japanese = false;
                break;
            case "absolute":
                need(kind, numbers, 1);
                settings(numbers[0], 0, 0);
                timed = numbers[0] > 0;
                break;
            case "byoyomi":
                need(kind, numbers, 3);
                // the engine keeps to one period per move: the spare periods are the client's safety margin
                settings(numbers[0], numbers[1], numbers[2] > 0 ? 1 : 0);
                japanese = true;
                break;
            case "canadian":
                need(kind, numbers, 3);
                settings(numbers[0], numbers[1], numbers[2]);
                break;
            default:
                throw new IllegalArgumentException("unknown time system: " + Options.shorten(kind));
        }
    }

    private static void need(String kind, int[] numbers, int n) {
        if (numbers.length != n) {
            throw new IllegalArgumentException(kind + " needs " + n + " numbers, not " + numbers.length);
        }
    }

    /** GTP {@code time_left}: the client's word on the clock; stones 0 means main time. */
    void timeLeft(boolean black, int seconds, int stones) {
        int c = black ? 0 : 1;
        timed = true;
        long reported = seconds * 1000L;
        if (expectedMs[c] >= 0 && stones == 0 && stonesLeft[c] == 0) {
            // whole seconds: the client's clock may be up to a second above what it says
            long lost = Math.max(0, expectedMs[c] - reported - 1000);
            // up at once (never lose on time), down by half a report (a stall passes)
            overheadMs = lost >= overheadMs ? lost : (overheadMs + lost) / 2;
        }
        expectedMs[c] = -1;
        leftMs[c] = reported;
        stonesLeft[c] = japanese && stones > 0 ? 1 : stones;
    }

    /** Our count of {@code black}'s time left in the current period (main time or byo-yomi). */
    long leftMs(boolean black) {
        return leftMs[black ? 0 : 1];
    }

    /** The measured time per move that the client's clock lost beyond our searches (0: none seen). */
    long overheadMs() {
        return overheadMs;
    }

    /** What our bookkeeping charges a move beyond its own time: the measured overhead, at least the default. */
    long chargeMs() {
        return Math.max(MOVE_OVERHEAD_MS, overheadMs);
    }

    /**
     * Charges a move to the engine's clock (until the next {@code time_left}): {@code elapsedMs}
     * from the arrival of its {@code genmove} to its answer, plus {@link #chargeMs}.
     */
    void used(boolean black, long elapsedMs) {
        if (!timed) {
            return;
        }
        int c = black ? 0 : 1;
        long ownCount = Math.max(0, leftMs[c] - elapsedMs);
        expectedMs[c] = stonesLeft[c] == 0 ? ownCount : -1;
        leftMs[c] = Math.max(0, ownCount - chargeMs());
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
        return limits(black, options, 0);
    }

    /** {@link #limits(boolean, Options)} for a move whose {@code genmove} arrived {@code sinceArrivalMs} ago. */
    Limits limits(boolean black, Options options, long sinceArrivalMs) {
        Limits limits = options.limits(timed);
        int c = black ? 0 : 1;
        if (timed) {
            // Out of time (0 left) still means "as fast as possible", never "no limit".
            long left = Math.max(1, leftMs[c] - Math.max(0, sinceArrivalMs));
            return limits.withOvertimeClock(left, stonesLeft[c], byoYomiMs, byoYomiStones).withOverheadMs(overheadMs)
                    .withGameClockMs(byoYomiMs == 0 ? mainMs : 0); // with overtime to come, the main time may all go
        }
        return limits;
    }
}
