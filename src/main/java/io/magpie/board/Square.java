package io.magpie.board;

/**
 * Square numbering, written down once: {@code sq = 8 * row + column}, with column a..h = 0..7 and
 * row 1..8 = 0..7. So a1 = 0 is the top-left corner, h1 = 7, a8 = 56 and h8 = 63, and square
 * {@code sq} is bit {@code sq} of a bitboard. A move is an {@code int}: a square, or {@link #PASS}.
 */
public final class Square {
    /** The move of a player who has no legal move. */
    public static final int PASS = 64;
    /** "No move" in tables and records (no best move known yet). */
    public static final int NONE = 65;

    private Square() {}

    public static int of(int column, int row) {
        return row * 8 + column;
    }

    public static int column(int sq) {
        return sq & 7;
    }

    public static int row(int sq) {
        return sq >>> 3;
    }

    /** Lower-case name: "a1".."h8", "pa" for a pass, "--" for no move. */
    public static String name(int sq) {
        if (sq == PASS) {
            return "pa";
        }
        if (sq < 0 || sq >= 64) {
            return "--";
        }
        return new String(new char[] {(char) ('a' + column(sq)), (char) ('1' + row(sq))});
    }

    /** Upper-case name ("F5", "PA"), as GGF, NBoard and GTP write moves. */
    public static String upperName(int sq) {
        return name(sq).toUpperCase(java.util.Locale.ROOT);
    }

    /**
     * Parses a square name in either case ("f5", "F5"), or a pass ("pa", "ps", "pass", "--").
     *
     * @throws IllegalArgumentException with the offending text when it is neither
     */
    public static int parse(String text) {
        int sq = tryParse(text);
        if (sq < 0) {
            throw new IllegalArgumentException("not a square: \"" + text + "\"");
        }
        return sq;
    }

    /** Like {@link #parse} but returns -1 instead of throwing. */
    public static int tryParse(String text) {
        if (text == null) {
            return -1;
        }
        String t = text.trim();
        if (t.equalsIgnoreCase("pa") || t.equalsIgnoreCase("ps") || t.equalsIgnoreCase("pass")
                || t.equals("--") || t.equals("@@")) {
            return PASS;
        }
        if (t.length() != 2) {
            return -1;
        }
        int column = Character.toLowerCase(t.charAt(0)) - 'a';
        int row = t.charAt(1) - '1';
        if (column < 0 || column > 7 || row < 0 || row > 7) {
            return -1;
        }
        return of(column, row);
    }

    /** The bitboard with only square {@code sq} set. */
    public static long bit(int sq) {
        return 1L << sq;
    }
}
