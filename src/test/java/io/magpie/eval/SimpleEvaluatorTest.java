package io.magpie.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.board.Symmetry;
import io.magpie.search.Positions;
import org.junit.jupiter.api.Test;

class SimpleEvaluatorTest {
    private final SimpleEvaluator eval = new SimpleEvaluator();

    @Test
    void invariantUnderTheEightSymmetries() {
        for (Board b : Positions.random(21, 200, 0, 59)) {
            int expected = eval.evaluate(b.player(), b.opponent());
            for (int s = 0; s < 8; s++) {
                assertEquals(expected, eval.evaluate(Symmetry.apply(s, b.player()), Symmetry.apply(s, b.opponent())),
                        b + " symmetry " + s);
            }
        }
    }

    @Test
    void staysInsideTheEvaluationRange() {
        for (Board b : Positions.random(22, 300, 0, 59)) {
            int v = eval.evaluate(b.player(), b.opponent());
            assertTrue(v > -Score.MAX && v < Score.MAX, b.toString());
        }
    }

    @Test
    void cornersAreGoodAndXSquaresNextToEmptyCornersBad() {
        long base = Board.START_BLACK;
        long opp = Board.START_WHITE;
        int plain = eval.evaluate(base, opp);
        assertTrue(eval.evaluate(base | Square.bit(0), opp) > plain, "own corner");
        assertTrue(eval.evaluate(base | Square.bit(Square.of(1, 1)), opp) < eval.evaluate(base | Square.bit(Square.of(2, 2)), opp),
                "own X-square with the corner empty");
    }

    @Test
    void edgeStabilityCountsRunsFromCornersAndFullLines() {
        assertEquals(3, SimpleEvaluator.edgeStable(0b0000_0111, 0b0000_1000));
        assertEquals(0, SimpleEvaluator.edgeStable(0b0000_0110, 0b0000_0001));
        assertEquals(4, SimpleEvaluator.edgeStable(0b0101_0101, 0b1010_1010), "full line");
        assertEquals(2, SimpleEvaluator.edgeStable(0b1000_0001, 0));
    }

    @Test
    void neighboursDoNotWrapAroundRows() {
        long h1 = Square.bit(7);
        long n = SimpleEvaluator.neighbours(h1);
        assertEquals(Square.bit(6) | Square.bit(14) | Square.bit(15), n);
    }
}
