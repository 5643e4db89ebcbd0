package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.format.BoardText;
import io.magpie.format.Transcript;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ShowCommandTest {
    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(outBytes, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return outBytes.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void showsTheStartPosition() {
        assertEquals(0, run("show"));
        assertEquals("", err());
        assertEquals(String.join("\n",
                "  a b c d e f g h",
                "1 . . . . . . . . 1",
                "2 . . . . . . . . 2",
                "3 . . . * . . . . 3",
                "4 . . * O X . . . 4",
                "5 . . . X O * . . 5",
                "6 . . . . * . . . 6",
                "7 . . . . . . . . 7",
                "8 . . . . . . . . 8",
                "  a b c d e f g h",
                "Black (X) to move, X 2 O 2",
                "Legal moves: d3 c4 f5 e6",
                "Position: ---------------------------OX------XO--------------------------- X",
                ""), out().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void playsMovesFromAPosition() {
        String afterF5 = BoardText.format(Transcript.parse("f5").board());
        assertEquals(0, run("show", "--position", afterF5, "--moves", "D6 c3"));
        assertEquals("", err());
        Board expected = Transcript.parse("f5d6c3").board();
        assertTrue(out().contains("White (O) to move, X 5 O 2"), out());
        assertTrue(out().contains("Position: " + BoardText.format(expected)), out());
        assertTrue(out().contains("\n3 . . X * . * . . 3\n"), out());
    }

    @Test
    void showsAPositionThatMustPass() {
        assertEquals(0, run("show", "--position", "OX" + "-".repeat(62) + " X"));
        assertTrue(out().contains("Black (X) must pass, X 1 O 1\nLegal moves: none (pass)\n"), out());
    }

    @Test
    void showsTheEndOfAGame() {
        assertEquals(0, run("show", "--position", "OX" + "-".repeat(62) + " X", "--moves", "c1"));
        assertTrue(out().contains("Game over, X 0 O 3: White wins by 64\nLegal moves: none\n"), out());
    }

    @Test
    void aBadPositionIsAUsageError() {
        assertEquals(2, run("show", "--position", "XOX X"));
        assertEquals("", out());
        assertTrue(err().startsWith("magpie show: --position: column 6: the board has 4 squares"), err());
        assertTrue(err().contains("usage: magpie show"), err());
    }

    @Test
    void anIllegalMoveIsAUsageErrorNamingTheMove() {
        assertEquals(2, run("show", "--moves", "f5d6c3c3"));
        assertEquals("", out());
        assertTrue(err().startsWith("magpie show: --moves: move 4 (\"c3\", column 7): c3 is illegal for white"), err());
    }

    @Test
    void strayArgumentsAndUnknownOptionsAreUsageErrors() {
        assertEquals(2, run("show", "f5"));
        assertTrue(err().contains("unexpected argument: f5"), err());
        assertEquals(2, run("show", "--bogus"));
    }

    @Test
    void helpPrintsUsage() {
        assertEquals(0, run("show", "--help"));
        assertTrue(out().startsWith("usage: magpie show"), out());
    }

    @Test
    void isListedInTheMainHelp() {
        assertEquals(0, run("--help"));
        assertTrue(out().contains("  show "), out());
    }
}
