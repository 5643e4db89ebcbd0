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

    /** The job's own options; {@link Main} adds the common ones (--master, --out, --chunk, ...). */
    List<OptionSpec<?>> options();

    /** Positions (or games) per partition when {@code --chunk} is not given. */
    int defaultChunk();

    /**
     * Checks the options (before Spark starts: a usage error costs no start-up); the returned
     * runnable does the work.
     */
    Run prepare(Arguments args) throws Exception;

    interface Run {
        /** Runs on Spark; returns the exit status (0 ok, 2 some input rejected). */
        int run(SparkSession spark, OutputDir out, boolean overwrite, int chunk, PrintStream log) throws Exception;
    }
}
