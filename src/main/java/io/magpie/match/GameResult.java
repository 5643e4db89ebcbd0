package io.magpie.match;

import io.magpie.board.Board;
import java.util.List;

/**
 * A finished game as the referee scored it.
 *
 * @param black name of the engine that played black
 * @param white name of the engine that played white
 * @param start the position the game started from
 * @param openingPlies how many of {@code moves} came from the opening rather than the engines
 * @param moves every move, passes included
 * @param blackScore black's disc differential, empties to the winner; 64 or -64 for a forfeit
 * @param termination {@link Termination#NORMAL} or why the game was forfeited
 * @param faultByBlack for a forfeit, whether black caused it
 * @param reason for a forfeit, what happened in the engine's words (empty otherwise)
 */
public record GameResult(String black, String white, Board start, int openingPlies, List<MoveEntry> moves,
        int blackScore, Termination termination, boolean faultByBlack, String reason) {
    public GameResult {
        moves = List.copyOf(moves);
    }

    /** Forfeits score the largest possible margin so that disc averages stay on one scale. */
    static final int FORFEIT_MARGIN = 64;

    public boolean forfeit() {
        return termination != Termination.NORMAL;
    }

    /** Black's points: 1, 0.5 or 0. */
    public double blackPoints() {
        return blackScore > 0 ? 1.0 : blackScore < 0 ? 0.0 : 0.5;
    }

    /** One line explaining the result, e.g. "black wins +12" or "white forfeits (timeout): ...". */
    public String explain() {
        if (forfeit()) {
            return (faultByBlack ? black : white) + " (" + (faultByBlack ? "black" : "white") + ") forfeits, "
                    + termination.words() + ": " + reason;
        }
        return blackScore > 0 ? black + " (black) wins by " + blackScore
                : blackScore < 0 ? white + " (white) wins by " + -blackScore : "draw";
    }
}
