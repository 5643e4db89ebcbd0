package io.magpie.match;

/**
 * One move of a refereed game as it goes into the record.
 *
 * @param move a square or {@code Square.PASS}
 * @param evalDiscs the mover's evaluation in discs as the engine reported it, NaN when none
 * @param seconds time the mover used as the referee measured it (the time charged to its
 *     clock), NaN for opening moves and passes the referee made
 */
public record MoveEntry(int move, double evalDiscs, double seconds) {
    public static MoveEntry bare(int move) {
        return new MoveEntry(move, Double.NaN, Double.NaN);
    }
}
