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
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie show [--position "BOARD SIDE"] [--moves f5d6c3]}: prints a position as an ASCII board
 * with its legal moves marked, the disc counts and the side to move, then the legal moves and the
 * position in one line (ready for {@code --position}).
 */
final class ShowCommand implements Command {
    static final String SYNTAX = "magpie show [--position \"BOARD SIDE\"] [--moves MOVES] [--image FILE]";

    @Override
    public String name() {
        return "show";
    }

    @Override
    public String summary() {
        return "print a position as an ASCII board with its legal moves";
    }

    static Options options() {
        Options options = new Options();
        options.addOption(CommandLines.value("position", "BOARD SIDE",
                "start here instead of the initial position: 64 squares a1..h8 (X/* black, O/0 white, "
                        + "-/. empty) and the side to move (X or O), in one argument"));
        options.addOption(CommandLines.value("moves", "MOVES",
                "then play these moves, e.g. f5d6c3 (either case, spaces allowed, passes as pa; "
                        + "a pass may be left out where the side to move has no move)"));
        options.addOption(CommandLines.value("image", "FILE",
                "also draw the position: FILE.svg or FILE.png (coordinates, legal moves dotted, last move "
                        + "marked)"));
        options.addOption(CommandLines.help());
        return options;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        Options options = options();
        CommandLine cl = CommandLines.parseOrHelp(options, args, SYNTAX, out);
        if (cl == null) {
            return 0;
        }
        if (!cl.getArgList().isEmpty()) {
            throw new UsageException("unexpected argument: " + cl.getArgList().get(0)
                    + " (put a position in quotes after --position)", CommandLines.usage(options, SYNTAX));
        }
        String image = cl.getOptionValue("image");
        if (image != null && !Pictures.supported(image)) {
            throw new UsageException("--image: the file name must end in .svg or .png: " + image,
                    CommandLines.usage(options, SYNTAX));
        }
        Board board = Board.start();
        int lastMove = Square.NONE;
        if (cl.hasOption("position")) {
            try {
                board = BoardText.parse(cl.getOptionValue("position"));
            } catch (FormatException e) {
                throw new UsageException("--position: " + e.getMessage(), CommandLines.usage(options, SYNTAX));
            }
        }
        if (cl.hasOption("moves")) {
            try {
                Game game = Transcript.parse(board, cl.getOptionValue("moves"));
                board = game.board();
                for (int move : game.moves()) {
                    lastMove = move == Square.PASS ? lastMove : move;
                }
            } catch (FormatException e) {
                throw new UsageException("--moves: " + e.getMessage(), CommandLines.usage(options, SYNTAX));
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
                Pictures.board(Path.of(image), board, lastMove, caption);
            } catch (IOException e) {
                err.println("magpie show: " + e.getMessage());
                return 1;
            }
        }
        return 0;
    }
}
