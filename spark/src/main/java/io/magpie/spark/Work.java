package io.magpie.spark;

import java.io.Serializable;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * What one task did, returned to the driver for the timing report: items (positions, records,
 * games), the task's CPU time, and the part of it spent in the solver or the search itself; the
 * rest is the task's own cost (reading, parsing, formatting, writing its part).
 */
record Work(long items, long taskCpuNanos, long workCpuNanos) implements Serializable {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    static final Work NONE = new Work(0, 0, 0);

    /** This thread's CPU time so far, in nanoseconds. */
    static long cpuNow() {
        return THREADS.getCurrentThreadCpuTime();
    }

    Work plus(Work other) {
        return new Work(items + other.items, taskCpuNanos + other.taskCpuNanos, workCpuNanos + other.workCpuNanos);
    }
}
