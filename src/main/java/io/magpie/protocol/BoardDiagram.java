package io.magpie.protocol;

import io.magpie.board.Board;
import io.magpie.board.Square;

/** Text pictures of a board for people (console, GTP showboard) and for GoGui's ruler. */
final class BoardDiagram {
    private BoardDiagram() {}

    /**
     * Rows 1 to 8 top-down with coordinates on all sides, {@code X} black, {@code O} white, and
     * {@code legalMark} on the side to move's legal squares ({@code '.'} for none), then a status line.
     */
    static String render(Board board, char legalMark) {
        long legal = board.legalMoves();
        StringBuilder sb = new StringBuilder();
        sb.append("  a b c d e f g h\n");
        for (int row = 0; row < 8; row++) {
            sb.append(row + 1).append(' ');
            for (int col = 0; col < 8; col++) {
                int sq = Square.of(col, row);
                sb.append(cell(board, sq, (legal & Square.bit(sq)) != 0 ? legalMark : '.')).append(' ');
            }
            sb.append(row + 1).append('\n');
        }
        sb.append("  a b c d e f g h\n");
        sb.append(status(board));
        return sb.toString();
    }

    /** "Black (X) to move, X 2 O 2", "White (O) must pass, ...", or "Game over: ..." */
    static String status(Board board) {
        String count = "X " + board.blackCount() + " O " + board.whiteCount();
        if (board.isGameOver()) {
            return "Game over, " + count + ": " + result(board);
        }
        String side = board.blackToMove() ? "Black (X)" : "White (O)";
        return side + (board.mustPass() ? " must pass, " : " to move, ") + count;
    }

    /** "Black wins by 16", "White wins by 2", "Draw", counting empties for the winner. */
    static String result(Board board) {
        int score = board.finalScoreForBlack();
        if (score == 0) {
            return "Draw";
        }
        return (score > 0 ? "Black" : "White") + " wins by " + Math.abs(score);
    }

    /** GoGui's board: eight lines of {@code X O .} separated by spaces, row 8 first. */
    static String goGuiRows(Board board) {
        StringBuilder sb = new StringBuilder();
        for (int row = 7; row >= 0; row--) {
            for (int col = 0; col < 8; col++) {
                sb.append(cell(board, Square.of(col, row), '.'));
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

    private static char cell(Board board, int sq, char empty) {
        long bit = Square.bit(sq);
        return (board.black() & bit) != 0 ? 'X' : (board.white() & bit) != 0 ? 'O' : empty;
    }
}
