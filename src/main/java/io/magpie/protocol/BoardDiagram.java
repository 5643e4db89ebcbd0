package io.magpie.protocol;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.format.BoardPrinter;

/** Board pictures for the protocols: {@link BoardPrinter}'s for people, and GoGui's for its ruler. */
final class BoardDiagram {
    private BoardDiagram() {}

    /** {@link BoardPrinter#render(Board, char)} without the final line break (the loop adds it). */
    static String render(Board board, char legalMark) {
        String text = BoardPrinter.render(board, legalMark);
        return text.substring(0, text.length() - 1);
    }

    /** "Black wins by 16", "White wins by 2", "Draw", counting empties for the winner. */
    static String result(Board board) {
        return BoardPrinter.result(board);
    }

    /** GoGui's board: eight lines of {@code X O .} separated by spaces, row 8 first. */
    static String goGuiRows(Board board) {
        StringBuilder sb = new StringBuilder();
        for (int row = 7; row >= 0; row--) {
            for (int col = 0; col < 8; col++) {
                long bit = Square.bit(Square.of(col, row));
                sb.append((board.black() & bit) != 0 ? 'X' : (board.white() & bit) != 0 ? 'O' : '.');
                if (col < 7) {
                    sb.append(' ');
                }
            }
            if (row > 0) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
