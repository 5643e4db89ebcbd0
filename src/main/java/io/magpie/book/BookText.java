package io.magpie.book;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import io.magpie.eval.Score;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;

/**
 * The plain-text form of a book, one line per position, sorted like the binary file:
 *
 * <pre>
 * BOARD X expanded|leaf eval=+1.25@12[!] visits=3 value=+0.50 best=f5 moves=f5:+0.50,d6:-1.00
 * </pre>
 *
 * BOARD is the 64-square OBF board of the canonical position with the side to move as X; {@code
 * eval} is the position's own search (value @ depth, {@code !} when exact, {@code none} when not
 * searched). Import reads the board, expanded|leaf, eval and visits; value, best and moves are
 * derived and recomputed ({@link Negamax#propagate}).
 */
public final class BookText {
    private BookText() {}

    static String position(long player, long opponent) {
        return Board.fromRelative(player, opponent, true).toString();
    }

    static String discs(int score) {
        return String.format(Locale.ROOT, "%+.2f", Score.toDiscs(score));
    }

    public static String line(OpeningBook book, int i, int[] moves, int[] values) {
        long d = book.data(i);
        StringBuilder sb = new StringBuilder(position(book.player(i), book.opponent(i)));
        sb.append(BookEntry.has(d, BookEntry.EXPANDED) ? " expanded" : " leaf");
        sb.append(" eval=");
        if (BookEntry.has(d, BookEntry.EVALUATED)) {
            sb.append(discs(BookEntry.eval(d))).append('@').append(BookEntry.evalDepth(d));
            if (BookEntry.has(d, BookEntry.EVAL_EXACT)) {
                sb.append('!');
            }
        } else {
            sb.append("none");
        }
        sb.append(" visits=").append(book.visits(i));
        if (BookEntry.has(d, BookEntry.HAS_VALUE)) {
            sb.append(" value=").append(discs(BookEntry.value(d)));
            if (BookEntry.has(d, BookEntry.EXACT)) {
                sb.append('!');
            }
            sb.append(" best=").append(Square.name(BookEntry.bestMove(d)));
        }
        int n = book.moveValues(book.player(i), book.opponent(i), moves, values);
        for (int k = 0; k < n; k++) {
            sb.append(k == 0 ? " moves=" : ",").append(Square.name(moves[k])).append(':').append(discs(values[k]));
        }
        return sb.toString();
    }

    public static void export(OpeningBook book, PrintStream out) {
        int[] moves = new int[64];
        int[] values = new int[64];
        for (int i = 0; i < book.size(); i++) {
            out.println(line(book, i, moves, values));
        }
    }

    /**
     * Reads exported lines into {@code into} (blank lines and {@code #} comments skipped).
     *
     * @throws FormatException naming the line number and what is wrong
     */
    public static int importText(BufferedReader in, MutableBook into) throws IOException {
        int count = 0;
        int lineNo = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lineNo++;
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] tokens = t.split("\\s+");
            if (tokens.length < 4) {
                throw new FormatException("line " + lineNo + ": expected BOARD SIDE expanded|leaf eval=..., got: " + t);
            }
            Board board;
            try {
                board = BoardText.parse(tokens[0] + " " + tokens[1]);
            } catch (FormatException e) {
                throw new FormatException("line " + lineNo + ": " + e.getMessage());
            }
            MutableBook.Node node = into.add(board.player(), board.opponent());
            if (tokens[2].equals("expanded")) {
                into.expand(node);
            } else if (!tokens[2].equals("leaf")) {
                throw new FormatException("line " + lineNo + ": expected expanded or leaf, got " + tokens[2]);
            }
            for (int k = 3; k < tokens.length; k++) {
                String tok = tokens[k];
                if (tok.startsWith("eval=") && !tok.equals("eval=none")) {
                    readEval(tok.substring(5), node, lineNo);
                } else if (tok.startsWith("visits=")) {
                    try {
                        node.visits = Integer.parseInt(tok.substring(7));
                    } catch (NumberFormatException e) {
                        throw new FormatException("line " + lineNo + ": bad visit count " + tok);
                    }
                }
            }
            count++;
        }
        return count;
    }

    private static void readEval(String text, MutableBook.Node node, int lineNo) {
        boolean exact = text.endsWith("!");
        String body = exact ? text.substring(0, text.length() - 1) : text;
        int at = body.indexOf('@');
        try {
            double discs = Double.parseDouble(body.substring(0, at));
            int depth = Integer.parseInt(body.substring(at + 1));
            int score = (int) Math.round(discs * Score.DISC);
            if (Math.abs(score) > Score.MAX || depth < 0 || depth > 60) {
                throw new NumberFormatException();
            }
            node.eval = score;
            node.evalDepth = depth;
            node.flags |= BookEntry.EVALUATED | (exact ? BookEntry.EVAL_EXACT : 0);
        } catch (RuntimeException e) {
            throw new FormatException("line " + lineNo + ": bad eval " + text + " (expected e.g. +1.25@12)");
        }
    }
}
