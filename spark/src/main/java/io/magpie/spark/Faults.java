package io.magpie.spark;

import org.apache.spark.TaskContext;

/**
 * A fault to test retries: with the system property {@code magpie.spark.failPartition=N}, the first
 * attempt of partition N dies after writing its temporary file and before committing it (the worst
 * moment). Spark then retries it (in local mode, a master {@code local[N,F]} with F > 1 allows it).
 */
final class Faults {
    static final String PROPERTY = "magpie.spark.failPartition";

    private Faults() {}

    static void afterTempWrite(int partition) {
        String failing = System.getProperty(PROPERTY);
        TaskContext task = TaskContext.get();
        if (failing != null && task != null && task.attemptNumber() == 0
                && Integer.toString(partition).equals(failing.trim())) {
            throw new IllegalStateException("injected fault in partition " + partition + " (" + PROPERTY + ")");
        }
    }
}
