package io.magpie.tune;

import io.magpie.board.Board;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Evaluators;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Replaces labels by exact endgame solves. Reads a training data file and writes, in the same order,
 * the selected records (by empties, and optionally by game number modulo m), each solved when it has
 * {@code minEmpties..maxEmpties} empties and is not already exact. Runs on several threads (one
 * solver each) over batches, writing each batch in order once it is solved.
 *
 * <p>With a search depth, positions are labelled instead by a fixed-depth search of the engine (its
 * evaluation at the leaves, exact when the depth reaches the end): the deep-search labels for
 * positions too early to solve.
 *
 * <p>Resumable: the output is append-only with fixed-size records, so a rerun after a stop skips the
 * selected input records that are already in the output and carries on.
 */
public final class Labeller {
    /** Positions to label per batch and thread: a stop loses at most one batch of solves. */
    private static final int BATCH_PER_THREAD = 8;
    /**
     * Records per batch at most, whatever they need: a batch is filled up to its share of positions
     * to label, so that the threads stay busy when those are sparse (one record in 60 when a single
     * empties count is solved), but a file with nothing to label is not read into memory whole.
     */
    private static final int MAX_RECORDS_PER_BATCH = 1 << 16;

    private final int minEmpties;
    private final int maxEmpties;
    private final int gameModulus;
    private final int gameRemainder;
    private final boolean onlySelected;
    private final int threads;
    private final int hashMb;
    private final long maxMillis;
    private boolean recheck;
    private boolean solve = true;
    private int searchDepth;
    /** The labelling search's evaluation; null: the engine's default. */
    private Evaluator evaluator;
    private final AtomicInteger disagreements = new AtomicInteger();
    /** Batches handed to the threads so far. */
    private long batches;

    /**
     * @param gameModulus with {@code gameRemainder}: solve only games with {@code game % m == r} (m = 1: all)
     * @param onlySelected write only the records chosen for solving; otherwise copy the rest unchanged
     * @param maxMillis give up a position after this long (0: no limit); it keeps its old label
     */
    public Labeller(int minEmpties, int maxEmpties, int gameModulus, int gameRemainder, boolean onlySelected,
            int threads, int hashMb, long maxMillis) {
        this.minEmpties = minEmpties;
        this.maxEmpties = maxEmpties;
        this.gameModulus = gameModulus;
        this.gameRemainder = gameRemainder;
        this.onlySelected = onlySelected;
        this.threads = threads;
        this.hashMb = hashMb;
        this.maxMillis = maxMillis;
    }

    /** Also solve positions already labelled exact, counting disagreements with the old label. */
    public Labeller recheck(boolean on) {
        recheck = on;
        return this;
    }

    /** With false, only select and copy (e.g. to cut a test set out of a data file). */
    public Labeller solve(boolean on) {
        solve = on;
        return this;
    }

    /**
     * Labels by a search of this depth (and the engine's default selectivity) instead of exact solves;
     * 0 (the default) solves.
     */
    public Labeller searchDepth(int depth) {
        searchDepth = depth;
        return this;
    }

    /** The evaluation of the labelling search (each thread gets its own copy). */
    public Labeller evaluator(Evaluator e) {
        evaluator = e;
        return this;
    }

    boolean chosen(TrainingPosition p) {
        int e = p.empties();
        return e >= minEmpties && e <= maxEmpties && Math.floorMod(p.game(), gameModulus) == gameRemainder;
    }

    /** Batches handed to the threads so far (for tests: sparse positions to label share batches). */
    long batches() {
        return batches;
    }

    private boolean written(TrainingPosition p) {
        return !onlySelected || chosen(p);
    }

    private boolean needsLabel(TrainingPosition p) {
        return solve && chosen(p) && (p.kind() != TrainingPosition.EXACT || recheck);
    }

    /** Labels {@code in} into {@code out}; returns the number of positions solved or searched in this run. */
    public long run(Path in, Path out, PrintStream progress) throws IOException, InterruptedException {
        long done = PositionFile.dropDamagedTail(out, progress);
        Solver[] solvers = new Solver[threads];
        Engine[] engines = new Engine[threads];
        for (int t = 0; t < threads; t++) {
            if (searchDepth > 0) {
                engines[t] = new Engine();
                engines[t].setThreads(1);
                engines[t].setHashMb(hashMb);
                if (evaluator != null) {
                    engines[t].setEvaluator(evaluator.forThread());
                }
            } else {
                solvers[t] = new Solver(hashMb, 1);
                solvers[t].setOrderingEvaluator(Evaluators.byName("ordering"));
            }
        }
        String verb = searchDepth > 0 ? "searched" : "solved";
        long solved = 0;
        long failed = 0;
        long nodes = 0;
        long start = System.nanoTime();
        long lastReport = start;
        try (PositionFile.Reader reader = PositionFile.open(in);
                PositionFile.Writer writer = PositionFile.openAppend(out)) {
            long skipped = 0;
            TrainingPosition p = null;
            while (skipped < done && (p = reader.next()) != null) {
                if (written(p)) {
                    skipped++;
                }
            }
            if (done > 0) {
                progress.printf(Locale.ROOT, "resuming after %d records already in %s%n", done, out);
            }
            final int work = BATCH_PER_THREAD * threads;
            TrainingPosition[] batch = new TrainingPosition[MAX_RECORDS_PER_BATCH];
            while (true) {
                int n = 0;
                int toLabel = 0;
                while (toLabel < work && n < MAX_RECORDS_PER_BATCH && (p = reader.next()) != null) {
                    if (written(p)) {
                        batch[n++] = p;
                        if (needsLabel(p)) {
                            toLabel++;
                        }
                    }
                }
                if (n == 0) {
                    break;
                }
                batches++;
                long[] batchNodes = new long[threads];
                int[] batchFailed = new int[threads];
                int[] batchSolved = new int[threads];
                solveBatch(batch, n, solvers, engines, batchNodes, batchSolved, batchFailed);
                for (int i = 0; i < n; i++) {
                    writer.write(batch[i]);
                }
                writer.flush();
                done += n;
                for (int t = 0; t < threads; t++) {
                    nodes += batchNodes[t];
                    solved += batchSolved[t];
                    failed += batchFailed[t];
                }
                long now = System.nanoTime();
                // every second until the first hundred solves (a first rate), then every ten
                if (now - lastReport > (solved < 100 ? 1_000_000_000L : 10_000_000_000L)) {
                    lastReport = now;
                    double s = (now - start) / 1e9;
                    progress.printf(Locale.ROOT, "%d records written, %d %s (%.1f/s, %.1f Mnodes/s), %d gave up%n",
                            done, solved, verb, solved / s, nodes / s / 1e6, failed);
                }
            }
        } finally {
            for (Solver s : solvers) {
                if (s != null) {
                    s.close();
                }
            }
        }
        double s = (System.nanoTime() - start) / 1e9;
        progress.printf(Locale.ROOT, "done: %d records in %s, %d %s in %.1f s (%d nodes), %d gave up%s%n",
                done, out, solved, verb, s, nodes, failed,
                recheck ? ", " + disagreements.get() + " exact labels disagreed with the solver" : "");
        return solved;
    }

    private void solveBatch(TrainingPosition[] batch, int n, Solver[] solvers, Engine[] engines, long[] nodes,
            int[] solved, int[] failed) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            workers[t] = new Thread(() -> {
                int i;
                while ((i = next.getAndIncrement()) < n) {
                    TrainingPosition p = batch[i];
                    if (!needsLabel(p)) {
                        continue;
                    }
                    if (engines[id] != null) {
                        batch[i] = searched(engines[id], p, nodes, id);
                        solved[id]++;
                        continue;
                    }
                    SolveResult r = solvers[id].solve(p.player(), p.opponent(), Solver.FULL_ALPHA, Solver.FULL_BETA,
                            0, maxMillis);
                    nodes[id] += r.nodes();
                    if (r.complete()) {
                        if (p.kind() == TrainingPosition.EXACT && p.label() != r.score()) {
                            disagreements.incrementAndGet();
                        }
                        batch[i] = new TrainingPosition(p.player(), p.opponent(), p.game(), r.score(),
                                TrainingPosition.EXACT);
                        solved[id]++;
                    } else {
                        failed[id]++;
                    }
                }
            }, "label-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
    }

    private TrainingPosition searched(Engine engine, TrainingPosition p, long[] nodes, int id) {
        engine.setBoard(Board.fromRelative(p.player(), p.opponent(), true));
        SearchInfo info = engine.go(Limits.none().withDepth(searchDepth), SearchListener.NONE);
        nodes[id] += info.nodes();
        int label = (int) Math.max(-64, Math.min(64, Math.round(info.scoreDiscs())));
        return new TrainingPosition(p.player(), p.opponent(), p.game(), label,
                info.exact() && !info.wld() ? TrainingPosition.EXACT : TrainingPosition.SEARCHED);
    }
}
