package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScoreMomentsTest {
    @Test
    void trinomialMomentsMatchTheSamplesWrittenOut() {
        // 3 wins, 2 draws, 1 loss: samples 1,1,1,0.5,0.5,0; mean 4/6, variance (3*(1/3)^2 + 2*(1/6)^2 + (2/3)^2)/6.
        ScoreMoments m = ScoreMoments.of(new double[] {0.0, 0.5, 1.0}, new long[] {1, 2, 3});
        assertEquals(6, m.n());
        assertEquals(4.0 / 6, m.mean(), 1e-12);
        double expected = (3 * Math.pow(1.0 / 3, 2) + 2 * Math.pow(1.0 / 6, 2) + Math.pow(2.0 / 3, 2)) / 6;
        assertEquals(expected, m.variance(), 1e-12);
    }

    @Test
    void noSamplesHaveNoMeanAndEqualSamplesNoSpread() {
        ScoreMoments none = ScoreMoments.of(new double[] {0.0, 1.0}, new long[] {0, 0});
        assertEquals(0, none.n());
        assertTrue(Double.isNaN(none.mean()));
        ScoreMoments draws = ScoreMoments.of(new double[] {0.0, 0.5, 1.0}, new long[] {0, 7, 0});
        assertEquals(0.5, draws.mean(), 1e-12);
        assertEquals(0.0, draws.variance(), 1e-12);
    }
}
