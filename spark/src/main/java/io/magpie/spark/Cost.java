package io.magpie.spark;

import io.magpie.format.BoardText;
import io.magpie.format.FormatException;

/**
 * A position's expected solving work, from its empties: about twice as much for each empty more.
 * In units of 1/4096 of a position at 20 empties, so that positions with few empties still count
 * (reading and writing a row is not free) and the sums stay exact integers.
 */
final class Cost {
    static final int REFERENCE_EMPTIES = 20;
    /** A position at {@link #REFERENCE_EMPTIES}. */
    static final long UNIT = 1L << 12;

    private Cost() {}

    static long ofEmpties(int empties) {
        int shift = empties - REFERENCE_EMPTIES + 12;
        return shift <= 0 ? 1 : 1L << Math.min(shift, 48);
    }

    /** A line that is not a position costs the least: it is only reported. */
    static long of(Line line) {
        if (line.rejected()) {
            return 1;
        }
        try {
            return ofEmpties(BoardText.parseProblem(line.text()).board().emptyCount());
        } catch (FormatException e) {
            return 1;
        }
    }
}
