package io.magpie.endgame;

import io.magpie.board.Square;

/**
 * The outcome of one solve. {@code score} is exact when {@code alpha < score < beta}; a score at or
 * below alpha is an upper bound, at or above beta a lower bound (fail-soft). {@code complete} is
 * false when a stop or a limit cut the search short (then score, move and PV mean nothing).
 *
 * @param score final disc differential for the side to move
 * @param bestMove a square, {@link Square#PASS} when the side to move must pass, {@link Square#NONE} when the game is over
 * @param pv the principal variation, starting with the best move
 */
public record SolveResult(int score, int alpha, int beta, int bestMove, int[] pv, int nEmpties, long nodes,
        long elapsedNanos, boolean complete) {

    public boolean isExact() {
        return score > alpha && score < beta;
    }

    /** The PV in lower case, moves separated by spaces ("pass" for a pass). */
    public String pvText() {
        StringBuilder sb = new StringBuilder();
        for (int move : pv) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(move == Square.PASS ? "pass" : Square.name(move));
        }
        return sb.toString();
    }

    public double seconds() {
        return elapsedNanos / 1e9;
    }
}
