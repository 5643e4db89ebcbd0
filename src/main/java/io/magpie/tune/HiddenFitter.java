package io.magpie.tune;

import io.magpie.eval.HiddenLayer;
import io.magpie.eval.Patterns;
import io.magpie.eval.Weights;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Fits a {@link HiddenLayer} model (the linear pattern sum plus a hidden layer on the same pattern
 * values) to labelled positions, one stage at a time: squared error, shuffled mini-batches, Adam that
 * updates only the rows a batch touched, the step decaying from {@code rate} to a tenth of it. L2 is
 * counted in pseudo-occurrences as in {@link Fitter} (each occurrence of a row adds {@code lambda /
 * count} of its weight to the gradient, so over an epoch a row seen {@code count} times is pulled
 * towards 0 as if by {@code lambda} positions), rows seen fewer than {@code minCount} times stay 0,
 * and the epoch with the lowest validation error is kept. The linear part starts from {@code base}
 * when given (e.g. the linear fit of the same data), from 0 otherwise; with {@code freezeBase} it
 * stays as it is and the layer learns what the base gets wrong.
 */
public final class HiddenFitter {
    /** Fitting parameters; see {@code magpie tune fit --help}. */
    public record Config(int stages, int epochs, double rate, double lambda, int minCount, int validation,
            int threads, int overlap, int dims, int batch, long seed, boolean freezeBase, int shapeMask) {
        /** Every shape feeding the layer, the base not frozen. */
        public Config(int stages, int epochs, double rate, double lambda, int minCount, int validation, int threads,
                int overlap, int dims, int batch, long seed) {
            this(stages, epochs, rate, lambda, minCount, validation, threads, overlap, dims, batch, seed, false,
                    HiddenLayer.ALL_SHAPES);
        }
    }

    private static final int N = Patterns.INSTANCES;
    private static final int LINEAR_SIZE = Weights.STAGE_SIZE;

    private final Config config;
    private final PrintStream out;
    private final PrintStream progress;

    public HiddenFitter(Config config, PrintStream out, PrintStream progress) {
        this.config = config;
        this.out = out;
        this.progress = progress;
    }

    /** Fits, writes the model to {@code target} and prints the errors per stage; returns the model. */
    public HiddenLayer fit(Path[] files, Weights base, Path target) throws IOException {
        return fit(files, base, target, false);
    }

    /**
     * As {@link #fit(Path[], Weights, Path)}, with a checkpoint: each stage, once fitted, is saved in
     * {@link Fitter#partialOf(Path) TARGET.partial} (the stages not yet fitted with a silent layer), so
     * that an interrupted fit loses only the stages in progress; with {@code resume} the stages
     * found fitted there are kept.
     */
    public HiddenLayer fit(Path[] files, Weights base, Path target, boolean resume) throws IOException {
        long t0 = System.nanoTime();
        int stages = config.stages();
        if (base != null && base.stages() != stages) {
            throw new IOException("the base weights have " + base.stages() + " stages, this fit " + stages);
        }
        Path partial = Fitter.partialOf(target);
        short[][] linear = new short[stages][];
        float[][] embedding = new float[stages][];
        float[][] bias = new float[stages][];
        float[][] outWeights = new float[stages][];
        String[] lines = new String[stages];
        boolean[] kept = new boolean[stages];
        if (resume && Files.exists(partial)) {
            HiddenLayer earlier = HiddenLayer.load(partial);
            if (earlier.stages() != stages || earlier.dims() != config.dims() || earlier.shapeMask() != config.shapeMask()) {
                throw new IOException(partial + ": another shape of model (same --stages, --hidden and"
                        + " --hidden-shapes needed to resume)");
            }
            StringBuilder which = new StringBuilder();
            for (int s = 0; s < stages; s++) {
                float[] o = earlier.outOf(s);
                boolean fitted = false;
                for (float x : o) {
                    fitted |= x != 0;
                }
                if (fitted) {
                    kept[s] = true;
                    linear[s] = earlier.linear().packedStage(s);
                    embedding[s] = earlier.embeddingOf(s);
                    bias[s] = earlier.biasOf(s);
                    outWeights[s] = o;
                    int[] range = Fitter.stageRange(s, stages);
                    lines[s] = String.format(Locale.ROOT, "%5d  %2d-%-2d  (kept from %s)", s, range[0], range[1],
                            partial.getFileName());
                    which.append(which.length() == 0 ? "" : " ").append(s);
                }
            }
            progress.printf(Locale.ROOT, "resuming from %s: stages kept: %s%n", partial,
                    which.length() == 0 ? "none" : which);
        } else if (Files.exists(partial)) {
            progress.printf(Locale.ROOT, "%s from an earlier fit will be replaced (--resume keeps its stages)%n", partial);
        }
        Fitter.Data data = Fitter.Data.read(files);
        progress.printf(Locale.ROOT, "%d positions read in %.1f s%n", data.size, (System.nanoTime() - t0) / 1e9);
        int[][] members = Fitter.stageMembers(data, stages, config.overlap());
        Fitter.forEachStage(stages, config.threads(), "fit-hidden", s -> {
            if (kept[s]) {
                return;
            }
            StageFit fit = new StageFit(s, data, members[s], base == null ? null : base.packedStage(s));
            String line = fit.run();
            synchronized (lines) {
                lines[s] = line;
                linear[s] = fit.quantisedLinear();
                embedding[s] = fit.bestEmb;
                bias[s] = fit.bestHb;
                outWeights[s] = fit.bestV;
                try {
                    checkpoint(linear, embedding, bias, outWeights, base).write(partial);
                } catch (IOException e) {
                    progress.println("warning: checkpoint not saved: " + e.getMessage());
                }
                progress.printf(Locale.ROOT, "stage %d fitted after %.0f s%n", s, (System.nanoTime() - t0) / 1e9);
            }
        });
        out.println("stage empties   train   valid  train-MAE  valid-MAE  valid-exact  exact-MAE  best-epoch");
        for (String line : lines) {
            out.println(line);
        }
        HiddenLayer model = HiddenLayer.of(Weights.of(linear, Weights.DEFAULT_UNITS_PER_DISC), config.dims(),
                config.shapeMask(), embedding, bias, outWeights);
        model.write(target);
        Files.deleteIfExists(partial);
        progress.printf(Locale.ROOT, "model written to %s in %.1f s total%n", target, (System.nanoTime() - t0) / 1e9);
        return model;
    }

    /** The stages fitted so far; the others with the base's (or zero) linear part and a silent layer. */
    private HiddenLayer checkpoint(short[][] linear, float[][] embedding, float[][] bias, float[][] outWeights,
            Weights base) {
        int stages = linear.length;
        int d = config.dims();
        short[][] lin = new short[stages][];
        float[][] e = new float[stages][];
        float[][] b = new float[stages][];
        float[][] o = new float[stages][];
        for (int s = 0; s < stages; s++) {
            boolean done = linear[s] != null;
            lin[s] = done ? linear[s] : base != null ? base.packedStage(s) : new short[Weights.STAGE_SIZE];
            e[s] = done ? embedding[s] : new float[HiddenLayer.ROWS * d];
            b[s] = done ? bias[s] : new float[d];
            o[s] = done ? outWeights[s] : new float[d];
        }
        return HiddenLayer.of(Weights.of(lin, Weights.DEFAULT_UNITS_PER_DISC), d, config.shapeMask(), e, b, o);
    }

    /** One stage's fit: its data in columns, its parameters and their Adam moments. */
    private final class StageFit {
        final int stage;
        final Fitter.Data data;
        final int[] members;
        final int n;
        final int d = config.dims();
        /** Whether each of the 46 instances feeds the layer. */
        final boolean[] inLayer = new boolean[N];
        final int[] features;
        final float[] y;
        final boolean[] valid;
        final int[] count = new int[LINEAR_SIZE];
        final float[] lin = new float[LINEAR_SIZE];
        final float[] emb = new float[HiddenLayer.ROWS * d];
        final float[] hb = new float[d];
        final float[] v = new float[d];
        float[] bestLin;
        float[] bestEmb;
        float[] bestHb;
        float[] bestV;
        int bestEpoch = -1;
        int nTrain;
        final boolean base;

        StageFit(int stage, Fitter.Data data, int[] members, short[] base) {
            this.stage = stage;
            this.base = base != null;
            for (int i : HiddenLayer.instancesOf(config.shapeMask())) {
                inLayer[i] = true;
            }
            this.data = data;
            this.members = members;
            this.n = members.length;
            features = new int[n * N];
            y = new float[n];
            valid = new boolean[n];
            int[] scratch = new int[N];
            for (int k = 0; k < n; k++) {
                int i = members[k];
                Patterns.compute(data.player[i], data.opponent[i], scratch, 0);
                for (int j = 0; j < N; j++) {
                    features[k * N + j] = Patterns.packedPosition(j, scratch[j]);
                }
                y[k] = data.label[i];
                valid[k] = Math.floorMod(data.game[i], config.validation()) == 0;
                if (!valid[k]) {
                    nTrain++;
                    for (int j = 0; j < N; j++) {
                        count[features[k * N + j]]++;
                    }
                }
            }
            count[Weights.BIAS] = nTrain;
            if (base != null) {
                for (int j = 0; j < LINEAR_SIZE; j++) {
                    lin[j] = base[j] / (float) Weights.DEFAULT_UNITS_PER_DISC;
                }
            }
            // small random embeddings and positive biases, so that every unit starts active somewhere
            SplittableRandom random = new SplittableRandom(config.seed() * 1_000_003L + stage);
            double scale = 0.5 / Math.sqrt(N);
            for (int j = 0; j < HiddenLayer.ROWS; j++) {
                if (count[j] >= Math.max(1, config.minCount())) {
                    for (int k = 0; k < d; k++) {
                        emb[j * d + k] = (float) (random.nextGaussian() * scale);
                    }
                }
            }
            for (int k = 0; k < d; k++) {
                hb[k] = 0.5f;
                v[k] = (float) ((k % 2 == 0 ? 1 : -1) * 0.5 / Math.sqrt(d));
            }
        }

        float predict(int k, float[] h) {
            int at = k * N;
            float p = lin[Weights.BIAS];
            System.arraycopy(hb, 0, h, 0, d);
            for (int j = 0; j < N; j++) {
                int row = features[at + j];
                p += lin[row];
                if (!inLayer[j]) {
                    continue;
                }
                int e = row * d;
                for (int q = 0; q < d; q++) {
                    h[q] += emb[e + q];
                }
            }
            for (int q = 0; q < d; q++) {
                if (h[q] > 0) {
                    p += h[q] * v[q];
                }
            }
            return p;
        }

        String run() {
            boolean[] free = new boolean[LINEAR_SIZE];
            for (int j = 0; j < LINEAR_SIZE; j++) {
                free[j] = count[j] >= Math.max(1, config.minCount());
            }
            free[Weights.BIAS] = nTrain > 0;
            int[] order = new int[nTrain];
            for (int k = 0, m = 0; k < n; k++) {
                if (!valid[k]) {
                    order[m++] = k;
                }
            }
            float[] mLin = new float[LINEAR_SIZE];
            float[] sLin = new float[LINEAR_SIZE];
            float[] mEmb = new float[emb.length];
            float[] sEmb = new float[emb.length];
            float[] mHb = new float[d];
            float[] sHb = new float[d];
            float[] mV = new float[d];
            float[] sV = new float[d];
            float[] gLin = new float[LINEAR_SIZE];
            float[] gEmb = new float[emb.length];
            float[] gHb = new float[d];
            float[] gV = new float[d];
            int[] touched = new int[config.batch() * N + 1];
            boolean[] isTouched = new boolean[LINEAR_SIZE];
            float[] h = new float[d];
            float[] gh = new float[d];
            SplittableRandom random = new SplittableRandom(config.seed() * 7_919L + stage);
            boolean trainLinear = !(config.freezeBase() && base);
            double bestValid = Double.MAX_VALUE;
            double b1 = 0.9;
            double b2 = 0.999;
            long step = 0;
            int epochs = nTrain == 0 ? 0 : config.epochs();
            for (int epoch = 0; epoch < epochs; epoch++) {
                for (int i = order.length - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int x = order[i];
                    order[i] = order[j];
                    order[j] = x;
                }
                double lr = config.rate() * Math.pow(0.1, epoch / (double) Math.max(1, epochs - 1));
                for (int start = 0; start < order.length; start += config.batch()) {
                    int end = Math.min(order.length, start + config.batch());
                    int nt = 0;
                    Arrays.fill(gHb, 0);
                    Arrays.fill(gV, 0);
                    float gBias = 0;
                    for (int b = start; b < end; b++) {
                        int k = order[b];
                        float r = predict(k, h) - y[k];
                        gBias += r;
                        for (int q = 0; q < d; q++) {
                            if (h[q] > 0) {
                                gV[q] += r * h[q];
                                gh[q] = r * v[q];
                            } else {
                                gh[q] = 0;
                            }
                            gHb[q] += gh[q];
                        }
                        int at = k * N;
                        for (int j = 0; j < N; j++) {
                            int row = features[at + j];
                            if (!free[row]) {
                                continue;
                            }
                            if (!isTouched[row]) {
                                isTouched[row] = true;
                                touched[nt++] = row;
                            }
                            float decay = (float) (config.lambda() / count[row]);
                            if (trainLinear) {
                                gLin[row] += r + decay * lin[row];
                            }
                            if (!inLayer[j]) {
                                continue;
                            }
                            int e = row * d;
                            for (int q = 0; q < d; q++) {
                                gEmb[e + q] += gh[q] + decay * emb[e + q];
                            }
                        }
                    }
                    step++;
                    float size = end - start;
                    double c1 = 1 - Math.pow(b1, step);
                    double c2 = 1 - Math.pow(b2, step);
                    float a = (float) (lr * Math.sqrt(c2) / c1);
                    for (int t = 0; t < nt; t++) {
                        int row = touched[t];
                        isTouched[row] = false;
                        if (trainLinear) {
                            lin[row] -= adam(gLin[row] / size, mLin, sLin, row, a);
                            gLin[row] = 0;
                        }
                        int e = row * d;
                        for (int q = 0; q < d; q++) {
                            emb[e + q] -= adam(gEmb[e + q] / size, mEmb, sEmb, e + q, a);
                            gEmb[e + q] = 0;
                        }
                    }
                    if (free[Weights.BIAS] && trainLinear) {
                        gLin[Weights.BIAS] = 0;
                        lin[Weights.BIAS] -= adam(gBias / size, mLin, sLin, Weights.BIAS, a);
                    }
                    for (int q = 0; q < d; q++) {
                        hb[q] -= adam(gHb[q] / size, mHb, sHb, q, a);
                        v[q] -= adam(gV[q] / size, mV, sV, q, a);
                    }
                }
                double validError = meanError(true, h);
                if (validError < bestValid || bestLin == null) {
                    bestValid = validError;
                    bestEpoch = epoch;
                    bestLin = lin.clone();
                    bestEmb = emb.clone();
                    bestHb = hb.clone();
                    bestV = v.clone();
                }
            }
            if (bestLin == null) {
                bestLin = lin.clone();
                bestEmb = emb.clone();
                bestHb = hb.clone();
                bestV = v.clone();
            }
            return report(h);
        }

        /** Adam's step for one parameter (lazy: moments only move when the row is used). */
        private float adam(float g, float[] m, float[] s, int at, float a) {
            m[at] = 0.9f * m[at] + 0.1f * g;
            s[at] = 0.999f * s[at] + 0.001f * g * g;
            return a * m[at] / ((float) Math.sqrt(s[at]) + 1e-8f);
        }

        double meanError(boolean validation, float[] h) {
            double sum = 0;
            int m = 0;
            for (int k = 0; k < n; k++) {
                if (valid[k] == validation) {
                    sum += Math.abs(clamp(predict(k, h)) - y[k]);
                    m++;
                }
            }
            return m == 0 ? Double.NaN : sum / m;
        }

        short[] quantisedLinear() {
            short[] q = new short[LINEAR_SIZE];
            for (int j = 0; j < LINEAR_SIZE; j++) {
                long units = Math.round(bestLin[j] * Weights.DEFAULT_UNITS_PER_DISC);
                q[j] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, units));
            }
            return q;
        }

        String report(float[] h) {
            System.arraycopy(bestLin, 0, lin, 0, LINEAR_SIZE);
            System.arraycopy(bestEmb, 0, emb, 0, emb.length);
            System.arraycopy(bestHb, 0, hb, 0, d);
            System.arraycopy(bestV, 0, v, 0, d);
            double exactErr = 0;
            int nExact = 0;
            for (int k = 0; k < n; k++) {
                if (valid[k] && data.kind[members[k]] == TrainingPosition.EXACT) {
                    exactErr += Math.abs(clamp(predict(k, h)) - y[k]);
                    nExact++;
                }
            }
            int[] range = Fitter.stageRange(stage, config.stages());
            return String.format(Locale.ROOT, "%5d  %2d-%-2d %8d %7d  %9.2f  %9.2f  %11d  %9s  %10d", stage, range[0],
                    range[1], nTrain, n - nTrain, meanError(false, h), meanError(true, h), nExact,
                    nExact == 0 ? "-" : String.format(Locale.ROOT, "%.2f", exactErr / nExact), bestEpoch + 1);
        }
    }

    private static float clamp(float p) {
        return Math.max(-64f, Math.min(64f, p));
    }
}
