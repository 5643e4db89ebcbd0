package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Expected values were computed independently in Python with the textbook formulas:
 * {@code elo(p) = -400 log10(1/p - 1)}, 95% interval {@code p ± 1.959964 sqrt(var/n)} mapped through
 * {@code elo} and halved.
 */
class EloTest {
    @Test
    void knownScoresGiveKnownElo() {
        assertEquals(0.0, Elo.fromScore(0.5), 1e-12);
        assertEquals(70.43650362227247, Elo.fromScore(0.6), 1e-9);
        assertEquals(190.848501887865, Elo.fromScore(0.75), 1e-9);
        assertEquals(-70.43650362227247, Elo.fromScore(0.4), 1e-9);
        assertEquals(Double.POSITIVE_INFINITY, Elo.fromScore(1.0));
        assertEquals(Double.NEGATIVE_INFINITY, Elo.fromScore(0.0));
    }

    @Test
    void expectedScoreInvertsElo() {
        for (double elo : new double[] {-300, -50, 0, 5, 120, 400}) {
            assertEquals(elo, Elo.fromScore(Elo.expectedScore(elo)), 1e-9);
        }
    }

    @Test
    void winsDrawsLossesGiveEloAndMargin() {
        // 60 wins, 20 draws, 20 losses: p = 0.7, var = 0.16 per game.
        Elo.Estimate e = Elo.fromWdl(60, 20, 20);
        assertEquals(0.7, e.score(), 1e-12);
        assertEquals(147.19071411783776, e.elo(), 1e-9);
        assertEquals(66.01338122038528, e.margin(), 1e-9);
        assertEquals(100, e.samples());
    }

    @Test
    void pentanomialUsesPairScores() {
        // Pairs scoring 0, ½, 1, 1½, 2 points: 5, 10, 40, 30, 15 times; mean 0.6 of a point per game.
        Elo.Estimate e = Elo.fromPentanomial(new long[] {5, 10, 40, 30, 15});
        assertEquals(0.6, e.score(), 1e-12);
        assertEquals(70.43650362227247, e.elo(), 1e-9);
        assertEquals(36.31665906789655, e.margin(), 1e-9);
    }

    @Test
    void noGamesOrNoSpreadGiveNoMargin() {
        assertTrue(Double.isNaN(Elo.fromWdl(0, 0, 0).elo()));
        assertTrue(Double.isNaN(Elo.fromWdl(0, 7, 0).margin()));
        assertEquals(0.0, Elo.fromWdl(0, 7, 0).elo(), 1e-12);
    }
}
