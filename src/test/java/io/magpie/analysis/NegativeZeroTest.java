package io.magpie.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.magpie.board.Square;
import io.magpie.format.Transcript;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A drawn position seen from White is -0.0 in the arithmetic ({@code -playedValue}), and a value a
 * hair below zero rounds to it: no output may print a negative zero, which reads as a loss.
 */
public class NegativeZeroTest {
    /** A minus sign before a number whose digits are all zero: -0, -0.0, -0.00, -0.000. */
    public static final Pattern NEGATIVE_ZERO = Pattern.compile("-0(\\.0+)?(?![0-9.])");

    /** f5 d6 c3 d3 with values of zero, negative zero and a hair below zero. */
    public static GameAnalysis drawnValues() {
        int f5 = Square.parse("f5");
        int d6 = Square.parse("d6");
        int c3 = Square.parse("c3");
        int d3 = Square.parse("d3");
        return new GameAnalysis(Transcript.parse("f5d6c3d3"), List.of(
                new MoveAnalysis(0, 1, true, 60, f5, -0.0, List.of(f5), -0.0, Method.BOOK),
                new MoveAnalysis(1, 2, false, 59, d6, 0.0, List.of(d6), 0.0, Method.search(10, 73)),
                new MoveAnalysis(2, 3, true, 58, c3, -0.004, List.of(c3), -0.001, Method.search(10, 73)),
                new MoveAnalysis(3, 4, false, 57, d3, 0.0, List.of(d3), 0.001, Method.EXACT)),
                true, new GameAnalyzer.Settings(10, 20, 0));
    }

    @Test
    void theTestPatternFindsNegativeZerosAndOnlyThem() {
        for (String text : List.of("-0", "x -0.00 y", "-0.0\t", "[-0.000]")) {
            assertEquals(true, NEGATIVE_ZERO.matcher(text).find(), text);
        }
        for (String text : List.of("0.00", "+0.00", "-0.01", "-10.00", "-0.50", "-05", "F5/-0.25")) {
            assertFalse(NEGATIVE_ZERO.matcher(text).find(), text);
        }
    }

    @Test
    void noOutputPrintsANegativeZero() {
        GameAnalysis analysis = drawnValues();
        assertEquals(-0.0, analysis.rows().get(1).valueAfterForBlack()); // the case this guards
        assertEquals("0.00", AnalysisText.plain(-0.0));
        assertEquals("0.00", AnalysisText.plain(-0.004));
        assertEquals("-0.01", AnalysisText.plain(-0.006));
        assertEquals("+0.00", AnalysisText.signed(-0.0));
        String ggf = AnalysisGgf.annotate(analysis, null).toString();
        for (String output : List.of(AnalysisText.table(analysis), AnalysisText.tsv(analysis),
                AnalysisText.json(analysis), ggf)) {
            assertFalse(NEGATIVE_ZERO.matcher(output).find(), output);
        }
        assertFalse(ggf.contains("/-"), ggf);
    }
}
