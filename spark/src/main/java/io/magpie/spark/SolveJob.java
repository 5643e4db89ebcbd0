package io.magpie.spark;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.cli.Arguments;
import io.magpie.cli.OptionSpec;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.eval.Evaluators;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * {@code magpie-spark solve}: {@code magpie solve --tsv} over many positions. Each partition solves
 * its positions in order on its thread's one solver; each row has the columns of {@code magpie
 * solve --tsv} (index empties score move nodes seconds pv) and the position's source (FILE:LINE).
 * Output: {@code solve.tsv} (header, rows in input order, total row), {@code parquet/} and
 * {@code rejected.txt}.
 */
final class SolveJob implements Job {
    static final String HEADER = "index\tempties\tscore\tmove\tnodes\tseconds\tpv\tsource";
    private static final String EXT = "tsv";

    @Override
    public String name() {
        return "solve";
    }

    @Override
    public String summary() {
        return "exact or win/loss/draw scores, best moves and node counts, as magpie solve --tsv";
    }

    @Override
    public String syntax() {
        return "magpie-spark solve [OPTIONS] --out DIR FILE...   (FILE: OBF, one position a line, or .mgpd)";
    }

    static final OptionSpec<Boolean> WLD = OptionSpec.flag("wld", "win/loss/draw only (faster)");
    static final OptionSpec<Integer> HASH = OptionSpec.integer("hash", "MB", 1, 65536,
            "memory for each executor thread's solver table").defaultsTo(128);
    static final OptionSpec<Integer> NODES = OptionSpec.integer("nodes", "N", 0, Integer.MAX_VALUE,
            "give up a position after N nodes (its score is then ?; 0: no limit)").defaultsTo(0);
    static final OptionSpec<Integer> TIME = OptionSpec.integer("time", "SECONDS", 0, 1_000_000,
            "give up a position after this many seconds (0: no limit)").defaultsTo(0);
    static final OptionSpec<String> ORDER_EVAL = OptionSpec.text("order-eval", "NAME",
            "move-ordering evaluation, as magpie solve (none: mobility only)").defaultsTo("ordering");

    @Override
    public List<OptionSpec<?>> options() {
        return List.of(WLD, HASH, NODES, TIME, ORDER_EVAL);
    }

    /** The settings the tasks need (serialised to them). */
    record Settings(boolean wld, int hashMb, long maxNodes, long maxMillis, String orderEval) implements Serializable {
        String describe() {
            return "wld=" + wld + " hash=" + hashMb + " nodes=" + maxNodes + " millis=" + maxMillis + " order-eval="
                    + orderEval;
        }
    }

    @Override
    public Run prepare(Arguments args) throws Exception {
        String orderEval = args.get(ORDER_EVAL);
        if (!orderEval.equalsIgnoreCase("none")) {
            try {
                Evaluators.byName(orderEval);
            } catch (IllegalArgumentException e) {
                throw args.error("--order-eval: " + e.getMessage());
            }
        }
        List<String> files = args.operands();
        if (files.isEmpty()) {
            throw args.error("nothing to solve: give FILE...");
        }
        Settings settings = new Settings(args.get(WLD), args.get(HASH), args.get(NODES), args.get(TIME) * 1000L,
                orderEval);
        return (spark, context) -> run(spark, files, settings, context);
    }

    @Override
    public String chunkHelp() {
        return "work a partition, in positions at 20 empties (each empty more counts twice as much; default: "
                + Partitioning.MAX_DEFAULT_UNITS / Cost.UNIT + ", less so that every core gets "
                + Partitioning.PER_CORE + " partitions; a resumed job keeps its own)";
    }

    @Override
    public boolean fractionalChunk() {
        return true;
    }

    private static int run(SparkSession spark, List<String> files, Settings settings, Job.Context c)
            throws IOException {
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        OutputDir out = c.out();
        PrintStream log = c.log();
        String description = "magpie-spark solve\ninputs: " + String.join(" ", files) + "\n" + settings.describe()
                + "\n";
        out.refuseAnotherJob(description, c.overwrite());
        long units = c.chunk() != null ? Partitioning.unitsOfChunk(c.chunk()) : -1;
        String recorded = c.overwrite() ? null : out.recordedPartitioning(description);
        if (units < 0 && recorded != null && Partitioning.recordedUnits(recorded) > 0) {
            units = Partitioning.recordedUnits(recorded); // resuming: cut as the first run did
        }
        JavaRDD<Line> ordered = Inputs.binary(files) ? RecordInput.lines(sc, files) : TextInput.read(sc, files);
        CostSplit.Cut cut = CostSplit.cut(ordered, units, sc.defaultParallelism());
        log.println("magpie-spark: partitioning " + cut.partitioning().describe());
        Set<Integer> done = out.prepare(description, cut.partitioning().describe(), EXT, c.overwrite(), log);
        c.timing().mark("input and partitioning");
        List<Work> ran = cut.lines().mapPartitionsWithIndex((part, it) -> {
            if (done.contains(part) || !it.hasNext()) {
                return Collections.<Work>emptyIterator();
            }
            return List.of(solvePartition(part, it, settings, out)).iterator();
        }, true).collect();
        cut.release();
        Work work = ran.stream().reduce(Work.NONE, Work::plus);
        c.timing().markWork("solving", "positions", work);
        log.printf(Locale.ROOT, "magpie-spark: %d partition(s) solved in this run (%d positions), %d skipped%n",
                ran.size(), work.items(), done.size());
        out.cleanUp();
        long[] total = totals(out);
        byte[] tail = Merge.utf8(String.format(Locale.ROOT, "total\t\t\t\t%d\t%.3f\t\t%n", total[0], total[1] / 1e9));
        Merge.concat(out, EXT, Merge.utf8(HEADER + "\n"), tail, "solve.tsv");
        writeParquet(spark, out);
        long rejected = Merge.rejects(out, EXT, log);
        c.timing().mark("merge and Parquet");
        log.printf(Locale.ROOT, "magpie-spark: %d positions solved, %d input line(s) rejected; output in %s%n",
                total[2], rejected, out.root());
        return rejected > 0 ? 2 : 0;
    }

    /** Solves one partition's positions in order and commits its part file. */
    private static Work solvePartition(int part, Iterator<Line> lines, Settings s, OutputDir out) throws IOException {
        long taskStart = Work.cpuNow();
        Solver solver = Workers.solver(s.hashMb(), s.orderEval());
        int alpha = s.wld() ? -1 : Solver.FULL_ALPHA;
        int beta = s.wld() ? 1 : Solver.FULL_BETA;
        StringBuilder rows = new StringBuilder();
        StringBuilder rejects = new StringBuilder();
        long n = 0;
        long solving = 0;
        while (lines.hasNext()) {
            Line line = lines.next();
            if (line.rejected()) {
                rejects.append(line.source()).append('\n');
                continue;
            }
            Board board;
            try {
                board = BoardText.parseProblem(line.text()).board();
            } catch (FormatException e) {
                rejects.append(line.source()).append(": ").append(e.getMessage()).append('\n');
                continue;
            }
            long before = Work.cpuNow();
            SolveResult r = solver.solve(board.player(), board.opponent(), alpha, beta, s.maxNodes(), s.maxMillis());
            solving += Work.cpuNow() - before;
            rows.append(tsvRow(line.ordinal() + 1, r, s.wld())).append('\t').append(line.source()).append('\n');
            n++;
        }
        out.commit(part, EXT, rows.toString().getBytes(StandardCharsets.UTF_8), rejects.toString());
        return new Work(n, Work.cpuNow() - taskStart, solving);
    }

    /** The row {@code magpie solve --tsv} prints for a result. */
    static String tsvRow(long index, SolveResult r, boolean wld) {
        String score = !r.complete() ? "?" : wld ? Integer.toString(Integer.signum(r.score())) : Integer.toString(r.score());
        return String.format(Locale.ROOT, "%d\t%d\t%s\t%s\t%d\t%.3f\t%s", index, r.nEmpties(), score,
                r.complete() ? moveName(r.bestMove()) : "?", r.nodes(), r.seconds(), r.pvText());
    }

    private static String moveName(int move) {
        return move == Square.PASS ? "pass" : Square.name(move);
    }

    /** {nodes, nanoseconds, rows} over all parts (the total row of {@code magpie solve --tsv}). */
    private static long[] totals(OutputDir out) throws IOException {
        long nodes = 0;
        double seconds = 0;
        long rows = 0;
        var fs = OutputDir.fs(out.path("parts"));
        for (var part : Merge.parts(out, EXT)) {
            for (String row : OutputDir.readText(fs, part).split("\n")) {
                if (!row.isEmpty()) {
                    String[] f = row.split("\t", -1);
                    nodes += Long.parseLong(f[4]);
                    seconds += Double.parseDouble(f[5]);
                    rows++;
                }
            }
        }
        return new long[] {nodes, Math.round(seconds * 1e9), rows};
    }

    private static void writeParquet(SparkSession spark, OutputDir out) throws IOException {
        StructType schema = new StructType().add("index", DataTypes.LongType).add("empties", DataTypes.IntegerType)
                .add("score", DataTypes.StringType).add("move", DataTypes.StringType)
                .add("nodes", DataTypes.LongType).add("seconds", DataTypes.DoubleType)
                .add("pv", DataTypes.StringType).add("source", DataTypes.StringType);
        Dataset<Row> rows = spark.read().schema(schema).option("sep", "\t").csv(Merge.partNames(out, EXT))
                .withColumn("score", functions.expr("try_cast(score AS INT)")) // "?" (gave up): null
                .orderBy("index");
        rows.write().mode(SaveMode.Overwrite).parquet(out.path("parquet").toString());
    }
}
