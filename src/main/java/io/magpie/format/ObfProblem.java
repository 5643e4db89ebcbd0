package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.List;
import java.util.OptionalInt;

/**
 * One OBF/FFO problem: a position, the exact scores given for some of its moves (best first, as the
 * files list them), an optional bare score for the position, and the trailing comment.
 *
 * @param board the position
 * @param moveScores {@code MOVE:SCORE} annotations in file order; scores are final disc
 *     differentials for the side to move. A move of {@link Square#NONE} stands for {@code --}
 *     ("every other move", as neural-reversi's files write it, e.g. {@code --:-127}: a bound, so
 *     its score may lie outside -64..64).
 * @param score a bare {@code +SCORE;} annotation (no move), if present
 * @param comment the text after a trailing {@code %}, trimmed; empty when there is none
 */
public record ObfProblem(Board board, List<MoveScore> moveScores, OptionalInt score, String comment) {
    /** A {@code MOVE:SCORE} annotation. */
    public record MoveScore(int move, int score) {}

    public ObfProblem {
        moveScores = List.copyOf(moveScores);
        comment = comment == null ? "" : comment;
    }

    /** A problem with no annotations. */
    public static ObfProblem of(Board board) {
        return new ObfProblem(board, List.of(), OptionalInt.empty(), "");
    }

    /**
     * The bare score if given, otherwise the highest score of a named move ({@code --} is only a
     * bound on the others), otherwise empty.
     */
    public OptionalInt bestScore() {
        if (score.isPresent()) {
            return score;
        }
        OptionalInt best = OptionalInt.empty();
        for (MoveScore ms : moveScores) {
            if (ms.move() != Square.NONE && (best.isEmpty() || ms.score() > best.getAsInt())) {
                best = OptionalInt.of(ms.score());
            }
        }
        return best;
    }

    /** The OBF line, e.g. {@code --XXXXX-...-- X; G8:+18; H1:+12;}. */
    @Override
    public String toString() {
        return BoardText.format(this);
    }
}
