package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.BoardPrinter;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import io.magpie.format.Transcript;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code magpie show [--position "BOARD SIDE"] [--moves f5d6c3] [--image FILE]}: prints a position as an ASCII board
 * with its legal moves marked, the disc counts and the side to move, then the legal moves and the
 * position in one line (ready for {@code --position}).
 */
final class ShowCommand extends DeclaredCommand {
    static final OptionSpec<String> MOVES = OptionSpec.text("moves", "MOVES",
            "then play these moves, e.g. f5d6c3 (either case, spaces allowed, passes as pa; "
                    + "a pass may be left out where the side to move has no move)");
    static final OptionSpec<Path> IMAGE = OptionSpec.path("image", "FILE",
            "also draw the position: FILE.svg or FILE.png (coordinates, legal moves dotted, last move marked)");

    ShowCommand() {
        super("show", "print a position as an ASCII board with its legal moves",
                List.of(SharedOptions.POSITION, MOVES, IMAGE));
    }

    @Override
    String unexpectedArgumentHint() {
        return " (put a position in quotes after --position)";
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws UsageException {
        Path image = args.get(IMAGE);
        if (image != null && !Pictures.supported(image.toString())) {
            throw args.error("--image: the file name must end in .svg or .png: " + image);
        }
        Board board = args.has(SharedOptions.POSITION) ? args.get(SharedOptions.POSITION) : Board.start();
        int lastMove = Square.NONE;
        if (args.has(MOVES)) {
            try {
                Game game = Transcript.parse(board, args.get(MOVES));
                board = game.board();
                for (int move : game.moves()) {
                    lastMove = move == Square.PASS ? lastMove : move;
                }
            } catch (FormatException e) {
                throw args.error("--moves: " + e.getMessage());
            }
        }
        out.print(BoardPrinter.render(board));
        String legal = BoardPrinter.legalMoves(board);
        out.println("Legal moves: " + (!legal.isEmpty() ? legal : board.isGameOver() ? "none" : "none (pass)"));
        out.println("Position: " + BoardText.format(board));
        if (image != null) {
            String caption = (board.isGameOver() ? "game over" : board.blackToMove() ? "Black to move" : "White to move")
                    + " \u00b7 Black " + board.blackCount() + " \u00b7 White " + board.whiteCount();
            try {
                Pictures.board(image, board, lastMove, caption);
            } catch (IOException e) {
                err.println("magpie show: " + e.getMessage());
                return 1;
            }
        }
        return 0;
    }
}
