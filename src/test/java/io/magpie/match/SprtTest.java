package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Expected LLRs were computed independently in Python as the log-likelihood ratio of two normal
 * distributions with the sample variance, {@code N ((mu - s0)^2 - (mu - s1)^2) / (2 var)}, which is
 * the GSPRT approximation chess testing frameworks use.
 */
class SprtTest {
    private static final Sprt SPRT = new Sprt(0, 5, 0.05, 0.05);

    @Test
    void boundsFollowAlphaAndBeta() {
        assertEquals(-2.9444389791664403, SPRT.lowerBound(), 1e-12);
        assertEquals(2.9444389791664403, SPRT.upperBound(), 1e-12);
        Sprt uneven = new Sprt(0, 5, 0.01, 0.1);
        assertEquals(Math.log(0.1 / 0.99), uneven.lowerBound(), 1e-12);
        assertEquals(Math.log(0.9 / 0.01), uneven.upperBound(), 1e-12);
    }

    @Test
    void trinomialLlrMatchesKnownValue() {
        assertEquals(0.8832073383814437, SPRT.llrTrinomial(60, 20, 20), 1e-9);
    }

    @Test
    void pentanomialLlrMatchesKnownValue() {
        assertEquals(1.0671131853925748, SPRT.llrPentanomial(new long[] {5, 10, 40, 30, 15}), 1e-9);
    }

    @Test
    void evenResultsFavourH0AndStrongResultsH1() {
        long[] even = {1000, 2000, 4000, 2000, 1000};
        assertEquals(Sprt.Decision.H0, SPRT.decide(SPRT.llrPentanomial(even)));
        long[] strong = {10, 50, 200, 300, 200};
        assertEquals(Sprt.Decision.H1, SPRT.decide(SPRT.llrPentanomial(strong)));
        assertEquals(Sprt.Decision.CONTINUE, SPRT.decide(0.0));
        assertEquals(0.0, SPRT.llrPentanomial(new long[] {0, 0, 9, 0, 0}), 0.0);
    }

    @Test
    void parsesAndRejectsSpecifications() {
        assertEquals(new Sprt(0, 5, 0.05, 0.05), Sprt.parse("elo0=0,elo1=5,alpha=0.05,beta=0.05"));
        assertEquals(new Sprt(-2, 3, 0.05, 0.1), Sprt.parse("elo1=3, elo0=-2, beta=0.1"));
        assertEquals("elo0=-2,elo1=3,alpha=0.05,beta=0.1", Sprt.parse("elo1=3, elo0=-2, beta=0.1").toString());
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=5,elo1=0"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo1=5,gamma=1"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo1=five"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo1=5,alpha=1.5"));
    }
}
