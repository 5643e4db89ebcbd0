package io.magpie.spark;

import io.magpie.cli.CommandLines;
import io.magpie.cli.UsageException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * {@code magpie-spark solve|label|selfplay ...}: Magpie's batch jobs on Apache Spark. Runs embedded
 * ({@code local[*]}) unless {@code --master URL} or spark-submit names a cluster.
 */
public final class Main {
    static final List<Job> JOBS = List.of(new SolveJob(), new LabelJob(), new SelfPlayJob());

    private Main() {}

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        System.exit(status);
    }

    /** Runs a command; returns the exit status (0 ok, 1 failed, 2 some input rejected, 64 usage). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || CommandLines.isHelp(args[0])) {
            out.println("usage: magpie-spark COMMAND [OPTIONS]   (COMMAND --help for its options)");
            for (Job job : JOBS) {
                out.printf("  %-9s %s%n", job.name(), job.summary());
            }
            return args.length == 0 ? 64 : 0;
        }
        Job job = JOBS.stream().filter(j -> j.name().equals(args[0])).findFirst().orElse(null);
        if (job == null) {
            err.println("magpie-spark: unknown command " + args[0] + " (solve, label, selfplay)");
            return 64;
        }
        Options options = job.options();
        options.addOption(CommandLines.value("master", "URL", "Spark master (default local[*]: this machine, all cores)"));
        options.addOption(Option.builder().longOpt("out").hasArg().argName("DIR")
                .desc("output directory (any Hadoop path); rerun with the same one to resume").build());
        options.addOption(CommandLines.value("chunk", "N", job.chunkHelp()));
        options.addOption(CommandLines.flag("overwrite", "start over in an output directory of another job"));
        options.addOption(CommandLines.help());
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        try {
            CommandLine cl = CommandLines.parseOrHelp(options, rest, job.syntax(), out);
            if (cl == null) {
                return 0;
            }
            if (!cl.hasOption("out")) {
                throw new UsageException("--out DIR is required", CommandLines.usage(options, job.syntax()));
            }
            Double chunk = chunk(cl, job, options);
            Job.Run work = job.prepare(cl, options);
            Timing timing = new Timing();
            // Spark's INFO lines would bury the job's own report; warnings still show.
            org.apache.logging.log4j.core.config.Configurator.setRootLevel(org.apache.logging.log4j.Level.WARN);
            SparkConf conf = new SparkConf().setAppName("magpie-spark " + job.name());
            if (cl.hasOption("master")) {
                conf.setMaster(cl.getOptionValue("master"));
            } else if (!conf.contains("spark.master")) {
                conf.setMaster("local[*]");
            }
            conf.setIfMissing("spark.ui.enabled", "false");
            // The progress bar only where someone watches: in logs and tests it is noise.
            conf.setIfMissing("spark.ui.showConsoleProgress", Boolean.toString(System.console() != null));
            SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
            spark.sparkContext().setLogLevel("WARN");
            timing.attach(spark);
            timing.mark("Spark start");
            try {
                return work.run(spark, new Job.Context(new OutputDir(cl.getOptionValue("out")),
                        cl.hasOption("overwrite"), chunk, err, timing));
            } finally {
                spark.stop();
                timing.report(err); // after the stop, when every task's metrics are in
            }
        } catch (UsageException e) {
            err.println("magpie-spark " + job.name() + ": " + e.getMessage());
            err.print(e.usage());
            return 64;
        } catch (Exception e) {
            err.println("magpie-spark " + job.name() + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 1;
        }
    }

    /** {@code --chunk}: a positive number; a whole one for the jobs that count records or games. */
    private static Double chunk(CommandLine cl, Job job, Options options) throws UsageException {
        if (!cl.hasOption("chunk")) {
            return null;
        }
        String text = cl.getOptionValue("chunk");
        double chunk;
        try {
            chunk = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            chunk = Double.NaN;
        }
        boolean whole = chunk == Math.rint(chunk);
        if (!(chunk > 0 && chunk <= 1 << 30) || (!job.fractionalChunk() && !whole)) {
            throw new UsageException("--chunk: not a " + (job.fractionalChunk() ? "positive number" : "positive whole number")
                    + ": " + text, CommandLines.usage(options, job.syntax()));
        }
        return chunk;
    }
}
