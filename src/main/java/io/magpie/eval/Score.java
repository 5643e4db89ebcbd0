package io.magpie.eval;

/**
 * The internal score unit, written down once: {@value #DISC} units per disc of final disc
 * differential, from the side to move's point of view. Evaluations are estimates in this unit and
 * stay strictly inside ({@code -MAX}, {@code MAX}); exact game results are {@code discs * DISC}, so
 * a proven wipe-out is {@code ±MAX}. Conversion to discs happens only at the boundary ({@link
 * #toDiscs}).
 */
public final class Score {
    /** Units per disc: fine enough for evaluation terms, small enough that ±MAX fits 16 bits. */
    public static final int DISC = 100;
    /** A proven 64-0 win. */
    public static final int MAX = 64 * DISC;
    /** Above every score: the initial window bound. */
    public static final int INF = MAX + 1;
    /** The largest evaluation (an estimate never claims a wipe-out). */
    public static final int MAX_EVAL = MAX - 1;

    private Score() {}

    public static int fromDiscs(int discs) {
        return discs * DISC;
    }

    public static double toDiscs(int score) {
        return score / (double) DISC;
    }

    /** Clamps an estimate into the evaluation range. */
    public static int clampEval(int score) {
        return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, score));
    }
}
