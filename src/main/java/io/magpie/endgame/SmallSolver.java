package io.magpie.endgame;

import io.magpie.board.Bits;

/**
 * The endgame's entry for the last plies of another search: the exact score of a position with at
 * most {@link #MAX_EMPTIES} empties in any window. Alpha-beta with quadrant parity (moves in odd
 * quadrants first) down to {@link LastMoves#MAX_EMPTIES} empties, then the solver's own {@link
 * LastMoves} for null windows. No evaluation, no table, no limits (a call visits at most a few
 * thousand nodes). One per thread.
 *
 * <p>Scalar move generation here, unlike the solver's {@link ShallowSearch}: called from deep in
 * the midgame search, ShallowSearch's vector code ran mostly in the Vector API's slow fallback
 * (half the profile samples), and the midgame searching random 14-empty positions to the end took
 * a median 12 % longer than with its former scalar solver; this class took the same time as that
 * one (paired runs). In the solver, ShallowSearch on scalar code made FFO #40-#44 20 % slower.
 */
public final class SmallSolver {
    /** The most empties a position may have here. */
    public static final int MAX_EMPTIES = Settings.DEPTH_TO_SHALLOW;

    private final LastMoves last = new LastMoves();
    private long nodes;

    /** Positions visited since this solver was made. */
    public long nodes() {
        return nodes + last.nodes;
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
        return search(player, opponent, alpha, Math.max(beta, alpha + 1), nEmpties);
    }

    private int search(long player, long opponent, int alpha, int beta, int nEmpties) {
        if (nEmpties <= LastMoves.MAX_EMPTIES && beta == alpha + 1) {
            return last.solve(player, opponent, alpha, nEmpties);
        }
        nodes++;
        long legal = Bits.legalMoves(player, opponent);
        if (legal == 0) {
            if (nEmpties == 0 || Bits.legalMoves(opponent, player) == 0) {
                return Bits.finalScore(player, opponent);
            }
            return -search(opponent, player, -beta, -alpha, nEmpties);
        }
        long odd = LastMoves.QUADRANT_SQUARES[LastMoves.parity(~(player | opponent))];
        int best = ShallowSearch.NO_SCORE;
        for (int group = 0; group < 2; group++) {
            for (long moves = legal & (group == 0 ? odd : ~odd); moves != 0; moves &= moves - 1) {
                int sq = Long.numberOfTrailingZeros(moves);
                long flipped = Bits.flips(player, opponent, sq);
                int score = -search(opponent & ~flipped, player | flipped | (1L << sq), -beta, -Math.max(alpha, best),
                        nEmpties - 1);
                if (score > best) {
                    best = score;
                    if (score >= beta) {
                        return best;
                    }
                }
            }
        }
        return best;
    }
}
