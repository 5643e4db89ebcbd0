package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A scripted GTP engine for tests, run as a process: {@code FakeGtpEngine MODE}. Strict like
 * GRhino: {@code play} must be for the side to move after implicit passes, and {@code play C pass}
 * is a syntax error. Plays its lowest legal square; from its second {@code genmove} on, {@code
 * illegal} answers an occupied square, {@code crash} exits, {@code silent} never answers, {@code
 * garbage} answers {@code = xyzzy}, {@code resign} resigns.
 */
public final class FakeGtpEngine {
    private FakeGtpEngine() {}

    public static void main(String[] args) throws IOException {
        String mode = args.length > 0 ? args[0] : "legal";
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Game game = new Game();
        int genmoves = 0;
        String line;
        while ((line = in.readLine()) != null) {
            String[] w = line.trim().split("\\s+");
            switch (w[0]) {
                case "list_commands":
                    out.print("= list_commands\nboardsize\nclear_board\nplay\ngenmove\nquit\n\n");
                    break;
                case "boardsize":
                    out.print(w.length > 1 && w[1].equals("8") ? "=\n\n" : "? unacceptable size\n\n");
                    break;
                case "clear_board":
                    game = new Game();
                    out.print("=\n\n");
                    break;
                case "play": {
                    int move = w.length > 2 && w[2].length() == 2 ? Square.tryParse(w[2]) : -1;
                    if (move < 0 || move == Square.PASS) {
                        out.print("? syntax error\n\n");
                        break;
                    }
                    passIfNeeded(game, w[1]);
                    if (!isSide(game.board(), w[1]) || !game.board().isLegal(move)) {
                        out.print("? illegal move\n\n");
                        break;
                    }
                    game.play(move);
                    out.print("=\n\n");
                    break;
                }
                case "genmove": {
                    genmoves++;
                    passIfNeeded(game, w[1]);
                    boolean misbehave = genmoves >= 2;
                    if (misbehave && mode.equals("crash")) {
                        System.err.println("fake gtp: simulated crash");
                        System.exit(3);
                    } else if (misbehave && mode.equals("silent")) {
                        break;
                    } else if (misbehave && mode.equals("garbage")) {
                        out.print("= xyzzy\n\n");
                    } else if (misbehave && mode.equals("resign")) {
                        out.print("= resign\n\n");
                    } else if (misbehave && mode.equals("illegal")) {
                        Board b = game.board();
                        out.print("= " + Square.upperName(Long.numberOfTrailingZeros(b.black() | b.white())) + "\n\n");
                    } else if (!isSide(game.board(), w[1]) || game.board().legalMoves() == 0) {
                        out.print("= pass\n\n");
                    } else {
                        int move = Long.numberOfTrailingZeros(game.board().legalMoves());
                        game.play(move);
                        out.print("= " + Square.upperName(move) + "\n\n");
                    }
                    break;
                }
                case "quit":
                    out.print("=\n\n");
                    return;
                default:
                    out.print("? unknown command\n\n");
            }
        }
    }

    private static boolean isSide(Board b, String colour) {
        return b.blackToMove() == colour.toLowerCase(Locale.ROOT).startsWith("b");
    }

    /** GRhino's implicit pass: a command for the other colour when the side to move cannot move. */
    private static void passIfNeeded(Game game, String colour) {
        if (!isSide(game.board(), colour) && game.board().mustPass()) {
            game.play(Square.PASS);
        }
    }
}
