package io.magpie.search;

/**
 * What every thread of one search shares: the stop flag, the hard deadline and the node limit.
 * {@link #stop} may be called from any thread.
 */
public final class SearchControl {
    private volatile boolean stopped;
    /** System.nanoTime() at the start. */
    final long startNanos;
    /** Abort when System.nanoTime() passes this; Long.MAX_VALUE when there is no time limit. */
    final long hardDeadlineNanos;
    /** Do not start a new iteration after this many ms; Long.MAX_VALUE when unlimited. */
    final long softMs;
    /** Abort the main thread after this many nodes; Long.MAX_VALUE when unlimited. */
    final long nodeLimit;
    /** Whether the search may stretch or shrink the soft limit by how its iterations go. */
    final boolean adaptiveSoft;
    /** The depth of the main thread's current iteration: helpers search deeper than it. */
    volatile int mainDepth;
    /** Set when the main thread hands over to the solver: helper threads then stop. */
    volatile boolean helpersStop;

    public SearchControl(long hardMs, long softMs, long nodeLimit) {
        this(hardMs, softMs, nodeLimit, true);
    }

    public SearchControl(long hardMs, long softMs, long nodeLimit, boolean adaptiveSoft) {
        this.adaptiveSoft = adaptiveSoft;
        this.startNanos = System.nanoTime();
        this.hardDeadlineNanos = hardMs > 0 ? deadline(startNanos, hardMs) : Long.MAX_VALUE;
        this.softMs = softMs > 0 ? softMs : Long.MAX_VALUE;
        this.nodeLimit = nodeLimit > 0 ? nodeLimit : Long.MAX_VALUE;
    }

    /**
     * {@code startNanos} plus {@code ms}, saturated: a limit too far to count in nanoseconds (a clock
     * of centuries) means no deadline rather than one in the past.
     */
    static long deadline(long startNanos, long ms) {
        if (ms >= (Long.MAX_VALUE - Math.max(0, startNanos)) / 1_000_000L) {
            return Long.MAX_VALUE;
        }
        return startNanos + ms * 1_000_000L;
    }

    /** No limits: only {@link #stop} or the depth ends the search. */
    public static SearchControl unlimited() {
        return new SearchControl(0, 0, 0);
    }

    public void stop() {
        stopped = true;
    }

    public boolean stopped() {
        return stopped;
    }

    public boolean timeLimited() {
        return hardDeadlineNanos != Long.MAX_VALUE;
    }

    public long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }
}
