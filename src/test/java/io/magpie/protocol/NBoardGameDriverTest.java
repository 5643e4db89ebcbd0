package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.magpie.TestData;
import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.Transcript;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Plays whole games against the engine sending exactly what the NBoard GUI sends (PROTOCOLS.md
 * §1.3-1.6): the game as {@code set game} once, then {@code move} for each move, {@code set depth},
 * and {@code ping n} before every {@code go} or {@code hint}, without waiting in between. The driver
 * keeps its own board and checks every answer the GUI would check: replies before the pong are
 * stale and skipped, the move after it must be legal ({@code PA} exactly when the engine must pass),
 * hints must start with a legal move, numbers must have no exponent. The "human" side asks for hints
 * and sometimes moves while a deep hint is still running, as a user clicking during analysis does.
 */
@Timeout(value = 600, unit = TimeUnit.SECONDS) // a hang fails the build instead of stalling it
class NBoardGameDriverTest {
    private static final Pattern MOVE_ANSWER = Pattern.compile("=== (\\S+)");
    private static final Pattern HINT = Pattern.compile("(search|book) (\\S+) (-?[0-9]+(\\.[0-9]+)?) [0-9]+ ([0-9]+|100%W?)");
    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");

    /** One driver: its own copy of the game and the GUI's ping counter. */
    private static final class Driver {
        final LiveSession engine;
        final Random random;
        Game game;
        int ping;
        int enginePasses;

        Driver(LiveSession engine, long seed) {
            this.engine = engine;
            this.random = new Random(seed);
        }

        /** ping, then the request; returns after the pong (stale lines before it are skipped). */
        void request(String command) throws IOException, InterruptedException {
            ping++;
            engine.send("ping " + ping);
            engine.send(command);
            engine.waitFor("pong " + ping);
        }

        void engineMove() throws IOException, InterruptedException {
            request("go");
            String line;
            do {
                line = engine.next();
                assertTrue(line.startsWith("status") || line.startsWith("nodestats") || line.startsWith("==="),
                        "unexpected line while waiting for the move: " + line);
            } while (!line.startsWith("==="));
            // NBoard trims the line and turns whitespace runs into '/', then reads move/eval/time.
            Matcher m = MOVE_ANSWER.matcher(line.strip().replaceAll("\\s+", "/").replaceFirst("^===/", "=== "));
            assertTrue(m.matches(), line);
            String[] parts = m.group(1).split("/", -1);
            int move = NBoardProtocol.parseMove(parts[0]);
            Board board = game.board();
            assertTrue(move >= 0 && board.isLegal(move), "illegal move from engine: " + line + " in " + board);
            if (parts.length > 1 && !parts[1].isEmpty()) {
                assertTrue(DECIMAL.matcher(parts[1]).matches(), "eval: " + line);
            }
            if (parts.length > 2) {
                assertTrue(DECIMAL.matcher(parts[2]).matches(), "time: " + line);
            }
            if (move == Square.PASS) {
                enginePasses++;
            }
            game.play(move);
            // The GUI sends the move back with its eval, as it writes it in the game record.
            engine.send("move " + (parts.length > 1 && !parts[1].isEmpty()
                    ? parts[0] + "/" + parts[1] : parts[0]));
        }

        void humanMove(boolean interruptAHint) throws IOException, InterruptedException {
            Board board = game.board();
            if (board.mustPass()) {
                game.play(Square.PASS);
                engine.send("move PA");
                return;
            }
            if (interruptAHint) {
                engine.send("set depth 60");
                request("hint 4");
                checkHint(engine.waitFor("search "), board);
                engine.send("set depth 2"); // the user clicks a move while the engine still thinks
            } else {
                request("hint 4");
                String line;
                while (!(line = engine.next()).equals("status")) {
                    if (line.startsWith("search ") || line.startsWith("book ")) {
                        checkHint(line, board);
                    }
                }
            }
            long legal = board.legalMoves();
            int k = random.nextInt(Long.bitCount(legal));
            for (int i = 0; i < k; i++) {
                legal &= legal - 1;
            }
            int move = Long.numberOfTrailingZeros(legal);
            game.play(move);
            engine.send("move " + Square.upperName(move) + "//1.5");
        }

        static void checkHint(String line, Board board) {
            Matcher m = HINT.matcher(line);
            assertTrue(m.matches(), "hint line: " + line);
            int move = NBoardProtocol.parseMove(m.group(2).substring(0, 2));
            assertTrue(move >= 0 && board.isLegal(move), "hint for an illegal move: " + line + " in " + board);
        }
    }

    private static String setGame(Game game, String result) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("PC", "NBoard");
        tags.put("DT", "2026-11-30 01:18:08 GMT");
        tags.put("PB", "black");
        tags.put("PW", "white");
        tags.put("RE", result);
        tags.put("TI", "15:00");
        return "set game " + Ggf.format(GgfGame.of(game, tags));
    }

    /** Plays one game; returns the number of the engine's passes. */
    private static int playGame(String opening, boolean engineBlack, long seed) throws Exception {
        LiveSession engine = new LiveSession("nboard", 2);
        Driver d = new Driver(engine, seed);
        d.game = Transcript.parse(opening);
        engine.send("nboard 2");
        engine.send(setGame(d.game, "?"));
        engine.send("set depth 2");
        int turn = 0;
        while (!d.game.isOver()) {
            if (d.game.board().blackToMove() == engineBlack) {
                d.engineMove();
            } else {
                d.humanMove(turn % 7 == 3);
            }
            turn++;
        }
        // At the end RE changes, so NBoard sends the whole game again, then learn if asked to.
        engine.send(setGame(d.game, Integer.toString(d.game.board().finalScoreForBlack())));
        d.request("learn");
        assertEquals("learned", engine.waitFor("learned"));
        d.request("go");
        assertEquals("status the game is over", engine.next(), "go after the end of the game");
        engine.send("quit");
        engine.close();
        return d.enginePasses;
    }

    @Test
    void engineAsBlackPassesFirstThenPlaysToTheEnd() throws Exception {
        // Black has no move after these 14 moves: the engine's first answer must be PA.
        int passes = playGame("c4e3f4c3c2b4d6b2e2c1a4a5a1a3", true, 1);
        assertTrue(passes >= 1, "the engine never had to pass");
    }

    @Test
    void engineAsWhiteFromAnEightMoveOpening() throws Exception {
        playGame("f5d6c4d3c2b3b4b5", false, 2);
    }

    @Tag("slow")
    @Test
    void tenXotGamesBothColours() throws Exception {
        List<String> openings = Files.readAllLines(TestData.path("positions/xot-100.txt")).subList(0, 5);
        for (int i = 0; i < 10; i++) {
            playGame(openings.get(i % openings.size()).strip(), i % 2 == 0, 100 + i);
        }
    }

    @Test
    void driverNoticesAnIllegalAnswer() {
        Board start = Board.start();
        try {
            Driver.checkHint("search A1 0.00 0 2", start);
        } catch (AssertionError expected) {
            return;
        }
        fail("a hint for an illegal move was accepted");
    }
}
