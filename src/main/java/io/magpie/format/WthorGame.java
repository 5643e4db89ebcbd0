package io.magpie.format;

import io.magpie.board.Board;

/**
 * One game of a WTHOR file, replayed: its moves as squares (passes left out, as in the file) and
 * the boards before each move.
 *
 * @param index the game's position in its file, from 0
 * @param blackDiscs black's disc count at the end as recorded
 * @param blackTheoretical black's disc count with perfect play from {@code theoreticalDepth} empties
 * @param theoreticalDepth empties at which the theoretical score applies (0: unknown, use the result)
 * @param boards boards[k] is the position before moves[k] (side to move set, passes applied);
 *     boards[moves.length] is the final position
 */
public record WthorGame(int index, int tournament, int blackPlayer, int whitePlayer, int blackDiscs,
        int blackTheoretical, int theoreticalDepth, int[] moves, Board[] boards) {

    /** The final board of the game as played. */
    public Board finalBoard() {
        return boards[boards.length - 1];
    }

    /** Black's disc differential from a recorded disc count (empties go to the winner). */
    public static int differential(int blackDiscs) {
        return 2 * blackDiscs - 64;
    }
}
