package io.magpie.spark;

import java.io.PrintStream;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.spark.sql.SparkSession;

/** One magpie-spark command. */
interface Job {
    String name();

    String summary();

    String syntax();

    /** The job's own options; {@link Main} adds the common ones (--master, --out, --chunk, ...). */
    Options options();

    /**
     * Checks the options (before Spark starts: a usage error costs no start-up); the returned
     * runnable does the work.
     */
    Run prepare(CommandLine cl, Options options) throws Exception;

    interface Run {
        /** Runs on Spark; returns the exit status (0 ok, 2 some input rejected). */
        int run(SparkSession spark, OutputDir out, boolean overwrite, int chunk, PrintStream log) throws Exception;
    }
}
