package io.magpie.endgame;

import io.magpie.board.Bits;

/**
 * The null-window search of the last {@link Settings#DEPTH_TO_SHALLOW} empties: no hash table, moves
 * in odd quadrants first and squares next to corners last; from {@link Settings#SHALLOW_SORT_EMPTIES}
 * on the moves are sorted by the opponent's replies. From {@link LastMoves#MAX_EMPTIES} down,
 * {@link LastMoves} takes over. One instance per search thread: it owns these layers' node counts
 * and move lists.
 */
final class ShallowSearch {
    /** The fewest empties searched here; fewer go to {@link LastMoves}. */
    static final int MIN_EMPTIES = LastMoves.MAX_EMPTIES + 1;
    /** Marks legal moves not yet generated: no position has every square as a legal move. */
    static final long UNKNOWN_MOVES = -1L;
    /** Below every score: the best score before any move is searched. */
    static final int NO_SCORE = -65;
    /** Squares next to a corner (X and C squares): tried last among the moves of one parity. */
    private static final long NEAR_CORNERS = 0x42C300000000C342L;

    final LastMoves last = new LastMoves();
    /** Positions visited here, outside {@link LastMoves}. */
    long nodes;
    private final MoveList list = new MoveList(Settings.DEPTH_TO_SHALLOW + 1);

    /** Positions visited here and in {@link LastMoves}. */
    long totalNodes() {
        return nodes + last.nodes;
    }

    /**
     * Null-window score of a position with at most {@link Settings#DEPTH_TO_SHALLOW} empties, given
     * its legal moves when the caller has them (else {@link #UNKNOWN_MOVES}).
     */
    int nws(long player, long opponent, int alpha, int nEmpties, int parity, long legal) {
        if (nEmpties >= MIN_EMPTIES) {
            return search(player, opponent, alpha, nEmpties, parity, legal);
        }
        return last.solve(player, opponent, alpha, nEmpties);
    }

    /** The score of a child with {@code nEmpties - 1} empties, from this node's side. */
    private int child(long player, long opponent, int alpha, int nEmpties, int parity, long replies) {
        return nEmpties == MIN_EMPTIES
                ? -last.solve4(player, opponent, -alpha - 1)
                : -search(player, opponent, -alpha - 1, nEmpties - 1, parity, replies);
    }

    private int search(long player, long opponent, int alpha, int nEmpties, int parity, long legal) {
        nodes++;
        int stableCut = Stability.cutoff(player, opponent, alpha, nEmpties);
        if (stableCut != Stability.NO_CUTOFF) {
            return stableCut;
        }
        if (legal == UNKNOWN_MOVES) {
            legal = Bits.legalMovesSimd(player, opponent);
        }
        if (legal == 0) {
            long replies = Bits.legalMovesSimd(opponent, player); // the opponent's moves after the pass
            if (replies == 0) {
                return Bits.finalScore(player, opponent);
            }
            return -search(opponent, player, -alpha - 1, nEmpties, parity, replies);
        }
        long odd = LastMoves.QUADRANT_SQUARES[parity];
        if (nEmpties >= Settings.SHALLOW_SORT_EMPTIES) {
            return searchSorted(player, opponent, alpha, nEmpties, parity, legal, odd);
        }
        int best = NO_SCORE;
        for (int group = 0; group < 4; group++) {
            long moves = legal & ((group & 2) == 0 ? odd : ~odd) & ((group & 1) == 0 ? ~NEAR_CORNERS : NEAR_CORNERS);
            while (moves != 0) {
                int sq = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
                long flipped = Bits.flipsSimd(player, opponent, sq);
                int score = child(opponent & ~flipped, player | flipped | (1L << sq), alpha, nEmpties,
                        parity ^ LastMoves.QUADRANT_BIT[sq], UNKNOWN_MOVES);
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        return score;
                    }
                }
            }
        }
        return best;
    }

    /**
     * {@link #search} from {@link Settings#SHALLOW_SORT_EMPTIES} on: the moves sorted by the
     * opponent's replies (corners twice), then odd quadrants, then away from the corners.
     */
    private int searchSorted(long player, long opponent, int alpha, int nEmpties, int parity, long legal, long odd) {
        int best = NO_SCORE;
        int base = MoveList.base(nEmpties);
        int count = 0;
        while (legal != 0) {
            int sq = Long.numberOfTrailingZeros(legal);
            legal &= legal - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            long nextPlayer = opponent & ~flipped;
            long nextOpponent = player | flipped | (1L << sq);
            long replies = Bits.legalMovesSimd(nextPlayer, nextOpponent);
            int mobility = SolverMoveOrder.weightedMobility(replies);
            if (mobility <= SolverMoveOrder.FORCING_MOBILITY) {
                // Searched at once: it would go first anyway, and a cutoff spares keying the rest.
                int score = child(nextPlayer, nextOpponent, alpha, nEmpties, parity ^ LastMoves.QUADRANT_BIT[sq], replies);
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        return score;
                    }
                }
                continue;
            }
            list.squares[base + count] = sq;
            list.flips[base + count] = flipped;
            list.replies[base + count] = replies;
            list.keys[base + count] = -16 * mobility + (int) ((odd >>> sq) & 1) * 8
                    - (int) ((NEAR_CORNERS >>> sq) & 1) * 4;
            count++;
        }
        for (int i = base; i < base + count; i++) {
            list.selectBest(i, base + count);
            int sq = list.squares[i];
            long flipped = list.flips[i];
            int score = child(opponent & ~flipped, player | flipped | (1L << sq), alpha, nEmpties,
                    parity ^ LastMoves.QUADRANT_BIT[sq], list.replies[i]);
            if (score > best) {
                best = score;
                if (score > alpha) {
                    return score;
                }
            }
        }
        return best;
    }
}
