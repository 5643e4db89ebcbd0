package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ObfProblemTest {
    private static final int F5 = Square.parse("f5");
    private static final int D3 = Square.parse("d3");

    @Test
    void bestScoreIsTheBareScoreOrTheHighestMoveScore() {
        assertEquals(OptionalInt.empty(), ObfProblem.of(Board.start()).bestScore());
        ObfProblem moves = new ObfProblem(Board.start(),
                List.of(new ObfProblem.MoveScore(F5, -2), new ObfProblem.MoveScore(D3, 4)), OptionalInt.empty(), "");
        assertEquals(OptionalInt.of(4), moves.bestScore());
        ObfProblem bound = new ObfProblem(Board.start(),
                List.of(new ObfProblem.MoveScore(F5, -2), new ObfProblem.MoveScore(Square.NONE, 127)),
                OptionalInt.empty(), "");
        assertEquals(OptionalInt.of(-2), bound.bestScore(), "-- is a bound, not a move's score");
        ObfProblem bare = new ObfProblem(Board.start(), List.of(), OptionalInt.of(-6), null);
        assertEquals(OptionalInt.of(-6), bare.bestScore());
        assertEquals("", bare.comment());
    }

    @Test
    void isImmutableAndPrintsAsObf() {
        List<ObfProblem.MoveScore> scores = new ArrayList<>(List.of(new ObfProblem.MoveScore(F5, 0)));
        ObfProblem p = new ObfProblem(Board.start(), scores, OptionalInt.empty(), "start");
        scores.clear();
        assertEquals(1, p.moveScores().size());
        assertThrows(UnsupportedOperationException.class, () -> p.moveScores().clear());
        assertEquals(Board.start() + "; F5:+0; % start", p.toString());
        assertEquals(Board.start() + "; --:-3;",
                new ObfProblem(Board.start(), List.of(new ObfProblem.MoveScore(Square.NONE, -3)),
                        OptionalInt.empty(), "").toString());
    }
}
