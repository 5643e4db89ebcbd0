package io.magpie.endgame;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What the search threads poll: a stop request (another thread, a shutdown hook) and optional node
 * and time limits. Polled every {@link Endgame#POLL_INTERVAL} hash-level nodes, so a stop lands
 * within a millisecond or so.
 */
public final class SolveControl {
    private volatile boolean stopped;
    private final AtomicLong nodes = new AtomicLong();
    private volatile long nodeLimit = Long.MAX_VALUE;
    private volatile long deadlineNanos = Long.MAX_VALUE;

    /** Asks every search polling this control to stop as soon as it can. Safe from any thread. */
    public void stop() {
        stopped = true;
    }

    public boolean stopped() {
        return stopped;
    }

    /** Re-arms the control for a new search: no stop, node and time limits as given (0 = none). */
    public void reset(long maxNodes, long maxMillis) {
        stopped = false;
        nodes.set(0);
        nodeLimit = maxNodes > 0 ? maxNodes : Long.MAX_VALUE;
        long now = System.nanoTime();
        // saturated: a limit too long to count in nanoseconds is no limit, not a deadline in the past
        boolean tooFar = maxMillis >= (Long.MAX_VALUE - Math.max(0, now)) / 1_000_000L;
        deadlineNanos = maxMillis > 0 && !tooFar ? now + maxMillis * 1_000_000L : Long.MAX_VALUE;
    }

    /** Nanoseconds to the deadline; Long.MAX_VALUE without one. */
    long nanosLeft() {
        return deadlineNanos == Long.MAX_VALUE ? Long.MAX_VALUE : deadlineNanos - System.nanoTime();
    }

    /** Adds a thread's new nodes; true when the search must stop. */
    boolean report(long newNodes) {
        long total = nodes.addAndGet(newNodes);
        if (total >= nodeLimit || (deadlineNanos != Long.MAX_VALUE && System.nanoTime() >= deadlineNanos)) {
            stopped = true;
        }
        return stopped;
    }
}
