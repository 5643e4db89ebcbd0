package io.magpie.match;

/**
 * Elo difference estimates from match results, with 95% confidence intervals from the normal
 * approximation of the mean score. Logistic Elo: a score {@code p} means {@code -400 log10(1/p - 1)}.
 */
public final class Elo {
    /** Two-sided 95% quantile of the standard normal distribution. */
    static final double Z95 = 1.959963984540054;

    /**
     * An Elo difference with the half-width of its 95% interval (NaN when there are too few
     * results to say); infinite when one side scored everything.
     */
    public record Estimate(double elo, double margin, double score, int samples) {}

    private Elo() {}

    /** The logistic Elo difference that corresponds to an expected score {@code p} in [0, 1]. */
    public static double fromScore(double p) {
        if (p <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (p >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400.0 * Math.log10(1.0 / p - 1.0);
    }

    /** The expected score of a player {@code elo} points stronger than its opponent. */
    public static double expectedScore(double elo) {
        return 1.0 / (1.0 + Math.pow(10.0, -elo / 400.0));
    }

    /** From wins, draws and losses, treating games as independent. */
    public static Estimate fromWdl(int wins, int draws, int losses) {
        return fromDistribution(new double[] {0.0, 0.5, 1.0}, new long[] {losses, draws, wins});
    }

    /**
     * From a pentanomial count of game pairs: {@code counts[k]} pairs scored {@code k/2} points
     * out of 2 (k = 0..4). The variance of pair scores takes the pairing of openings into account.
     */
    public static Estimate fromPentanomial(long[] counts) {
        if (counts.length != 5) {
            throw new IllegalArgumentException("a pentanomial needs 5 counts, got " + counts.length);
        }
        return fromDistribution(new double[] {0.0, 0.25, 0.5, 0.75, 1.0}, counts);
    }

    /** Mean, and 95% interval of the mean, of samples taking {@code values[i]} {@code counts[i]} times. */
    static Estimate fromDistribution(double[] values, long[] counts) {
        ScoreMoments moments = ScoreMoments.of(values, counts);
        long n = moments.n();
        if (n == 0) {
            return new Estimate(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        double mean = moments.mean();
        double variance = moments.variance();
        double elo = fromScore(mean);
        double margin = Double.NaN;
        if (n > 1 && variance > 0 && Double.isFinite(elo)) {
            double halfWidth = Z95 * Math.sqrt(variance / n);
            double low = fromScore(mean - halfWidth);
            double high = fromScore(mean + halfWidth);
            margin = (high - low) / 2.0;
        }
        return new Estimate(elo, margin, mean, (int) Math.min(Integer.MAX_VALUE, n));
    }
}
