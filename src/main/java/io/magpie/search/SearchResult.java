package io.magpie.search;

import io.magpie.board.Square;

/**
 * The outcome of one completed iteration (or of the whole search): root moves best first, each
 * with its score and principal variation. With {@code multiPv} n, the first n scores are exact for
 * the searched depth and the others are upper bounds; with n = 1 only the first is exact.
 */
public final class SearchResult {
    public final int depth;
    /** Multi-ProbCut level (see {@link ProbCut}); {@link ProbCut#NONE} = 100%. */
    public final int selectivity;
    /** True when the score is the proven game result. */
    public final boolean exact;
    public final int[] moves;
    public final int[] scores;
    public final int[][] pvs;
    public long nodes;
    public long elapsedMs;

    public SearchResult(int depth, int selectivity, boolean exact, int[] moves, int[] scores, int[][] pvs) {
        this.depth = depth;
        this.selectivity = selectivity;
        this.exact = exact;
        this.moves = moves;
        this.scores = scores;
        this.pvs = pvs;
    }

    public int bestMove() {
        return moves.length > 0 ? moves[0] : Square.PASS;
    }

    public int score() {
        return scores.length > 0 ? scores[0] : 0;
    }

    public int[] pv() {
        return pvs.length > 0 ? pvs[0] : new int[] {Square.PASS};
    }

    public int selectivityPercent() {
        return ProbCut.percent(selectivity);
    }
}
