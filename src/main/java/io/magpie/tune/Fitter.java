package io.magpie.tune;

import io.magpie.eval.Evaluator;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Patterns;
import io.magpie.eval.Weights;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Fits pattern weights to labelled positions by least squares, one game stage at a time. The
 * optimiser is Adam on the full-batch gradient, with L2 regularisation counted in pseudo-occurrences
 * (a weight seen n times is pulled towards 0 as if by lambda extra positions with residual 0, so
 * rarely seen pattern values are smoothed towards the mean) and pattern values seen fewer than
 * {@code minCount} times fixed at 0. Games with {@code game % validation == 0} are held out; the
 * mean absolute error on them is printed per stage, over all labels and over exact labels only.
 */
public final class Fitter {
    /** Fitting parameters; see {@code magpie tune fit --help}. */
    public record Config(int stages, int epochs, double rate, double lambda, int minCount, int validation,
            int threads, int onlyStage, int overlap) {}

    private static final int F = Patterns.INSTANCES + 1;

    private final Config config;
    private final PrintStream out;
    private final PrintStream progress;

    public Fitter(Config config, PrintStream out, PrintStream progress) {
        this.config = config;
        this.out = out;
        this.progress = progress;
    }

    /** All positions of the data files, in columns. */
    static final class Data {
        long[] player = new long[1 << 16];
        long[] opponent = new long[1 << 16];
        int[] game = new int[1 << 16];
        byte[] label = new byte[1 << 16];
        byte[] kind = new byte[1 << 16];
        int size;

        void add(TrainingPosition p) {
            if (size == player.length) {
                int n = size * 2;
                player = java.util.Arrays.copyOf(player, n);
                opponent = java.util.Arrays.copyOf(opponent, n);
                game = java.util.Arrays.copyOf(game, n);
                label = java.util.Arrays.copyOf(label, n);
                kind = java.util.Arrays.copyOf(kind, n);
            }
            player[size] = p.player();
            opponent[size] = p.opponent();
            game[size] = p.game();
            label[size] = (byte) p.label();
            kind[size] = (byte) p.kind();
            size++;
        }

        static Data read(Path... files) throws IOException {
            Data d = new Data();
            for (Path f : files) {
                try (PositionFile.Reader r = PositionFile.open(f)) {
                    TrainingPosition p;
                    while ((p = r.next()) != null) {
                        d.add(p);
                    }
                }
            }
            return d;
        }
    }

    /** Fits, writes the weights, and prints the errors; returns the weights. */
    public Weights fit(Path[] files, Path testFile, Path target) throws IOException {
        return fit(files, testFile, target, false);
    }

    /**
     * As {@link #fit(Path[], Path, Path)}, with a checkpoint: each stage, once fitted, is saved in
     * {@link #partialOf(Path) TARGET.partial}, so that an interrupted fit loses only the stages in
     * progress. With {@code resume} the stages found in that file are kept, not fitted again.
     */
    public Weights fit(Path[] files, Path testFile, Path target, boolean resume) throws IOException {
        long t0 = System.nanoTime();
        int stages = config.stages();
        Path partial = partialOf(target);
        short[][] packed = new short[stages][];
        boolean[] kept = new boolean[stages];
        if (resume && Files.exists(partial)) {
            Weights earlier = Weights.load(partial);
            if (earlier.stages() != stages) {
                throw new IOException(partial + ": " + earlier.stages() + " stages, this fit has " + stages
                        + " (same --stages needed to resume)");
            }
            StringBuilder which = new StringBuilder();
            for (int s = 0; s < stages; s++) {
                short[] p = earlier.packedStage(s);
                if (!isZero(p)) {
                    packed[s] = p;
                    kept[s] = true;
                    which.append(which.length() == 0 ? "" : " ").append(s);
                }
            }
            progress.printf(Locale.ROOT, "resuming from %s: stages kept: %s%n", partial,
                    which.length() == 0 ? "none" : which);
        } else if (Files.exists(partial)) {
            progress.printf(Locale.ROOT, "%s from an earlier fit will be replaced (--resume keeps its stages)%n", partial);
        }
        Data data = Data.read(files);
        progress.printf(Locale.ROOT, "%d positions read in %.1f s%n", data.size, (System.nanoTime() - t0) / 1e9);
        int[][] members = stageMembers(data, stages, config.overlap());
        int[][] ranges = new int[stages][];
        for (int s = 0; s < stages; s++) {
            ranges[s] = stageRange(s, stages);
        }
        String[] lines = new String[stages];
        forEachStage(stages, config.threads(), "fit", s -> {
            if (kept[s]) {
                lines[s] = String.format(Locale.ROOT, "%5d  %2d-%-2d  (kept from %s)", s, ranges[s][0], ranges[s][1],
                        partial.getFileName());
                return;
            }
            if (config.onlyStage() >= 0 && s != config.onlyStage()) {
                synchronized (packed) {
                    packed[s] = new short[Weights.STAGE_SIZE];
                }
                lines[s] = String.format(Locale.ROOT, "%5d  (not fitted)", s);
                return;
            }
            StringBuilder line = new StringBuilder();
            short[] fitted = fitStage(s, data, members[s], line);
            lines[s] = line.toString();
            synchronized (packed) {
                packed[s] = fitted;
                try {
                    saveCheckpoint(packed, partial);
                } catch (IOException e) {
                    progress.println("warning: checkpoint not saved: " + e.getMessage());
                }
                progress.printf(Locale.ROOT, "stage %d fitted after %.0f s%n", s, (System.nanoTime() - t0) / 1e9);
            }
        });
        out.println("stage empties   train   valid  train-MAE  valid-MAE  valid-exact  exact-MAE");
        for (String line : lines) {
            out.println(line);
        }
        Weights weights = Weights.of(packed, Weights.DEFAULT_UNITS_PER_DISC);
        weights.write(target);
        Files.deleteIfExists(partial);
        progress.printf(Locale.ROOT, "weights written to %s in %.1f s total%n", target, (System.nanoTime() - t0) / 1e9);
        if (testFile != null) {
            report(weights, Data.read(testFile), testFile.toString(), out);
        }
        return weights;
    }

    /** The work of one stage. */
    interface StageWork {
        void fit(int stage);
    }

    /**
     * Runs {@code work} for stages 0..stages-1 on up to {@code threads} threads (named
     * {@code name-N}), each taking the next stage not yet started; returns when all are done.
     */
    static void forEachStage(int stages, int threads, String name, StageWork work) throws IOException {
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        Thread[] workers = new Thread[Math.max(1, Math.min(threads, stages))];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Thread(() -> {
                int s;
                while ((s = next.getAndIncrement()) < stages) {
                    work.fit(s);
                }
            }, name + "-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted");
            }
        }
    }

    /** The empties of a stage: {lowest, highest}. */
    static int[] stageRange(int stage, int stages) {
        int lo = 60;
        int hi = 0;
        for (int e = 0; e <= 60; e++) {
            if (Weights.stageOf(e, stages) == stage) {
                lo = Math.min(lo, e);
                hi = Math.max(hi, e);
            }
        }
        return new int[] {lo, hi};
    }

    /**
     * The positions each stage learns from: its own empties and up to {@code overlap} beyond its range
     * on either side, so that neighbouring stages share evidence (the weights change smoothly with
     * the empties).
     */
    static int[][] stageMembers(Data data, int stages, int overlap) {
        int[][] members = new int[stages][];
        int[] size = new int[stages];
        int[][] ranges = new int[stages][];
        for (int s = 0; s < stages; s++) {
            ranges[s] = stageRange(s, stages);
            members[s] = new int[1024];
        }
        for (int i = 0; i < data.size; i++) {
            int empties = 64 - Long.bitCount(data.player[i] | data.opponent[i]);
            for (int s = 0; s < stages; s++) {
                if (empties >= ranges[s][0] - overlap && empties <= ranges[s][1] + overlap) {
                    if (size[s] == members[s].length) {
                        members[s] = java.util.Arrays.copyOf(members[s], size[s] * 2);
                    }
                    members[s][size[s]++] = i;
                }
            }
        }
        for (int s = 0; s < stages; s++) {
            members[s] = java.util.Arrays.copyOf(members[s], size[s]);
        }
        return members;
    }

    /** The checkpoint file of a fit that writes {@code target}. */
    public static Path partialOf(Path target) {
        return target.resolveSibling(target.getFileName() + ".partial");
    }

    /** Saves the stages fitted so far; the others are written as zeros (read back as not fitted). */
    private static void saveCheckpoint(short[][] packed, Path partial) throws IOException {
        short[][] all = new short[packed.length][];
        for (int s = 0; s < packed.length; s++) {
            all[s] = packed[s] != null ? packed[s] : new short[Weights.STAGE_SIZE];
        }
        Weights.of(all, Weights.DEFAULT_UNITS_PER_DISC).write(partial);
    }

    private static boolean isZero(short[] p) {
        for (short x : p) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    private short[] fitStage(int stage, Data data, int[] members, StringBuilder line) {
        int n = members.length;
        int size = Weights.STAGE_SIZE;
        int[] features = new int[n * F];
        float[] y = new float[n];
        boolean[] valid = new boolean[n];
        int[] scratch = new int[Patterns.INSTANCES];
        int[] count = new int[size];
        int nTrain = 0;
        for (int k = 0; k < n; k++) {
            int i = members[k];
            Patterns.compute(data.player[i], data.opponent[i], scratch, 0);
            for (int j = 0; j < Patterns.INSTANCES; j++) {
                features[k * F + j] = Patterns.packedPosition(j, scratch[j]);
            }
            features[k * F + F - 1] = Weights.BIAS;
            y[k] = data.label[i];
            valid[k] = Math.floorMod(data.game[i], config.validation()) == 0;
            if (!valid[k]) {
                nTrain++;
                for (int j = 0; j < F; j++) {
                    count[features[k * F + j]]++;
                }
            }
        }
        float[] w = new float[size];
        double[] m = new double[size];
        double[] v = new double[size];
        float[] grad = new float[size];
        float[] residual = new float[n];
        boolean[] free = new boolean[size];
        for (int j = 0; j < size; j++) {
            free[j] = count[j] >= Math.max(1, config.minCount());
        }
        double beta1 = 0.9;
        double beta2 = 0.999;
        double b1t = 1;
        double b2t = 1;
        int epochs = nTrain == 0 ? 0 : config.epochs();
        for (int e = 0; e < epochs; e++) {
            java.util.Arrays.fill(grad, 0);
            for (int k = 0; k < n; k++) {
                if (valid[k]) {
                    continue;
                }
                float p = 0;
                int at = k * F;
                for (int j = 0; j < F; j++) {
                    p += w[features[at + j]];
                }
                float r = p - y[k];
                for (int j = 0; j < F; j++) {
                    grad[features[at + j]] += r;
                }
            }
            // the step decays geometrically from rate to rate/10 over the epochs
            double lr = config.rate() * Math.pow(0.1, e / (double) Math.max(1, epochs - 1));
            b1t *= beta1;
            b2t *= beta2;
            for (int j = 0; j < size; j++) {
                if (!free[j]) {
                    continue;
                }
                double g = (grad[j] + config.lambda() * w[j]) / nTrain;
                m[j] = beta1 * m[j] + (1 - beta1) * g;
                v[j] = beta2 * v[j] + (1 - beta2) * g * g;
                w[j] -= (float) (lr * (m[j] / (1 - b1t)) / (Math.sqrt(v[j] / (1 - b2t)) + 1e-12));
            }
        }
        short[] q = new short[size];
        for (int j = 0; j < size; j++) {
            long units = Math.round(w[j] * Weights.DEFAULT_UNITS_PER_DISC);
            q[j] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, units));
        }
        // errors with the quantised weights, as the evaluator will see them
        double trainErr = 0;
        double validErr = 0;
        double exactErr = 0;
        int nValid = 0;
        int nExact = 0;
        for (int k = 0; k < n; k++) {
            int p = 0;
            for (int j = 0; j < F; j++) {
                p += q[features[k * F + j]];
            }
            double err = Math.abs(Math.max(-64.0, Math.min(64.0, p / (double) Weights.DEFAULT_UNITS_PER_DISC)) - y[k]);
            if (!valid[k]) {
                trainErr += err;
            } else {
                validErr += err;
                nValid++;
                if (data.kind[members[k]] == TrainingPosition.EXACT) {
                    exactErr += err;
                    nExact++;
                }
            }
        }
        int[] range = stageRange(stage, config.stages());
        line.append(String.format(Locale.ROOT, "%5d  %2d-%-2d %8d %7d  %9.2f  %9.2f  %11d  %9s", stage, range[0], range[1], nTrain, nValid,
                nTrain == 0 ? Double.NaN : trainErr / nTrain, nValid == 0 ? Double.NaN : validErr / nValid, nExact,
                nExact == 0 ? "-" : String.format(Locale.ROOT, "%.2f", exactErr / nExact)));
        return q;
    }

    /**
     * Prints the mean absolute error of the evaluator against the exact labels of a data set (other
     * labels are ignored), by number of empties and over all.
     */
    public static void report(Weights weights, Data data, String name, PrintStream out) {
        report(new PatternEvaluator(weights), data, name, out);
    }

    /** As {@link #report(Weights, Data, String, PrintStream)}, for any evaluator (evaluated from scratch). */
    static void report(Evaluator eval, Data data, String name, PrintStream out) {
        double[] sum = new double[61];
        int[] count = new int[61];
        for (int i = 0; i < data.size; i++) {
            if (data.kind[i] != TrainingPosition.EXACT) {
                continue;
            }
            int e = 64 - Long.bitCount(data.player[i] | data.opponent[i]);
            double discs = eval.evaluate(data.player[i], data.opponent[i]) / (double) PatternEvaluator.UNITS_PER_DISC;
            sum[e] += Math.abs(discs - data.label[i]);
            count[e]++;
        }
        out.println("error against exact labels in " + name + ":");
        out.println("empties  positions  MAE");
        double total = 0;
        int all = 0;
        for (int e = 60; e >= 0; e--) {
            if (count[e] > 0) {
                out.printf(Locale.ROOT, "%7d  %9d  %.2f%n", e, count[e], sum[e] / count[e]);
                total += sum[e];
                all += count[e];
            }
        }
        out.printf(Locale.ROOT, "    all  %9d  %.2f%n", all, all == 0 ? Double.NaN : total / all);
    }

    /**
     * The error of an evaluator on a data file (for {@code magpie tune test}); a fresh evaluator,
     * never {@link Evaluator#reset reset}, evaluates every position from scratch.
     */
    public static void report(Evaluator eval, Path file, PrintStream out) throws IOException {
        report(eval, Data.read(file), file.toString(), out);
    }
}
