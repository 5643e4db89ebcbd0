package io.magpie.spark;

import io.magpie.cli.Arguments;
import io.magpie.cli.OptionSpec;
import io.magpie.cli.UsageException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * {@code magpie-spark solve|label|selfplay ...}: Magpie's batch jobs on Apache Spark. Runs embedded
 * ({@code local[*]}) unless {@code --master URL} or spark-submit names a cluster.
 */
public final class Main {
    static final List<Job> JOBS = List.of(new SolveJob(), new LabelJob(), new SelfPlayJob());

    static final OptionSpec<String> MASTER = OptionSpec.text("master", "URL", "Spark master")
            .defaultsTo(null, "local[*]: this machine, all cores");
    static final OptionSpec<String> OUT = OptionSpec.text("out", "DIR",
            "output directory (any Hadoop path); rerun with the same one to resume");
    /** No default here: each job says what its default is, and solve's depends on the input. */
    static final OptionSpec<Double> CHUNK = OptionSpec.decimal("chunk", "N", 1e-6, 1 << 30, "work a partition");
    static final OptionSpec<Boolean> OVERWRITE = OptionSpec.flag("overwrite",
            "start over in an output directory of another job");

    private Main() {}

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        System.exit(status);
    }

    /** Runs a command; returns the exit status (0 ok, 1 failed, 2 some input rejected, 64 usage). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
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
        OptionSpec<Double> chunkSpec = CHUNK.withHelp(job.chunkHelp());
        List<OptionSpec<?>> options = new ArrayList<>(job.options());
        options.addAll(List.of(MASTER, OUT, chunkSpec, OVERWRITE));
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        try {
            Arguments cl = Arguments.parse(options, rest, job.syntax(), false);
            if (cl.helpRequested()) {
                out.print(cl.usage());
                return 0;
            }
            if (!cl.has(OUT)) {
                throw cl.error("--out DIR is required");
            }
            Double chunk = cl.has(chunkSpec) ? cl.get(chunkSpec) : null;
            if (chunk != null && !job.fractionalChunk() && chunk != Math.rint(chunk)) {
                throw cl.error("--chunk: not a whole number: " + chunk);
            }
            Job.Run work = job.prepare(cl);
            Timing timing = new Timing();
            // Spark's INFO lines would bury the job's own report; warnings still show.
            org.apache.logging.log4j.core.config.Configurator.setRootLevel(org.apache.logging.log4j.Level.WARN);
            SparkConf conf = new SparkConf().setAppName("magpie-spark " + job.name());
            if (cl.has(MASTER)) {
                conf.setMaster(cl.get(MASTER));
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
                return work.run(spark, new Job.Context(new OutputDir(cl.get(OUT)), cl.get(OVERWRITE), chunk, err,
                        timing));
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
}
