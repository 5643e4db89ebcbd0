package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Square;

/**
 * ASCII pictures of a board for people: the {@code show} command and console protocols.
 *
 * <pre>
 *   a b c d e f g h
 * 1 . . . . . . . . 1
 * 2 . . . . . . . . 2
 * 3 . . . * . . . . 3
 * 4 . . * O X . . . 4
 * 5 . . . X O * . . 5
 * 6 . . . . * . . . 6
 * 7 . . . . . . . . 7
 * 8 . . . . . . . . 8
 *   a b c d e f g h
 * Black (X) to move, X 2 O 2
 * </pre>
 *
 * Row 1 is at the top, as in {@link Square}; {@code X} is black, {@code O} white, {@code .} empty,
 * and a mark of the caller's choice shows the side to move's legal moves.
 */
public final class BoardPrinter {
    /** The mark for a legal move in {@link #render(Board)}. */
    public static final char LEGAL_MARK = '*';

    private BoardPrinter() {}

    /** The board with legal moves marked {@code *}, then the status line; lines end in {@code \n}. */
    public static String render(Board board) {
        return render(board, LEGAL_MARK);
    }

    /** As {@link #render(Board)} with {@code legalMark} on legal squares ({@code '.'} shows none). */
    public static String render(Board board, char legalMark) {
        long legal = board.legalMoves();
        StringBuilder sb = new StringBuilder(256);
        sb.append("  a b c d e f g h\n");
        for (int row = 0; row < 8; row++) {
            sb.append(row + 1).append(' ');
            for (int column = 0; column < 8; column++) {
                int sq = Square.of(column, row);
                long bit = Square.bit(sq);
                char cell = (board.black() & bit) != 0 ? 'X'
                        : (board.white() & bit) != 0 ? 'O'
                        : (legal & bit) != 0 ? legalMark : '.';
                sb.append(cell).append(' ');
            }
            sb.append(row + 1).append('\n');
        }
        sb.append("  a b c d e f g h\n");
        sb.append(status(board)).append('\n');
        return sb.toString();
    }

    /** {@code Black (X) to move, X 2 O 2}, {@code White (O) must pass, ...} or {@code Game over, ...: Draw}. */
    public static String status(Board board) {
        String count = "X " + board.blackCount() + " O " + board.whiteCount();
        if (board.isGameOver()) {
            return "Game over, " + count + ": " + result(board);
        }
        String side = board.blackToMove() ? "Black (X)" : "White (O)";
        return side + (board.mustPass() ? " must pass, " : " to move, ") + count;
    }

    /** {@code Black wins by 16}, {@code White wins by 2} or {@code Draw}, empties to the winner. */
    public static String result(Board board) {
        int score = board.finalScoreForBlack();
        if (score == 0) {
            return "Draw";
        }
        return (score > 0 ? "Black" : "White") + " wins by " + Math.abs(score);
    }

    /** The legal moves in square order (a1, b1, ..., h8), separated by spaces: {@code d3 c4 f5 e6}. */
    public static String legalMoves(Board board) {
        StringBuilder sb = new StringBuilder();
        for (long legal = board.legalMoves(); legal != 0; legal &= legal - 1) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Square.name(Long.numberOfTrailingZeros(legal)));
        }
        return sb.toString();
    }
}
