package io.magpie.eval;

import java.util.SplittableRandom;

/** Seeded random positions for tests in other packages. */
public final class TestPositions {
    private TestPositions() {}

    /** {player, opponent} after a random game stopped at {@code empties} empties (or its end). */
    public static long[] random(SplittableRandom random, int empties) {
        return TestWeights.randomPosition(random, empties);
    }
}
