package io.magpie.endgame;

import io.magpie.board.Bits;

/**
 * The endgame's entry for the last plies of another search: the exact score of a position with at
 * most {@link #MAX_EMPTIES} empties in any window, by the solver's own hash-free layers ({@link
 * ShallowSearch}, {@link LastMoves}: parity ordering, stability cutoffs). No evaluation, no table,
 * no limits (a call visits at most a few thousand nodes). One per thread.
 */
public final class SmallSolver {
    /** The most empties a position may have here. */
    public static final int MAX_EMPTIES = Settings.DEPTH_TO_SHALLOW;

    private final ShallowSearch shallow = new ShallowSearch();

    /** Positions visited since this solver was made. */
    public long nodes() {
        return shallow.totalNodes();
    }

    /**
     * The final disc differential for the side to move, fail-soft in the window (alpha, beta): a
     * result {@code <= alpha} is an upper bound, one {@code >= beta} a lower bound.
     *
     * @throws IllegalArgumentException with more than {@link #MAX_EMPTIES} empties
     */
    public int solve(long player, long opponent, int alpha, int beta) {
        int nEmpties = Bits.countEmpties(player, opponent);
        if (nEmpties > MAX_EMPTIES) {
            throw new IllegalArgumentException(nEmpties + " empties, more than " + MAX_EMPTIES);
        }
        if (beta <= alpha + 1) {
            return nws(player, opponent, alpha, nEmpties);
        }
        return search(player, opponent, alpha, beta, nEmpties);
    }

    private int nws(long player, long opponent, int alpha, int nEmpties) {
        return shallow.nws(player, opponent, alpha, nEmpties, LastMoves.parity(~(player | opponent)),
                ShallowSearch.UNKNOWN_MOVES);
    }

    /**
     * Principal-variation search in a window wider than null: the first move with the window, the
     * others with a null window first, searched again when they land inside the window.
     */
    private int search(long player, long opponent, int alpha, int beta, int nEmpties) {
        shallow.nodes++;
        long legal = Bits.legalMovesSimd(player, opponent);
        if (legal == 0) {
            if (nEmpties == 0 || Bits.legalMovesSimd(opponent, player) == 0) {
                return Bits.finalScore(player, opponent);
            }
            return -search(opponent, player, -beta, -alpha, nEmpties);
        }
        long odd = LastMoves.QUADRANT_SQUARES[LastMoves.parity(~(player | opponent))];
        int best = ShallowSearch.NO_SCORE;
        boolean first = true;
        for (int group = 0; group < 2; group++) {
            for (long moves = legal & (group == 0 ? odd : ~odd); moves != 0; moves &= moves - 1) {
                int sq = Long.numberOfTrailingZeros(moves);
                long flipped = Bits.flipsSimd(player, opponent, sq);
                long nextPlayer = opponent & ~flipped;
                long nextOpponent = player | flipped | (1L << sq);
                int score;
                if (first) {
                    score = -search(nextPlayer, nextOpponent, -beta, -alpha, nEmpties - 1);
                    first = false;
                } else {
                    score = -nws(nextPlayer, nextOpponent, -alpha - 1, nEmpties - 1);
                    if (score > alpha && score < beta) {
                        score = -search(nextPlayer, nextOpponent, -beta, -alpha, nEmpties - 1);
                    }
                }
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        alpha = score;
                        if (score >= beta) {
                            return best;
                        }
                    }
                }
            }
        }
        return best;
    }
}
