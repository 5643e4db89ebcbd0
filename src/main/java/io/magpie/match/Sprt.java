package io.magpie.match;

import java.util.Locale;

/**
 * Sequential probability ratio test between two Elo hypotheses (logistic Elo): H0 "the first
 * engine is {@code elo0} stronger" against H1 "it is {@code elo1} stronger". Uses the generalised
 * SPRT with a normal approximation of the score distribution, as chess testing frameworks do:
 * {@code LLR = N (s1 - s0) (2 mean - s0 - s1) / (2 variance)}, where s0 and s1 are the expected
 * scores under each hypothesis and mean/variance are those of the per-sample scores. Samples are
 * game pairs (pentanomial, the same opening with colours swapped) or single games (trinomial).
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    public enum Decision {
        /** H1 accepted: the first engine is at least about elo1 stronger. */
        H1,
        /** H0 accepted: it is not. */
        H0,
        /** Keep playing. */
        CONTINUE
    }

    public Sprt {
        if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("alpha and beta must be between 0 and 1: alpha=" + alpha + ", beta=" + beta);
        }
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("elo1 must be greater than elo0: elo0=" + elo0 + ", elo1=" + elo1);
        }
    }

    /**
     * Parses {@code elo0=0,elo1=5,alpha=0.05,beta=0.05}; alpha and beta default to 0.05, elo0
     * to 0; elo1 is required.
     *
     * @throws IllegalArgumentException naming the bad part
     */
    public static Sprt parse(String text) {
        double e0 = 0;
        double e1 = Double.NaN;
        double a = 0.05;
        double b = 0.05;
        for (String part : text.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) {
                continue;
            }
            int eq = p.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("SPRT parameter without '=': \"" + p + "\"");
            }
            String key = p.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            double value;
            try {
                value = Double.parseDouble(p.substring(eq + 1).trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("SPRT parameter " + key + " needs a number: \"" + p + "\"");
            }
            switch (key) {
                case "elo0": e0 = value; break;
                case "elo1": e1 = value; break;
                case "alpha": a = value; break;
                case "beta": b = value; break;
                default: throw new IllegalArgumentException("unknown SPRT parameter \"" + key + "\" (elo0, elo1, alpha, beta)");
            }
        }
        if (Double.isNaN(e1)) {
            throw new IllegalArgumentException("SPRT needs elo1, e.g. elo0=0,elo1=5");
        }
        return new Sprt(e0, e1, a, b);
    }

    /** Accept H0 at or below this log-likelihood ratio: ln(beta / (1 - alpha)). */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** Accept H1 at or above this log-likelihood ratio: ln((1 - beta) / alpha). */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** LLR from pentanomial pair counts ({@code counts[k]} pairs scored k/2 of 2 points). */
    public double llrPentanomial(long[] counts) {
        if (counts.length != 5) {
            throw new IllegalArgumentException("a pentanomial needs 5 counts, got " + counts.length);
        }
        return llr(new double[] {0.0, 0.25, 0.5, 0.75, 1.0}, counts);
    }

    /** LLR from wins, draws and losses of single games. */
    public double llrTrinomial(long wins, long draws, long losses) {
        return llr(new double[] {0.0, 0.5, 1.0}, new long[] {losses, draws, wins});
    }

    private double llr(double[] values, long[] counts) {
        ScoreMoments moments = ScoreMoments.of(values, counts);
        if (moments.n() == 0) {
            return 0;
        }
        long n = moments.n();
        double mean = moments.mean();
        double variance = moments.variance();
        if (variance <= 0) {
            // All samples equal (e.g. only draws so far): no information about the spread yet.
            return 0;
        }
        double s0 = Elo.expectedScore(elo0);
        double s1 = Elo.expectedScore(elo1);
        return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
    }

    public Decision decide(double llr) {
        if (llr >= upperBound()) {
            return Decision.H1;
        }
        if (llr <= lowerBound()) {
            return Decision.H0;
        }
        return Decision.CONTINUE;
    }

    @Override
    public String toString() {
        return "elo0=" + plain(elo0) + ",elo1=" + plain(elo1) + ",alpha=" + plain(alpha) + ",beta=" + plain(beta);
    }

    /** 5, 0.05, -2.5: no exponent, no trailing zeros. */
    private static String plain(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
