package io.magpie.tune;

/**
 * One labelled position for fitting.
 *
 * @param player discs of the side to move
 * @param opponent discs of the other side
 * @param game the game it comes from (a number unique within the data set): train/validation splits
 *     are made by game so that no game is on both sides
 * @param label disc differential for the side to move, -64..64
 * @param kind how the label was found: {@link #RESULT}, {@link #THEORETICAL}, {@link #EXACT} or
 *     {@link #SEARCHED}
 */
public record TrainingPosition(long player, long opponent, int game, int label, int kind) {
    /** The game's final result, propagated back (noisy: later mistakes included). */
    public static final int RESULT = 0;
    /** The game record's perfect-play score from its theoretical depth, propagated back. */
    public static final int THEORETICAL = 1;
    /** The exact value of this position (endgame solve, or the record's score at its depth). */
    public static final int EXACT = 2;
    /** A fixed-depth midgame search's value (the engine's own evaluation at the leaves). */
    public static final int SEARCHED = 3;

    public int empties() {
        return 64 - Long.bitCount(player | opponent);
    }

    public static String kindName(int kind) {
        return switch (kind) {
            case RESULT -> "result";
            case THEORETICAL -> "theoretical";
            case EXACT -> "exact";
            case SEARCHED -> "searched";
            default -> "kind" + kind;
        };
    }
}
