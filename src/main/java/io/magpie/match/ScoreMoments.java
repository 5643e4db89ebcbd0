package io.magpie.match;

/**
 * Count, mean and (population) variance of match samples that score {@code values[i]} in
 * {@code counts[i]} of them: the statistics both the Elo interval and the SPRT are built on.
 */
record ScoreMoments(long n, double mean, double variance) {

    static ScoreMoments of(double[] values, long[] counts) {
        long n = 0;
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            n += counts[i];
            sum += counts[i] * values[i];
        }
        if (n == 0) {
            return new ScoreMoments(0, Double.NaN, Double.NaN);
        }
        double mean = sum / n;
        double variance = 0;
        for (int i = 0; i < values.length; i++) {
            double dev = values[i] - mean;
            variance += counts[i] * dev * dev;
        }
        return new ScoreMoments(n, mean, variance / n);
    }
}
