package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.Arrays;

/**
 * One self-play game of the data archive ({@link SelfPlayArchive}): the moves from the start
 * position to the end of the game, and the exact result from the point where it was solved. From
 * the first position with {@code solvedEmpties} empties on, the moves are a perfect-play line, so
 * every position from there on is worth {@code blackScore} (for black) exactly; earlier positions
 * are worth it only if nobody erred before.
 *
 * @param moves squares 0..63 or {@link Square#PASS}, one byte each, from the start position to the
 *     end of the game
 * @param origin how the opening was chosen: {@link #RANDOM}, {@link #XOT}, {@link #BOOK} or {@link #OTHER}
 * @param openingPlies moves made before the first search (random moves, the XOT line, book moves)
 * @param solvedEmpties empties of the position that was solved exactly (the final empties when the
 *     game ended before it could be solved)
 * @param blackScore final disc differential for black under perfect play from the solved position
 */
public record ArchivedGame(byte[] moves, int origin, int openingPlies, int solvedEmpties, int blackScore) {
    /** Random legal moves, of a varied number of plies. */
    public static final int RANDOM = 0;
    /** A line from an XOT opening list. */
    public static final int XOT = 1;
    /** The opening book, with randomness. */
    public static final int BOOK = 2;
    /** Anything else (e.g. a match game, solved afterwards). */
    public static final int OTHER = 3;

    public ArchivedGame {
        moves = moves.clone();
    }

    @Override
    public byte[] moves() {
        return moves.clone();
    }

    public int moveCount() {
        return moves.length;
    }

    /** Move {@code i}: a square or {@link Square#PASS}. */
    public int move(int i) {
        return moves[i] & 0xFF;
    }

    public static String originName(int origin) {
        return switch (origin) {
            case RANDOM -> "random";
            case XOT -> "xot";
            case BOOK -> "book";
            case OTHER -> "other";
            default -> "origin" + origin;
        };
    }

    /**
     * The positions of the game, {@code boards()[i]} before move {@code i}, and the final position
     * last ({@code moveCount() + 1} boards).
     *
     * @throws FormatException when the game breaks a rule of the format (an illegal move, a pass
     *     that is not forced, moves after the end, a game that does not end, no position with the
     *     solved empties, a perfect-play line that does not end on the stated score)
     */
    public Board[] boards() {
        Board[] boards = new Board[moves.length + 1];
        Board b = Board.start();
        for (int i = 0; i < moves.length; i++) {
            boards[i] = b;
            int move = move(i);
            if (!b.isLegal(move)) {
                throw new FormatException("move " + (i + 1) + " (" + (move <= Square.PASS ? Square.name(move) : "code " + move)
                        + ") is not legal");
            }
            b = b.play(move);
        }
        boards[moves.length] = b;
        if (!b.isGameOver()) {
            throw new FormatException("the game does not end after its " + moves.length + " moves");
        }
        if (origin < 0 || origin > OTHER || openingPlies > moves.length) {
            throw new FormatException("bad origin " + origin + " or opening length " + openingPlies);
        }
        solvedPly(boards);
        if (b.finalScoreForBlack() != blackScore) {
            throw new FormatException("the perfect-play line ends " + b.finalScoreForBlack() + " for black, not the stated "
                    + blackScore);
        }
        return boards;
    }

    /** The index in {@code boards} of the solved position: the first one with {@code solvedEmpties} empties. */
    public int solvedPly(Board[] boards) {
        for (int i = 0; i < boards.length; i++) {
            if (boards[i].emptyCount() == solvedEmpties) {
                return i;
            }
        }
        throw new FormatException("no position with the solved empties " + solvedEmpties);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ArchivedGame g && Arrays.equals(moves, g.moves) && origin == g.origin
                && openingPlies == g.openingPlies && solvedEmpties == g.solvedEmpties && blackScore == g.blackScore;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(moves) * 31 + blackScore;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.length; i++) {
            sb.append(move(i) == Square.PASS ? "PA" : Square.name(move(i)));
        }
        return String.format(java.util.Locale.ROOT, "%s %s opening %d solved at %d empties %+d", sb,
                originName(origin), openingPlies, solvedEmpties, blackScore);
    }
}
