package io.magpie.match;

/**
 * An engine's answer to "your move": a square or {@code Square.PASS}, its evaluation in discs from
 * the mover's point of view (NaN when the engine gave none), and the seconds it says it used (NaN
 * when it did not say).
 */
public record Reply(int move, double evalDiscs, double reportedSeconds) {
    public static Reply of(int move) {
        return new Reply(move, Double.NaN, Double.NaN);
    }
}
