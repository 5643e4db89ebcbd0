package io.magpie.spark;

import io.magpie.board.Board;
import io.magpie.cli.Arguments;
import io.magpie.cli.OptionSpec;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.eval.Evaluators;
import io.magpie.tune.PositionFile;
import io.magpie.tune.TrainingPosition;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * {@code magpie-spark label}: {@code magpie tune label} over a cluster. The same selection and the
 * same labels (exact solves, or a search of a given depth); the output {@code labelled.mgpd} holds
 * the written records in input order, as {@code magpie tune label} writes them. A damaged record is
 * reported and skipped (the single-machine command stops there).
 */
final class LabelJob implements Job {
    private static final String EXT = "mgpd";

    @Override
    public String name() {
        return "label";
    }

    @Override
    public String summary() {
        return "training positions (.mgpd) labelled by exact solves or searches, as magpie tune label";
    }

    @Override
    public String syntax() {
        return "magpie-spark label [--min-empties N] [--max-empties N] [--games M:R] [--only-selected] [--no-solve]"
                + " [--recheck] [--hash MB] [--time S] [--depth D [--eval NAME]] --out DIR IN.mgpd...";
    }

    static final OptionSpec<Integer> MIN_EMPTIES = OptionSpec.integer("min-empties", "N", 0, 60,
            "solve positions with at least N empties").defaultsTo(0);
    static final OptionSpec<Integer> MAX_EMPTIES = OptionSpec.integer("max-empties", "N", 0, 60,
            "solve positions with at most N empties").defaultsTo(14);
    static final OptionSpec<String> GAMES = OptionSpec.text("games", "M:R",
            "solve only games whose number is R modulo M").defaultsTo("1:0", "1:0, all");
    static final OptionSpec<Boolean> ONLY_SELECTED = OptionSpec.flag("only-selected",
            "write only the positions chosen for solving");
    static final OptionSpec<Boolean> NO_SOLVE = OptionSpec.flag("no-solve", "select and copy only, solving nothing");
    static final OptionSpec<Boolean> RECHECK = OptionSpec.flag("recheck", "also solve positions already labelled exact");
    /** 48: a solver's table rounds it down to 32 MB; a --depth search's tables are 32 and 16 MB. */
    static final OptionSpec<Integer> HASH = OptionSpec.integer("hash", "MB", 1, 4096,
            "memory for each executor thread's tables").defaultsTo(48);
    static final OptionSpec<Integer> TIME = OptionSpec.integer("time", "S", 0, 1_000_000,
            "give up a solve after S seconds, keeping its label (0: no limit)").defaultsTo(0);
    static final OptionSpec<Integer> DEPTH = OptionSpec.integer("depth", "D", 0, 60,
            "label by a search of depth D instead of solving (0: solve)").defaultsTo(0);
    static final OptionSpec<String> EVAL = OptionSpec.text("eval", "NAME", "evaluation of the --depth search")
            .defaultsTo("pattern");

    @Override
    public List<OptionSpec<?>> options() {
        return List.of(MIN_EMPTIES, MAX_EMPTIES, GAMES, ONLY_SELECTED, NO_SOLVE, RECHECK, HASH, TIME, DEPTH, EVAL);
    }

    /** The selection and labelling rules of {@code io.magpie.tune.Labeller}, for the tasks. */
    record Rules(int minEmpties, int maxEmpties, int modulus, int remainder, boolean onlySelected, boolean solve,
            boolean recheck, int hashMb, long maxMillis, int depth, String eval) implements Serializable {
        boolean chosen(TrainingPosition p) {
            int e = p.empties();
            return e >= minEmpties && e <= maxEmpties && Math.floorMod(p.game(), modulus) == remainder;
        }

        boolean written(TrainingPosition p) {
            return !onlySelected || chosen(p);
        }

        boolean needsLabel(TrainingPosition p) {
            return solve && chosen(p) && (p.kind() != TrainingPosition.EXACT || recheck);
        }

        String describe() {
            return String.format(Locale.ROOT, "empties=%d-%d games=%d:%d only-selected=%b solve=%b recheck=%b hash=%d"
                    + " millis=%d depth=%d eval=%s", minEmpties, maxEmpties, modulus, remainder, onlySelected, solve,
                    recheck, hashMb, maxMillis, depth, eval);
        }
    }

    @Override
    public Run prepare(Arguments args) throws Exception {
        String eval = args.get(EVAL);
        try {
            Evaluators.byName(eval);
        } catch (IllegalArgumentException e) {
            throw args.error("--eval: " + e.getMessage());
        }
        int m;
        int r;
        String[] mr = args.get(GAMES).split(":");
        try {
            m = Integer.parseInt(mr[0].trim());
            r = Integer.parseInt(mr[1].trim());
            if (mr.length != 2 || m < 1 || r < 0 || r >= m) {
                throw new NumberFormatException();
            }
        } catch (RuntimeException e) {
            throw args.error("--games needs M:R with 0 <= R < M: " + args.get(GAMES));
        }
        List<String> files = args.operands();
        if (files.isEmpty()) {
            throw args.error("give the training data file(s) to label");
        }
        Rules rules = new Rules(args.get(MIN_EMPTIES), args.get(MAX_EMPTIES), m, r, args.get(ONLY_SELECTED),
                !args.get(NO_SOLVE), args.get(RECHECK), args.get(HASH), args.get(TIME) * 1000L, args.get(DEPTH), eval);
        return (spark, context) -> run(spark, files, rules, context);
    }

    /** Records a partition by default: games hold positions at every count of empties, so counts balance. */
    static final int DEFAULT_CHUNK = 64;

    @Override
    public String chunkHelp() {
        return "records a partition (default " + DEFAULT_CHUNK + ")";
    }

    private static int run(SparkSession spark, List<String> files, Rules rules, Job.Context c) throws IOException {
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        OutputDir out = c.out();
        PrintStream log = c.log();
        int chunk = c.count(DEFAULT_CHUNK);
        List<RecordInput.Range> ranges = RecordInput.ranges(files, chunk);
        String description = "magpie-spark label\ninputs: " + String.join(" ", files) + "\n" + rules.describe() + "\n";
        Set<Integer> done = out.prepare(description, "by count, --chunk " + chunk + ": " + ranges.size()
                + " partitions", EXT, c.overwrite(), log);
        c.timing().mark("input");
        List<long[]> ran = sc.parallelize(ranges, Math.max(1, ranges.size())).mapPartitionsWithIndex((part, it) -> {
            if (done.contains(part) || !it.hasNext()) {
                return Collections.<long[]>emptyIterator();
            }
            return List.of(labelPartition(part, it.next(), rules, out)).iterator();
        }, true).collect();
        long labelled = 0;
        long gaveUp = 0;
        Work work = Work.NONE;
        for (long[] s : ran) {
            labelled += s[0];
            gaveUp += s[1];
            work = work.plus(new Work(s[0] + s[1], s[2], s[3]));
        }
        c.timing().markWork("labelling", rules.depth() > 0 ? "searches" : "solves", work);
        out.cleanUp();
        Merge.concat(out, EXT, RecordInput.header(), new byte[0], "labelled.mgpd");
        long rejected = Merge.rejects(out, EXT, log);
        long records = (OutputDir.fs(out.path("labelled.mgpd")).getFileStatus(out.path("labelled.mgpd")).getLen() - 8)
                / PositionFile.RECORD_BYTES;
        log.printf(Locale.ROOT, "magpie-spark: %d %s in this run (%d partitions, %d skipped as finished), %d gave up;"
                + " %d records in %s, %d damaged record(s) rejected%n", labelled,
                rules.depth() > 0 ? "searched" : "solved", ran.size(), done.size(), gaveUp, records,
                out.path("labelled.mgpd"), rejected);
        c.timing().mark("merge");
        return rejected > 0 ? 2 : 0;
    }

    /** Labels one range and commits it; returns {labelled, gave up, task CPU ns, labelling CPU ns}. */
    private static long[] labelPartition(int part, RecordInput.Range range, Rules rules, OutputDir out)
            throws IOException {
        long taskStart = Work.cpuNow();
        List<TrainingPosition> written = new ArrayList<>();
        StringBuilder rejects = new StringBuilder();
        long[] counts = new long[4];
        RecordInput.read(range, r -> {
            if (r.position() == null) {
                rejects.append(r.error()).append('\n');
                return;
            }
            TrainingPosition p = r.position();
            if (!rules.written(p)) {
                return;
            }
            if (rules.needsLabel(p)) {
                long before = Work.cpuNow();
                TrainingPosition labelled = rules.depth() > 0 ? searched(p, rules) : solved(p, rules);
                counts[3] += Work.cpuNow() - before;
                counts[labelled != null ? 0 : 1]++;
                p = labelled != null ? labelled : p;
            }
            written.add(p);
        });
        ByteBuffer buf = ByteBuffer.allocate(written.size() * PositionFile.RECORD_BYTES);
        for (TrainingPosition p : written) {
            RecordInput.write(p, buf);
        }
        out.commit(part, EXT, buf.array(), rejects.toString());
        counts[2] = Work.cpuNow() - taskStart;
        return counts;
    }

    /** As the labeller's solve: exact, or null when the time limit cut it short. */
    private static TrainingPosition solved(TrainingPosition p, Rules rules) {
        Solver solver = Workers.solver(rules.hashMb(), "ordering");
        SolveResult r = solver.solve(p.player(), p.opponent(), Solver.FULL_ALPHA, Solver.FULL_BETA, 0, rules.maxMillis());
        if (!r.complete()) {
            return null;
        }
        return new TrainingPosition(p.player(), p.opponent(), p.game(), r.score(), TrainingPosition.EXACT);
    }

    /** As the labeller's search at a fixed depth. */
    private static TrainingPosition searched(TrainingPosition p, Rules rules) {
        Engine engine = Workers.engine(rules.hashMb(), rules.eval());
        engine.setBoard(Board.fromRelative(p.player(), p.opponent(), true));
        SearchInfo info = engine.go(Limits.none().withDepth(rules.depth()), SearchListener.NONE);
        int label = (int) Math.max(-64, Math.min(64, Math.round(info.scoreDiscs())));
        return new TrainingPosition(p.player(), p.opponent(), p.game(), label,
                info.exact() && !info.wld() ? TrainingPosition.EXACT : TrainingPosition.SEARCHED);
    }
}
