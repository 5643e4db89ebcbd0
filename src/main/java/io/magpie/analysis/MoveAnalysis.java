package io.magpie.analysis;

import io.magpie.board.Square;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One analysed move.
 *
 * @param ply index of the move in the game (passes counted)
 * @param number 1 for the first disc placed, 60 for the last (passes not counted)
 * @param black whether Black made the move
 * @param empties empty squares before the move
 * @param played the square played
 * @param playedValue the played move's value, discs, mover's view
 * @param bestMoves the best moves found (ties from the book; one move from a search)
 * @param bestValue the best value, discs, mover's view (never below {@code playedValue})
 * @param method how the values were found
 */
public record MoveAnalysis(int ply, int number, boolean black, int empties, int played, double playedValue,
        List<Integer> bestMoves, double bestValue, Method method) {
    public MoveAnalysis {
        bestMoves = List.copyOf(bestMoves);
    }

    /** Discs lost by the move against the best: 0 for a best move. */
    public double loss() {
        return Math.max(0, bestValue - playedValue);
    }

    public boolean playedBest() {
        return bestMoves.contains(played) || loss() == 0;
    }

    /** The value of the position before the move, for Black. */
    public double valueBeforeForBlack() {
        return black ? bestValue : -bestValue;
    }

    /** The value of the position after the move, for Black. */
    public double valueAfterForBlack() {
        return black ? playedValue : -playedValue;
    }

    public String moveName() {
        return Square.name(played);
    }

    /** The best moves as {@code d3} or {@code d3 c5}. */
    public String bestNames() {
        return bestMoves.stream().map(Square::name).collect(Collectors.joining(" "));
    }

    public String side() {
        return black ? "Black" : "White";
    }
}
