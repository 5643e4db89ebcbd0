package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class GgfTest {
    private static final String START_BO = "---------------------------O*------*O--------------------------- *";
    /** As NBoard sends it inside "set game". */
    private static final String NBOARD = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[Ann]PW[Bob]RE[?]"
            + "TI[15:00]TY[8]BO[8 " + START_BO + "]B[F5]W[D6/-1.00/2.5]B[C3//0.004]W[d3/1.0E-4/12];)";
    /** As GGS wrote it: a game count, spaces in BO, lower-case moves, empty evals, separate clocks. */
    private static final String GGS = "1 (;GM[Othello]PC[GGS/os]DT[2003.12.15_12:33:18.MST]PB[p1]PW[p2]"
            + "RB[2196.37]RW[2200.35]TB[05:00//02:00]TW[1:00:00/10]TY[8]RE[+0.000]"
            + "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
            + "B[d3//0.01]W[c5/2.39/0.01]\n B[f6//0.01];)";

    @Test
    void readsWhatNBoardWrites() {
        GgfGame g = Ggf.parse(NBOARD);
        assertEquals(Board.start(), g.start());
        assertEquals(List.of(Square.parse("f5"), Square.parse("d6"), Square.parse("c3"), Square.parse("d3")), g.moves());
        assertEquals(Transcript.parse("f5d6c3d3").board(), g.board());
        assertEquals(GgfGame.MoveNote.NONE, g.notes().get(0));
        assertEquals(new GgfGame.MoveNote(OptionalDouble.of(-1.0), OptionalDouble.of(2.5)), g.notes().get(1));
        assertEquals(new GgfGame.MoveNote(OptionalDouble.empty(), OptionalDouble.of(0.004)), g.notes().get(2));
        assertEquals(new GgfGame.MoveNote(OptionalDouble.of(1e-4), OptionalDouble.of(12)), g.notes().get(3));
        assertEquals("Ann", g.blackName());
        assertEquals("Bob", g.whiteName());
        assertEquals("?", g.result());
        assertEquals("NBoard", g.tag("PC"));
        assertEquals(new GgfClock(900, 0, 120), g.clock(true));
        assertEquals(new GgfClock(900, 0, 120), g.clock(false));
        assertEquals(0.004, g.secondsUsed(true), 1e-9);
        assertEquals(14.5, g.secondsUsed(false), 1e-9);
    }

    @Test
    void readsWhatGgsWrote() {
        GgfGame g = Ggf.parse(GGS);
        assertEquals(Board.start(), g.start());
        assertEquals(Transcript.parse("d3c5f6").moves(), g.moves());
        assertEquals(OptionalDouble.of(2.39), g.notes().get(1).eval());
        assertEquals(new GgfClock(300, 0, 120), g.clock(true));
        assertEquals(new GgfClock(3600, 10, 120), g.clock(false));
        assertEquals("2196.37", g.tag("RB"));
        assertEquals("+0.000", g.result());
    }

    @Test
    void writesLikeNBoardAndRoundTrips() {
        GgfGame g = Ggf.parse(NBOARD);
        String written = Ggf.format(g);
        assertEquals("(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[Ann]PW[Bob]RE[?]TI[15:00]TY[8]BO[8 "
                + START_BO + "]B[F5]W[D6/-1.00/2.5]B[C3//0.004]W[D3/0.0001/12];)", written);
        assertEquals(g, Ggf.parse(written));
        GgfGame ggs = Ggf.parse(GGS);
        assertEquals(ggs, Ggf.parse(Ggf.format(ggs)));
    }

    @Test
    void randomGamesWithPassesRoundTrip() {
        Random random = new Random(7);
        for (int n = 0; n < 50; n++) {
            Board start = Transcript.parse("f5d6c3d3c4f4").board();
            Game game = new Game(n % 2 == 0 ? Board.start() : start);
            List<GgfGame.MoveNote> notes = new ArrayList<>();
            while (!game.isOver()) {
                long legal = game.board().legalMoves();
                int move = Square.PASS;
                if (legal != 0) {
                    for (int skip = random.nextInt(Long.bitCount(legal)); skip > 0; skip--) {
                        legal &= legal - 1;
                    }
                    move = Long.numberOfTrailingZeros(legal);
                }
                game.play(move);
                OptionalDouble eval = random.nextBoolean() ? OptionalDouble.of(random.nextInt(12801) / 100.0 - 64)
                        : OptionalDouble.empty();
                OptionalDouble time = random.nextBoolean() ? OptionalDouble.of(random.nextInt(100000) / 1000.0)
                        : OptionalDouble.empty();
                notes.add(new GgfGame.MoveNote(eval, time));
            }
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("PB", "name with ] and \\ inside");
            tags.put("RE", Integer.toString(game.board().finalScoreForBlack()));
            GgfGame g = new GgfGame(game.start(), game.moves(), notes, tags);
            GgfGame back = Ggf.parse(Ggf.format(g));
            assertEquals(g, back);
            assertEquals(game.board(), back.board());
            assertTrue(back.game().isOver());
        }
    }

    @Test
    void readsPassSpellingsAndSeveralGames() {
        String bo = "BO[8 " + "O".repeat(8) + "X".repeat(48) + "-O------ *]";
        // Black cannot move (the only empties border no white line ending in black); white can.
        Board b = Ggf.parse("(;GM[Othello]" + bo + ";)").start();
        assertTrue(b.mustPass(), b.toString());
        for (String pass : new String[] {"PA", "pa", "pass", "PASS", "p", "--", "ps"}) {
            GgfGame g = Ggf.parse("(;GM[Othello]" + bo + "B[" + pass + "];)");
            assertEquals(List.of(Square.PASS), g.moves(), pass);
        }
        List<GgfGame> games = Ggf.parseAll(NBOARD + "\n" + GGS + "\n");
        assertEquals(2, games.size());
        assertEquals(Ggf.parse(GGS), games.get(1));
    }

    @Test
    void writesAPlainGame() {
        Game game = Transcript.parse("f5d6");
        String text = Ggf.format(GgfGame.of(game, Map.of("PB", "me")));
        assertEquals("(;GM[Othello]PB[me]TY[8]BO[8 " + START_BO + "]B[F5]W[D6];)", text);
        assertNull(Ggf.parse(text).clock(true));
    }

    @Test
    void brokenRecordsAreErrorsWithOffsets() {
        assertError("offset 0: expected '(;'", "GM[Othello];)");
        assertError("expected ';)' to end the game", "(;GM[Othello]BO[8 " + START_BO + "]");
        assertError("has no closing ']'", "(;GM[Othello]PB[x;)");
        assertError("is not Othello", "(;GM[Go]BO[8 " + START_BO + "];)");
        assertError("no GM[Othello]", "(;BO[8 " + START_BO + "];)");
        assertError("no board (BO)", "(;GM[Othello];)");
        assertError("a move before the board", "(;GM[Othello]B[F5]BO[8 " + START_BO + "];)");
        assertError("BO: column", "(;GM[Othello]BO[8 " + START_BO.substring(2) + "];)");
        assertError("board size 8", "(;GM[Othello]BO[10 " + START_BO + "];)");
        assertError("only 8x8", "(;GM[Othello]TY[10]BO[8 " + START_BO + "];)");
        assertError("white is to move", "(;GM[Othello]BO[8 " + START_BO + "]B[F5]B[D6];)");
        assertError("illegal move for black: a1", "(;GM[Othello]BO[8 " + START_BO + "]B[A1];)");
        assertError("cannot pass", "(;GM[Othello]BO[8 " + START_BO + "]B[PA];)");
        assertError("expected a move", "(;GM[Othello]BO[8 " + START_BO + "]B[Z9];)");
        assertError("a number for the eval", "(;GM[Othello]BO[8 " + START_BO + "]B[F5/abc];)");
        assertError("a number for the time", "(;GM[Othello]BO[8 " + START_BO + "]B[F5/1/NaN];)");
        assertError("expected move/eval/time", "(;GM[Othello]BO[8 " + START_BO + "]B[F5/1/2/3];)");
        // a negative time would put time back on the side's clock
        assertError("the time must be 0 or more seconds", "(;GM[Othello]BO[8 " + START_BO + "]B[F5//-100000];)");
        assertError("the time must be 0 or more seconds", "(;GM[Othello]TI[0:02]BO[8 " + START_BO + "]B[F5/1/-0.5];)");
        assertError("a second PB", "(;GM[Othello]PB[a]PB[b]BO[8 " + START_BO + "];)");
        assertError("expected '[' after tag PB", "(;GM[Othello]PB;)");
        assertError("expected a tag name", "(;GM[Othello]];)");
        assertError("after ';)'", NBOARD + "x");
        assertError("no GGF", null);
    }

    @Test
    void errorOffsetPointsAtTheProblem() {
        String text = "(;GM[Othello]BO[8 " + START_BO + "]B[F5]W[Q1];)";
        FormatException e = assertThrows(FormatException.class, () -> Ggf.parse(text));
        assertTrue(e.getMessage().startsWith("offset " + (text.indexOf("W[Q1]") + 2) + ":"), e.getMessage());
    }

    @Test
    void readsEveryGameInTheNBoardTranscripts() throws IOException {
        Path dir = Path.of("../shared/transcripts");
        Assumptions.assumeTrue(Files.isDirectory(dir), "the real GUI transcripts (../shared/transcripts) are absent");
        Pattern ggf = Pattern.compile("\\(;GM\\[.*?;\\)");
        int count = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "nboard-*.log")) {
            for (Path file : files) {
                for (String line : Files.readAllLines(file)) {
                    Matcher m = ggf.matcher(line);
                    while (m.find()) {
                        GgfGame g = Ggf.parse(m.group());
                        assertEquals(g, Ggf.parse(Ggf.format(g)), line);
                        count++;
                    }
                }
            }
        }
        assertTrue(count > 0, "no GGF game found in " + dir);
    }

    private static void assertError(String expectedPart, String text) {
        FormatException e = assertThrows(FormatException.class, () -> Ggf.parse(text), String.valueOf(text));
        assertTrue(e.getMessage().contains(expectedPart), e.getMessage());
    }
}
