package io.magpie.spark;

import io.magpie.cli.Arguments;
import io.magpie.cli.OptionSpec;
import io.magpie.cli.UsageException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.ArrayList;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * {@code magpie-spark solve|label|selfplay ...}: Magpie's batch jobs on Apache Spark. Runs embedded
 * ({@code local[*]}) unless {@code --master URL} or spark-submit names a cluster.
 */
public final class Main {
    static final List<Job> JOBS = List.of(new SolveJob(), new LabelJob(), new SelfPlayJob());
    /** Positions (or games) per partition by default: seconds of work per task at 20 empties, and enough tasks to balance 2 cores from a few hundred positions on. */
    static final int DEFAULT_CHUNK = 64;

    static final OptionSpec<String> MASTER = OptionSpec.text("master", "URL", "Spark master")
            .defaultsTo(null, "local[*]: this machine, all cores");
    static final OptionSpec<String> OUT = OptionSpec.text("out", "DIR",
            "output directory (any Hadoop path); rerun with the same one to resume");
    static final OptionSpec<Integer> CHUNK = OptionSpec.integer("chunk", "N", 1, 1 << 20,
            "positions (selfplay: games) per partition");
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
        OptionSpec<Integer> chunkSpec = CHUNK.defaultsTo(job.defaultChunk());
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
            int chunk = cl.get(chunkSpec);
            Job.Run work = job.prepare(cl);
            // Spark's INFO lines would bury the job's own report; warnings still show.
            org.apache.logging.log4j.core.config.Configurator.setRootLevel(org.apache.logging.log4j.Level.WARN);
            SparkConf conf = new SparkConf().setAppName("magpie-spark " + job.name());
            if (cl.has(MASTER)) {
                conf.setMaster(cl.get(MASTER));
            } else if (!conf.contains("spark.master")) {
                conf.setMaster("local[*]");
            }
            conf.setIfMissing("spark.ui.enabled", "false");
            conf.setIfMissing("spark.ui.showConsoleProgress", "true");
            SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
            spark.sparkContext().setLogLevel("WARN");
            try {
                return work.run(spark, new OutputDir(cl.get(OUT)), cl.get(OVERWRITE), chunk, err);
            } finally {
                spark.stop();
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
