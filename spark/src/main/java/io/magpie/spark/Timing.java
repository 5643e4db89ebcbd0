package io.magpie.spark;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.SparkSession;

/**
 * The timing report at the end of a job, so that Spark's overhead can be read off against the
 * plain command: the wall time by stage, the CPU time of this JVM and of Spark's tasks, the rate,
 * and per item the CPU of the work itself and of what the tasks did around it.
 */
final class Timing {
    private final long start = System.nanoTime();
    private final long jvmMillisBefore = ManagementFactory.getRuntimeMXBean().getUptime();
    private final List<String> phases = new ArrayList<>();
    private final Tasks tasks = new Tasks();
    private long last = start;
    private long workNanos;
    private String workPhase;
    private String noun = "items";
    private Work work = Work.NONE;

    /** Sums the tasks' metrics as Spark reports them (on the driver, whatever the cluster). */
    private static final class Tasks extends SparkListener {
        final AtomicLong count = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        final AtomicLong cpuNanos = new AtomicLong();
        final AtomicLong runMillis = new AtomicLong();

        @Override
        public void onTaskEnd(SparkListenerTaskEnd end) {
            count.incrementAndGet();
            if (!end.taskInfo().successful()) {
                failed.incrementAndGet();
            }
            if (end.taskMetrics() != null) {
                cpuNanos.addAndGet(end.taskMetrics().executorCpuTime());
                runMillis.addAndGet(end.taskMetrics().executorRunTime());
            }
        }
    }

    void attach(SparkSession spark) {
        spark.sparkContext().addSparkListener(tasks);
    }

    /** Ends the current stage of the job, named {@code phase}. */
    void mark(String phase) {
        long now = System.nanoTime();
        phases.add(String.format(Locale.ROOT, "%s %.1f s", phase, (now - last) / 1e9));
        last = now;
    }

    /** Ends the stage that did the work proper, and records what its tasks did. */
    void markWork(String phase, String noun, Work work) {
        workNanos = System.nanoTime() - last;
        workPhase = phase;
        this.noun = noun;
        this.work = work;
        mark(phase);
    }

    /** Prints the report; call it after Spark stopped, when every task's metrics are in. */
    void report(PrintStream log) {
        double wall = (System.nanoTime() - start) / 1e9;
        long items = work.items();
        log.printf(Locale.ROOT, "magpie-spark: timing: wall %.1f s after the JVM's first %.1f s: %s%n", wall,
                jvmMillisBefore / 1e3, String.join(", ", phases));
        log.printf(Locale.ROOT, "magpie-spark: timing: CPU %.1f s in this JVM (the driver; in local mode the executors"
                + " too); Spark tasks %.1f s CPU in %.1f s run time, %d tasks (%d failed)%n", processCpuNanos() / 1e9,
                tasks.cpuNanos.get() / 1e9, tasks.runMillis.get() / 1e3, tasks.count.get(), tasks.failed.get());
        if (workPhase == null) {
            return;
        }
        double msEach = items == 0 ? 0 : 1e-6 / items; // nanoseconds in all to milliseconds an item
        log.printf(Locale.ROOT, "magpie-spark: timing: %d %s, %.2f a second of wall (%.2f in the %s stage); a %s:"
                + " %.3f ms CPU of work, %.3f ms CPU around it in its task; fixed cost %.1f s of wall (all but the"
                + " %s stage)%n", items, noun, items / wall, items / (workNanos / 1e9), workPhase,
                noun.replaceAll("s$", ""), work.workCpuNanos() * msEach,
                (work.taskCpuNanos() - work.workCpuNanos()) * msEach,
                wall - workNanos / 1e9, workPhase);
    }

    static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return 0;
    }
}
