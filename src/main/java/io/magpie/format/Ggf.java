package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * GGF (Generic Game Format, as GGS and NBoard write it) for Othello:
 * {@code (;GM[Othello]PC[..]DT[..]PB[..]PW[..]RE[..]TI[..]TY[8]BO[8 <64 squares> *]B[F5]W[D6/-1.00/2.5];)}.
 *
 * <p>Reading is tolerant where real files differ: tags in any order, whitespace between tags, a
 * leading game count ({@code 1 (;...}), {@code GM} in any case, {@code BO} with or without spaces,
 * moves in either case, passes as {@code PA}, {@code pass} (or any prefix of it) or {@code --}, empty
 * evals ({@code F5//1.2}) and Java number syntax ({@code 1.0E-4}). It is strict about what would
 * change the game: {@code GM} must be Othello, the board 8x8, {@code B}/{@code W} must alternate with
 * the side to move, every move must be legal. Errors give the character offset (from 0) in the text.
 *
 * <p>Writing follows NBoard: {@code GM[Othello]}, the known tags in its order, {@code BO} with no
 * spaces and {@code *}/{@code O}/{@code -}, upper-case moves, {@code PA} passes, evals with two
 * decimals. {@code TY[8]} is always written (NBoard requires it), so the reader leaves a plain
 * {@code TY[8]} out of the tags and {@code parse(format(g))} equals {@code g}.
 */
public final class Ggf {
    /** The order NBoard writes its tags in; any other tags follow them, in the record's order. */
    private static final List<String> TAG_ORDER = List.of(
            "PC", "DT", "PB", "PW", "RB", "RW", "RE", "TI", "TB", "TW", "TY", "KB", "KW", "KM", "CO");

    /** Tags the writer produces from the record's structure, never from its tag map. */
    private static final List<String> STRUCTURE_TAGS = List.of("GM", "BO", "B", "W");

    private Ggf() {}

    /** Parses one game; only whitespace may follow it. */
    public static GgfGame parse(String text) {
        Reader r = new Reader(text);
        GgfGame game = r.game();
        r.skipSpaces();
        if (!r.atEnd()) {
            throw r.error("expected the end of the text after ';)'");
        }
        return game;
    }

    /** Parses every game in the text (a GGS file holds one game after another). */
    public static List<GgfGame> parseAll(String text) {
        Reader r = new Reader(text);
        List<GgfGame> games = new ArrayList<>();
        r.skipSpaces();
        while (!r.atEnd()) {
            games.add(r.game());
            r.skipSpaces();
        }
        return games;
    }

    /** The GGF text of a game record, on one line. */
    public static String format(GgfGame game) {
        StringBuilder sb = new StringBuilder("(;GM[Othello]");
        Map<String, String> tags = game.tags();
        for (String key : TAG_ORDER) {
            if (tags.containsKey(key)) {
                appendTag(sb, key, tags.get(key));
            }
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!TAG_ORDER.contains(e.getKey()) && !STRUCTURE_TAGS.contains(e.getKey())) {
                appendTag(sb, e.getKey(), e.getValue());
            }
        }
        if (!tags.containsKey("TY")) {
            sb.append("TY[8]");
        }
        Board start = game.start();
        sb.append("BO[8 ").append(start.toString().substring(0, 64).replace('X', '*'))
                .append(start.blackToMove() ? " *]" : " O]");
        boolean black = start.blackToMove();
        for (int i = 0; i < game.moves().size(); i++) {
            sb.append(black ? "B[" : "W[").append(formatMove(game.moves().get(i), game.notes().get(i))).append(']');
            black = !black;
        }
        return sb.append(";)").toString();
    }

    /** {@code F5}, {@code F5/-1.00}, {@code F5//2.5} or {@code F5/-1.00/2.5}; passes are {@code PA}. */
    public static String formatMove(int move, GgfGame.MoveNote note) {
        StringBuilder sb = new StringBuilder(Square.upperName(move));
        if (note.eval().isPresent() || note.timeSeconds().isPresent()) {
            sb.append('/');
            if (note.eval().isPresent()) {
                sb.append(formatEval(note.eval().getAsDouble()));
            }
        }
        if (note.timeSeconds().isPresent()) {
            sb.append('/').append(BigDecimal.valueOf(note.timeSeconds().getAsDouble()).stripTrailingZeros().toPlainString());
        }
        return sb.toString();
    }

    /** Two decimals like NBoard ({@code -1.00}), more only when the value has more. */
    private static String formatEval(double eval) {
        String twoDecimals = String.format(Locale.ROOT, "%.2f", eval);
        return Double.parseDouble(twoDecimals) == eval
                ? twoDecimals : BigDecimal.valueOf(eval).stripTrailingZeros().toPlainString();
    }

    private static void appendTag(StringBuilder sb, String key, String value) {
        sb.append(key).append('[');
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == ']' || ch == '\\') {
                sb.append('\\');
            }
            sb.append(ch);
        }
        sb.append(']');
    }

    /** Parses {@code move[/eval[/time]]}; {@code offset} locates errors. */
    static int parseMove(String text, int offset) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("--") || (!t.isEmpty() && "pass".startsWith(t))) {
            return Square.PASS;
        }
        int sq = Square.tryParse(t);
        if (sq < 0) {
            throw new FormatException("offset " + offset + ": expected a move (a1..h8 or PA), found \"" + text + "\"");
        }
        return sq;
    }

    static OptionalDouble parseNumber(String text, String what, int offset) {
        String t = text.strip();
        if (t.isEmpty()) {
            return OptionalDouble.empty();
        }
        try {
            double value = Double.parseDouble(t);
            if (Double.isFinite(value) && !t.endsWith("d") && !t.endsWith("D") && !t.endsWith("f") && !t.endsWith("F")) {
                return OptionalDouble.of(value);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new FormatException("offset " + offset + ": expected a number for the " + what + ", found \"" + text + "\"");
    }

    /** The parser: a cursor over the text. */
    private static final class Reader {
        private final String text;
        private int pos;

        Reader(String text) {
            if (text == null) {
                throw new FormatException("no GGF given");
            }
            this.text = text;
        }

        boolean atEnd() {
            return pos >= text.length();
        }

        void skipSpaces() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        FormatException error(String message) {
            return new FormatException("offset " + pos + ": " + message);
        }

        GgfGame game() {
            skipSpaces();
            // GGS files may put the number of games in the match before each game: "1 (;" or "2 (;".
            int digits = pos;
            while (digits < text.length() && Character.isDigit(text.charAt(digits))) {
                digits++;
            }
            if (digits > pos) {
                pos = digits;
                skipSpaces();
            }
            if (!text.startsWith("(;", pos)) {
                throw error("expected '(;' to start a game");
            }
            pos += 2;
            Map<String, String> tags = new LinkedHashMap<>();
            List<Integer> moves = new ArrayList<>();
            List<GgfGame.MoveNote> notes = new ArrayList<>();
            boolean sawGame = false;
            Board start = null;
            Board board = null;
            while (true) {
                skipSpaces();
                if (atEnd()) {
                    throw error("expected ';)' to end the game");
                }
                if (text.startsWith(";)", pos)) {
                    pos += 2;
                    break;
                }
                int keyOffset = pos;
                while (!atEnd() && Character.isLetter(text.charAt(pos))) {
                    pos++;
                }
                String key = text.substring(keyOffset, pos).toUpperCase(Locale.ROOT);
                if (key.isEmpty()) {
                    throw error("expected a tag name or ';)', found '" + text.charAt(pos) + "'");
                }
                if (atEnd() || text.charAt(pos) != '[') {
                    throw error("expected '[' after tag " + key);
                }
                int valueOffset = pos + 1;
                String value = value(key);
                switch (key) {
                    case "GM":
                        if (!value.strip().equalsIgnoreCase("othello")) {
                            throw new FormatException("offset " + valueOffset + ": GM[" + value + "] is not Othello");
                        }
                        sawGame = true;
                        break;
                    case "BO":
                        if (start != null) {
                            throw new FormatException("offset " + keyOffset + ": a second BO tag");
                        }
                        start = parseBoard(value, valueOffset);
                        board = start;
                        break;
                    case "B":
                    case "W":
                        if (board == null) {
                            throw new FormatException("offset " + keyOffset + ": a move before the board (BO)");
                        }
                        board = move(key, value, valueOffset, keyOffset, board, moves, notes);
                        break;
                    case "TY":
                        checkType(value, valueOffset);
                        // TY[8] is the default that format() always writes; keep only types that say more.
                        if (!value.strip().equals("8")) {
                            putTag(tags, key, value, keyOffset);
                        }
                        break;
                    default:
                        putTag(tags, key, value, keyOffset);
                        break;
                }
            }
            if (!sawGame) {
                throw error("the game has no GM[Othello] tag");
            }
            if (start == null) {
                throw error("the game has no board (BO)");
            }
            return new GgfGame(start, moves, notes, tags);
        }

        private void putTag(Map<String, String> tags, String key, String value, int keyOffset) {
            if (tags.containsKey(key)) {
                throw new FormatException("offset " + keyOffset + ": a second " + key + " tag");
            }
            tags.put(key, value);
        }

        /** Reads {@code [value]} at the cursor; {@code \} escapes the next character. */
        private String value(String key) {
            int open = pos;
            pos++;
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (atEnd()) {
                    throw new FormatException("offset " + open + ": the value of " + key + " has no closing ']'");
                }
                char ch = text.charAt(pos++);
                if (ch == ']') {
                    return sb.toString();
                }
                if (ch == '\\' && !atEnd()) {
                    ch = text.charAt(pos++);
                }
                sb.append(ch);
            }
        }

        private Board move(String key, String value, int valueOffset, int keyOffset, Board board,
                List<Integer> moves, List<GgfGame.MoveNote> notes) {
            boolean black = key.equals("B");
            String where = "offset " + keyOffset + ": " + key + "[" + value + "] (move " + (moves.size() + 1) + "): ";
            if (black != board.blackToMove()) {
                throw new FormatException(where + board.sideName() + " is to move");
            }
            String[] parts = value.split("/", -1);
            if (parts.length > 3) {
                throw new FormatException(where + "expected move/eval/time");
            }
            int move = parseMove(parts[0], valueOffset);
            OptionalDouble eval = parts.length > 1 ? parseNumber(parts[1], "eval", valueOffset) : OptionalDouble.empty();
            OptionalDouble time = parts.length > 2 ? parseNumber(parts[2], "time", valueOffset) : OptionalDouble.empty();
            if (time.isPresent() && time.getAsDouble() < 0) {
                // a negative time would give the side back time on its clock (NBoard's move refuses it too)
                throw new FormatException(where + "the time must be 0 or more seconds");
            }
            Board next;
            if (board.isGameOver()) {
                throw new FormatException(where + "the game is already over");
            }
            try {
                next = board.play(move);
            } catch (IllegalArgumentException e) {
                throw new FormatException(where + e.getMessage());
            }
            moves.add(move);
            notes.add(new GgfGame.MoveNote(eval, time));
            return next;
        }
    }

    /** {@code BO[8 <64 squares> <side>]}. */
    private static Board parseBoard(String value, int offset) {
        String v = value.strip();
        if (!v.startsWith("8") || (v.length() > 1 && Character.isDigit(v.charAt(1)))) {
            throw new FormatException("offset " + offset + ": BO must start with the board size 8, found \""
                    + v.substring(0, Math.min(v.length(), 8)) + "\"");
        }
        try {
            return BoardText.parse(v.substring(1));
        } catch (FormatException e) {
            throw new FormatException("offset " + offset + ": BO: " + e.getMessage() + " (after the size)");
        }
    }

    /** {@code TY}: the board size digits must say 8 (flags such as s, k, r20, a are kept as written). */
    private static void checkType(String value, int offset) {
        String v = value.strip();
        int i = 0;
        while (i < v.length() && !Character.isDigit(v.charAt(i))) {
            i++;
        }
        int j = i;
        while (j < v.length() && Character.isDigit(v.charAt(j))) {
            j++;
        }
        if (!v.substring(i, j).equals("8")) {
            throw new FormatException("offset " + offset + ": TY[" + value + "]: only 8x8 games are supported");
        }
    }
}
