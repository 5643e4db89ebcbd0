package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.Ggf;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A scripted NBoard engine for tests, run as a process: {@code FakeNBoardEngine MODE}. It keeps
 * the game from {@code set game} and {@code move}, answers pings, and on {@code go} plays its
 * highest legal square, except from its second {@code go} on in the misbehaving modes: {@code
 * illegal} answers an occupied square, {@code crash} exits with status 3, {@code silent} never
 * answers, {@code garbage} answers {@code === hello}.
 */
public final class FakeNBoardEngine {
    private FakeNBoardEngine() {}

    public static void main(String[] args) throws IOException {
        String mode = args.length > 0 ? args[0] : "legal";
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Game game = new Game();
        int goes = 0;
        String line;
        while ((line = in.readLine()) != null) {
            if (line.startsWith("nboard")) {
                out.println("set myname Fake" + mode);
            } else if (line.startsWith("set game ")) {
                game = Ggf.parse(line.substring("set game ".length())).game();
            } else if (line.startsWith("move ")) {
                game.play(Square.parse(line.substring(5).split("/")[0]));
            } else if (line.startsWith("ping ")) {
                out.println("pong " + line.substring(5).trim());
            } else if (line.equals("go")) {
                goes++;
                out.println("status thinking"); // noise a runner must ignore
                boolean misbehave = goes >= 2;
                if (misbehave && mode.equals("crash")) {
                    System.err.println("fake engine: simulated crash");
                    System.exit(3);
                } else if (misbehave && mode.equals("silent")) {
                    continue;
                } else if (misbehave && mode.equals("garbage")) {
                    out.println("=== hello");
                } else if (misbehave && mode.equals("illegal")) {
                    Board b = game.board();
                    int occupied = Long.numberOfTrailingZeros(b.black() | b.white());
                    out.println("=== " + Square.upperName(occupied) + "/0.00/0.01");
                } else {
                    long legal = game.board().legalMoves();
                    int move = legal == 0 ? Square.PASS : 63 - Long.numberOfLeadingZeros(legal);
                    out.println("=== " + Square.name(move) + " " + (goes % 3 - 1) + ".50 0.01");
                }
            } else if (line.equals("quit")) {
                return;
            }
        }
    }
}
