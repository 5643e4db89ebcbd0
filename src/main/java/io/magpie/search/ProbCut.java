package io.magpie.search;

import io.magpie.eval.Score;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Multi-ProbCut parameters: a deep search value v_d is predicted from a shallow one v_s as
 * {@code v_d ~ a * v_s + b} with error {@code sigma}, fitted per depth pair and game stage (see
 * tuning/mpc/). A node at depth d is cut when the shallow search proves, with confidence t, that the
 * deep value is outside the window.
 *
 * <p>Selectivity levels, reported like Edax's {@code 21@73%}: level 0..5 use t = 0.8, 1.1, 1.5, 2.0,
 * 2.6, 3.3 (58%, 73%, 87%, 95%, 98%, 99%, Edax's convention: the normal probability within t
 * sigma), level {@link #NONE} does no pruning. Level 0 (58%) is below Edax's lowest: at 1 s a game
 * it beat 73% by 50 Elo (docs/search.md).
 */
public final class ProbCut {
    public static final int NONE = 6;
    private static final double[] T = {0.8, 1.1, 1.5, 2.0, 2.6, 3.3};
    private static final int[] PERCENT = {58, 73, 87, 95, 98, 99, 100};
    /** Shallowest depth where a probe is worth its cost. */
    public static final int MIN_DEPTH = 3;
    public static final String RESOURCE = "probcut.txt";
    private static final int MAX_DEPTH = 61;

    /**
     * The fit, read at its first use (a holder class): the option table and the engine ask for the
     * levels' percentages at start-up, and reading and spreading the fit cost a GUI's first
     * {@code pong} tens of milliseconds.
     */
    private static final class Fit {
        /** Per [depth][empties]: slope, intercept and error, in score units. */
        static final double[][] A = new double[MAX_DEPTH][61];
        static final double[][] B = new double[MAX_DEPTH][61];
        static final double[][] SIGMA = new double[MAX_DEPTH][61];
        /** Per depth: the probe depth its row of the fit was made with (0 where the fit has none). */
        static final int[] FITTED_PROBE = new int[MAX_DEPTH];
        /** Per [level][depth][empties]: precomputed t * sigma. */
        static final int[][][] MARGIN = new int[NONE][MAX_DEPTH][61];

        static {
            load();
        }
    }

    private ProbCut() {}

    public static int percent(int level) {
        return PERCENT[level];
    }

    /**
     * The depth of the probe search for a node at {@code depth}: about a third, of the same parity
     * (3 → 1, 8 → 2, 12 → 4, 16 → 6). A probe of about half the depth predicted better but cost more
     * than its cuts saved: at 40 ms a move the third beat the half by 16 +/- 14 Elo over 2,000 games
     * (tuning/mpc/README.md).
     */
    public static int shallowDepth(int depth) {
        int third = depth / 3;
        return third + ((third ^ depth) & 1);
    }

    /** Lowest shallow value that predicts a deep value >= beta at this level; Score.INF when none. */
    static int betaBound(int level, int depth, int empties, int beta) {
        double a = Fit.A[depth][empties];
        double v = Math.ceil((beta + Fit.MARGIN[level][depth][empties] - Fit.B[depth][empties]) / a);
        return v >= Score.MAX ? Score.INF : (int) v;
    }

    /** Highest shallow value that predicts a deep value <= alpha; -Score.INF when none. */
    static int alphaBound(int level, int depth, int empties, int alpha) {
        double a = Fit.A[depth][empties];
        double v = Math.floor((alpha - Fit.MARGIN[level][depth][empties] - Fit.B[depth][empties]) / a);
        return v <= -Score.MAX ? -Score.INF : (int) v;
    }

    /**
     * Reads the fit: lines {@code depth shallow emptiesFrom emptiesTo a b sigma} (scores in {@link
     * Score} units). Depths beyond the deepest fitted one reuse its parameters for that stage.
     */
    private static void load() {
        for (int d = 0; d < MAX_DEPTH; d++) {
            for (int e = 0; e <= 60; e++) {
                Fit.A[d][e] = 1.0;
                Fit.B[d][e] = 0;
                Fit.SIGMA[d][e] = 400 + 40 * d; // a cautious default, used only where the fit has no row
            }
        }
        boolean[][] fitted = new boolean[MAX_DEPTH][61];
        try (InputStream in = ProbCut.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                String line;
                int lineNo = 0;
                while ((line = reader.readLine()) != null) {
                    lineNo++;
                    line = line.trim();
                    if (line.isEmpty() || line.startsWith("#")) {
                        continue;
                    }
                    String[] f = line.split("\\s+");
                    if (f.length < 7) {
                        throw new IllegalStateException(RESOURCE + " line " + lineNo + ": expected 7 fields or more");
                    }
                    int depth = Integer.parseInt(f[0]);
                    Fit.FITTED_PROBE[depth] = Integer.parseInt(f[1]);
                    int from = Integer.parseInt(f[2]);
                    int to = Integer.parseInt(f[3]);
                    for (int e = Math.max(0, from); e <= Math.min(60, to); e++) {
                        Fit.A[depth][e] = Double.parseDouble(f[4]);
                        Fit.B[depth][e] = Double.parseDouble(f[5]);
                        Fit.SIGMA[depth][e] = Double.parseDouble(f[6]);
                        fitted[depth][e] = true;
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Stages outside the fitted ranges take the nearest fitted stage of the same depth.
        for (int d = 0; d < MAX_DEPTH; d++) {
            for (int e = 0; e <= 60; e++) {
                if (!fitted[d][e]) {
                    for (int k = 1; k <= 60; k++) {
                        int near = e + k <= 60 && fitted[d][e + k] ? e + k : e - k >= 0 && fitted[d][e - k] ? e - k : -1;
                        if (near >= 0) {
                            Fit.A[d][e] = Fit.A[d][near];
                            Fit.B[d][e] = Fit.B[d][near];
                            Fit.SIGMA[d][e] = Fit.SIGMA[d][near];
                            break;
                        }
                    }
                }
            }
        }
        for (int d = 0; d < MAX_DEPTH; d++) {
            for (int e = 0; e <= 60; e++) {
                for (int k = 1; k <= 60 && !fitted[d][e]; k++) {
                    if (e + k <= 60 && fitted[d][e + k] || e - k >= 0 && fitted[d][e - k]) {
                        fitted[d][e] = true;
                    }
                }
            }
        }
        // Depths beyond the deepest fitted one take its parameters.
        for (int e = 0; e <= 60; e++) {
            for (int d = 1; d < MAX_DEPTH; d++) {
                if (!fitted[d][e] && fitted[d - 1][e]) {
                    Fit.A[d][e] = Fit.A[d - 1][e];
                    Fit.B[d][e] = Fit.B[d - 1][e];
                    Fit.SIGMA[d][e] = Fit.SIGMA[d - 1][e];
                    fitted[d][e] = true;
                }
            }
        }
        for (int level = 0; level < NONE; level++) {
            for (int d = 0; d < MAX_DEPTH; d++) {
                for (int e = 0; e <= 60; e++) {
                    if (Fit.A[d][e] < 0.2) {
                        Fit.A[d][e] = 0.2; // a degenerate fit must not divide by ~0
                    }
                    Fit.MARGIN[level][d][e] = (int) Math.round(T[level] * Fit.SIGMA[d][e]);
                }
            }
        }
    }

    /** The probe depth the fit's row for {@code depth} was made with, 0 when it has none. */
    static int fittedProbe(int depth) {
        return Fit.FITTED_PROBE[depth];
    }

    /** The parameters for one depth and stage, for reports: "a b sigma". */
    public static String describe(int depth, int empties) {
        return String.format(Locale.ROOT, "%.3f %.1f %.1f", Fit.A[depth][empties], Fit.B[depth][empties],
                Fit.SIGMA[depth][empties]);
    }
}
