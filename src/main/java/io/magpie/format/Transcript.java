package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;

/**
 * Move transcripts: squares run together ({@code f5d6c3d3c4}), in either case, with optional
 * whitespace between moves. A pass is written {@code pa}, {@code ps}, {@code pass} or {@code --}.
 *
 * <p>Implicit passes: WTHOR and XOT transcripts leave passes out. When the side to move has no
 * legal move (and the game is not over), the reader therefore plays the pass itself before the next
 * move, and the resulting {@link Game} holds it. An explicit pass is accepted only where a pass is
 * legal; a move that is illegal for the side to move is an error even if it would be legal for the
 * other side, because that side could only play it after a pass that the rules forbid.
 */
public final class Transcript {
    private Transcript() {}

    /** Parses a transcript from the standard start position. */
    public static Game parse(String text) {
        return parse(Board.start(), text);
    }

    /**
     * Parses a transcript from {@code start}.
     *
     * @throws FormatException naming the move number, the move and its column when a move is
     *     unreadable or illegal, or the game is already over
     */
    public static Game parse(Board start, String text) {
        if (text == null) {
            throw new FormatException("no transcript given");
        }
        Game game = new Game(start);
        int pos = 0;
        int moveNumber = 0;
        while (true) {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
            if (pos >= text.length()) {
                return game;
            }
            moveNumber++;
            int length = tokenLength(text, pos);
            String token = text.substring(pos, Math.min(text.length(), pos + Math.max(length, 2)));
            String where = "move " + moveNumber + " (\"" + token + "\", column " + (pos + 1) + "): ";
            if (length < 0) {
                throw new FormatException(where + "not a square or a pass");
            }
            int move = Square.parse(token);
            Board board = game.board();
            if (board.isGameOver()) {
                throw new FormatException(where + "the game is already over");
            }
            if (move == Square.PASS) {
                if (!board.mustPass()) {
                    throw new FormatException(where + "cannot pass, " + board.sideName() + " has a legal move");
                }
            } else {
                if (board.mustPass()) {
                    game.play(Square.PASS); // implicit pass, see the class comment
                    board = game.board();
                }
                if (!board.isLegal(move)) {
                    throw new FormatException(where + Square.name(move) + " is illegal for " + board.sideName());
                }
            }
            game.play(move);
            pos += length;
        }
    }

    /** Length of the move token at {@code pos}: 2 for a square, 2 or 4 for a pass, -1 if neither. */
    private static int tokenLength(String text, int pos) {
        if (text.regionMatches(true, pos, "pass", 0, 4)) {
            return 4;
        }
        if (pos + 2 > text.length()) {
            return -1;
        }
        return Square.tryParse(text.substring(pos, pos + 2)) >= 0 ? 2 : -1;
    }

    /** The moves of a game with passes written {@code pa}, e.g. {@code f5d6c3pa...}. */
    public static String format(Game game) {
        return game.transcript();
    }

    /** The moves of a game with passes left out, as WTHOR and XOT lists write them. */
    public static String formatWithoutPasses(Game game) {
        StringBuilder sb = new StringBuilder();
        for (int move : game.moves()) {
            if (move != Square.PASS) {
                sb.append(Square.name(move));
            }
        }
        return sb.toString();
    }
}
