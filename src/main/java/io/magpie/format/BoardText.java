package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * Boards as text: 64 squares a1, b1, ..., h1, a2, ..., h8, then the side to move, optionally followed
 * (in OBF/FFO problem lines) by {@code ;} and {@code MOVE:SCORE;} annotations and a {@code %}
 * comment.
 *
 * <p>Squares: {@code X x * B b} black, {@code O o 0 W w} white, {@code - . _} empty; whitespace is
 * skipped. Side to move: {@code X * B black} or {@code O 0 W white}, in any case. Columns in error
 * messages count characters from 1.
 */
public final class BoardText {
    private static final Pattern SCORE = Pattern.compile("[+-]?[0-9]{1,3}");

    private BoardText() {}

    /**
     * Parses a board and its side to move, e.g. {@code "---...--- X"}; nothing else may follow.
     *
     * @throws FormatException on a wrong length, an unknown character or a missing side to move
     */
    public static Board parse(String text) {
        Cursor c = new Cursor(text);
        Board board = parseBoard(c);
        c.skipSpaces();
        if (!c.atEnd()) {
            throw c.error("unexpected text after the side to move: \"" + c.rest() + "\"");
        }
        return board;
    }

    /**
     * Parses an OBF/FFO problem line: board, side, then optionally {@code ;}, {@code MOVE:SCORE;}
     * entries (or one bare {@code SCORE;}) and a {@code %} comment. Every annotated move must be
     * legal in the position, and every score within -64..64 (-127..127 for {@code --}, "any other move").
     */
    public static ObfProblem parseProblem(String line) {
        Cursor c = new Cursor(line);
        Board board = parseBoard(c);
        c.skipSpaces();
        List<ObfProblem.MoveScore> moveScores = new ArrayList<>();
        OptionalInt bare = OptionalInt.empty();
        String comment = "";
        if (!c.atEnd() && c.peek() != '%') {
            if (c.peek() != ';') {
                throw c.error("expected ';' after the side to move, found '" + c.peek() + "'");
            }
            c.pos++;
            while (true) {
                c.skipSpaces();
                if (c.atEnd() || c.peek() == '%') {
                    break;
                }
                int start = c.pos;
                while (!c.atEnd() && c.peek() != ';' && c.peek() != '%') {
                    c.pos++;
                }
                String entry = line.substring(start, c.pos).trim();
                if (!c.atEnd() && c.peek() == ';') {
                    c.pos++;
                }
                if (entry.isEmpty()) {
                    continue;
                }
                int colon = entry.indexOf(':');
                if (bare.isPresent() || (colon < 0 && !moveScores.isEmpty())) {
                    throw error(start, "a score without a move must be the only annotation: \"" + entry + "\"");
                }
                if (colon < 0) {
                    bare = OptionalInt.of(parseScore(entry, start, 64));
                } else {
                    moveScores.add(parseMoveScore(board, entry, colon, start));
                }
            }
        }
        if (!c.atEnd()) {
            comment = line.substring(c.pos + 1).trim();
        }
        return new ObfProblem(board, moveScores, bare, comment);
    }

    private static ObfProblem.MoveScore parseMoveScore(Board board, String entry, int colon, int column0) {
        String moveText = entry.substring(0, colon).trim();
        int move;
        if (moveText.equals("--")) {
            move = Square.NONE;
        } else {
            move = Square.tryParse(moveText);
            if (move < 0) {
                throw error(column0, "not a move: \"" + moveText + "\"");
            }
            if (!board.isLegal(move)) {
                throw error(column0, Square.upperName(move) + " is not a legal move for " + board.sideName());
            }
        }
        // "--:-127" (neural-reversi) says "every other move scores less": a bound, not a disc count.
        int limit = move == Square.NONE ? 127 : 64;
        int score = parseScore(entry.substring(colon + 1).trim(), column0 + colon + 1, limit);
        return new ObfProblem.MoveScore(move, score);
    }

    private static int parseScore(String text, int column0, int limit) {
        if (!SCORE.matcher(text).matches()) {
            throw error(column0, "not a score: \"" + text + "\"");
        }
        int score = Integer.parseInt(text.startsWith("+") ? text.substring(1) : text);
        if (score < -limit || score > limit) {
            throw error(column0, "score out of range -" + limit + ".." + limit + ": \"" + text + "\"");
        }
        return score;
    }

    /** The OBF form of a board: 64 characters ({@code X}, {@code O}, {@code -}), a space, the side. */
    public static String format(Board board) {
        return board.toString();
    }

    /** The OBF line of a problem: board, side, {@code ;}, then {@code  MOVE:SCORE;} entries and comment. */
    public static String format(ObfProblem problem) {
        StringBuilder sb = new StringBuilder(format(problem.board())).append(';');
        for (ObfProblem.MoveScore ms : problem.moveScores()) {
            String move = ms.move() == Square.NONE ? "--" : Square.upperName(ms.move());
            sb.append(' ').append(move).append(':').append(String.format(Locale.ROOT, "%+d", ms.score())).append(';');
        }
        if (problem.score().isPresent()) {
            sb.append(' ').append(String.format(Locale.ROOT, "%+d", problem.score().getAsInt())).append(';');
        }
        if (!problem.comment().isEmpty()) {
            sb.append(" % ").append(problem.comment());
        }
        return sb.toString();
    }

    /** Reads 64 squares and the side to move from the cursor. */
    private static Board parseBoard(Cursor c) {
        long black = 0;
        long white = 0;
        int sq = 0;
        while (sq < 64) {
            c.skipSpaces();
            if (c.atEnd()) {
                throw c.error("the board has " + sq + " squares, expected 64"
                        + (sq == 0 ? "" : " followed by the side to move"));
            }
            char ch = c.peek();
            switch (ch) {
                case 'X': case 'x': case '*': case 'B': case 'b':
                    black |= Square.bit(sq);
                    break;
                case 'O': case 'o': case '0': case 'W': case 'w':
                    white |= Square.bit(sq);
                    break;
                case '-': case '.': case '_':
                    break;
                default:
                    throw c.error("unknown character '" + ch + "' for square " + Square.name(sq)
                            + " (expected X, O or -)");
            }
            c.pos++;
            sq++;
        }
        c.skipSpaces();
        if (c.atEnd() || c.peek() == ';' || c.peek() == '%') {
            throw c.error("missing side to move after the 64 squares (X or O)");
        }
        int start = c.pos;
        while (!c.atEnd() && !Character.isWhitespace(c.peek()) && c.peek() != ';' && c.peek() != '%') {
            c.pos++;
        }
        String side = c.text.substring(start, c.pos);
        Boolean blackToMove = parseSide(side);
        if (blackToMove == null) {
            throw error(start, "unknown side to move \"" + side + "\" (expected X or O)"
                    + (side.length() > 1 ? "; is the board longer than 64 squares?" : ""));
        }
        return new Board(black, white, blackToMove);
    }

    /** True for black, false for white, null when the text names neither. */
    public static Boolean parseSide(String side) {
        switch (side.toLowerCase(Locale.ROOT)) {
            case "x": case "*": case "b": case "black":
                return Boolean.TRUE;
            case "o": case "0": case "w": case "white":
                return Boolean.FALSE;
            default:
                return null;
        }
    }

    private static FormatException error(int index, String message) {
        return new FormatException("column " + (index + 1) + ": " + message);
    }

    /** A read position in the text. */
    private static final class Cursor {
        final String text;
        int pos;

        Cursor(String text) {
            if (text == null) {
                throw new FormatException("no board given");
            }
            this.text = text;
        }

        boolean atEnd() {
            return pos >= text.length();
        }

        char peek() {
            return text.charAt(pos);
        }

        void skipSpaces() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        String rest() {
            return text.substring(pos);
        }

        FormatException error(String message) {
            return BoardText.error(pos, message);
        }
    }
}
