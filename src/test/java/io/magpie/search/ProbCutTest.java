package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProbCutTest {
    @Test
    void probeDepthHasTheParityOfTheDepthAndIsShallower() {
        // Odd and even depths disagree by about two discs, so a probe of the other parity would
        // predict with a bias; and a probe as deep as the node would cost more than it saves.
        for (int depth = ProbCut.MIN_DEPTH; depth <= 60; depth++) {
            int probe = ProbCut.shallowDepth(depth);
            assertEquals(depth & 1, probe & 1, "parity at depth " + depth);
            assertTrue(probe >= 1 && probe < depth, "probe " + probe + " at depth " + depth);
        }
    }

    @Test
    void probeDepthIsAboutAThird() {
        assertEquals(1, ProbCut.shallowDepth(3));
        assertEquals(2, ProbCut.shallowDepth(8));
        assertEquals(4, ProbCut.shallowDepth(12));
        assertEquals(6, ProbCut.shallowDepth(16));
        assertEquals(7, ProbCut.shallowDepth(19));
        assertEquals(20, ProbCut.shallowDepth(60));
    }

    @Test
    void fittedParametersExistForEveryProbedDepth() {
        // The fit in the jar was made for these probe depths: a row for another probe depth would
        // predict from the wrong search.
        for (int depth = ProbCut.MIN_DEPTH; depth <= 12; depth++) {
            assertEquals(ProbCut.shallowDepth(depth), ProbCut.fittedProbe(depth),
                    "fit row for depth " + depth + " made with probe " + ProbCut.fittedProbe(depth));
        }
    }
}
