package io.magpie.spark;

import java.io.Serializable;

/**
 * One input position as text.
 *
 * @param ordinal 0-based place among the inputs' positions (blank and comment lines not counted), so
 *     that {@code ordinal + 1} is the row index {@code magpie solve} gives it
 * @param source {@code FILE:LINE}, for reports
 * @param text the position, or null for an input that could not be read (then {@code source} says why)
 */
record Line(long ordinal, String source, String text) implements Serializable {
    static Line rejected(long ordinal, String why) {
        return new Line(ordinal, why, null);
    }

    boolean rejected() {
        return text == null;
    }
}
