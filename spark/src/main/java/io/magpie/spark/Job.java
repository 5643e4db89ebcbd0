package io.magpie.spark;

import java.io.PrintStream;
import io.magpie.cli.Arguments;
import io.magpie.cli.OptionSpec;
import java.util.List;
import org.apache.spark.sql.SparkSession;

/** One magpie-spark command. */
interface Job {
    String name();

    String summary();

    String syntax();

    /** What {@code --chunk} means for this job, for the help. */
    String chunkHelp();

    /** Whether {@code --chunk} may be a fraction. */
    default boolean fractionalChunk() {
        return false;
    }

    /** The job's own options; {@link Main} adds the common ones (--master, --out, --chunk, ...). */
    List<OptionSpec<?>> options();

    /**
     * Checks the options (before Spark starts: a usage error costs no start-up); the returned
     * runnable does the work.
     */
    Run prepare(Arguments args) throws Exception;

    interface Run {
        /** Runs on Spark; returns the exit status (0 ok, 2 some input rejected). */
        int run(SparkSession spark, Context context) throws Exception;
    }

    /**
     * What every job gets besides its own options.
     *
     * @param chunk {@code --chunk} (solve: work a partition, in positions at 20 empties; the others:
     *     records or games a partition), or null for the job's default
     * @param timing the report printed at the end, to be told the job's stages
     */
    record Context(OutputDir out, boolean overwrite, Double chunk, PrintStream log, Timing timing) {
        /** {@code --chunk} as a count, or {@code otherwise}. */
        int count(int otherwise) {
            return chunk == null ? otherwise : (int) Math.round(chunk);
        }
    }
}
