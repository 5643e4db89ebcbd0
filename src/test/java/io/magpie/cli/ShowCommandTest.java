package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.format.BoardText;
import io.magpie.format.Transcript;
import org.junit.jupiter.api.Test;

class ShowCommandTest {
    private final CapturedRun cli = new CapturedRun();

    @Test
    void showsTheStartPosition() {
        assertEquals(0, cli.run("show"));
        assertEquals("", cli.err());
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
                ""), cli.out().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void playsMovesFromAPosition() {
        String afterF5 = BoardText.format(Transcript.parse("f5").board());
        assertEquals(0, cli.run("show", "--position", afterF5, "--moves", "D6 c3"));
        assertEquals("", cli.err());
        Board expected = Transcript.parse("f5d6c3").board();
        assertTrue(cli.out().contains("White (O) to move, X 5 O 2"), cli.out());
        assertTrue(cli.out().contains("Position: " + BoardText.format(expected)), cli.out());
        assertTrue(cli.out().contains("\n3 . . X * . * . . 3\n"), cli.out());
    }

    @Test
    void showsAPositionThatMustPass() {
        assertEquals(0, cli.run("show", "--position", "OX" + "-".repeat(62) + " X"));
        assertTrue(cli.out().contains("Black (X) must pass, X 1 O 1\nLegal moves: none (pass)\n"), cli.out());
    }

    @Test
    void showsTheEndOfAGame() {
        assertEquals(0, cli.run("show", "--position", "OX" + "-".repeat(62) + " X", "--moves", "c1"));
        assertTrue(cli.out().contains("Game over, X 0 O 3: White wins by 64\nLegal moves: none\n"), cli.out());
    }

    @Test
    void aBadPositionIsAUsageError() {
        assertEquals(2, cli.run("show", "--position", "XOX X"));
        assertEquals("", cli.out());
        assertTrue(cli.err().startsWith("magpie show: --position: column 6: the board has 4 squares"), cli.err());
        assertTrue(cli.err().contains("usage: magpie show"), cli.err());
    }

    @Test
    void anIllegalMoveIsAUsageErrorNamingTheMove() {
        assertEquals(2, cli.run("show", "--moves", "f5d6c3c3"));
        assertEquals("", cli.out());
        assertTrue(cli.err().startsWith("magpie show: --moves: move 4 (\"c3\", column 7): c3 is illegal for white"), cli.err());
    }

    @Test
    void strayArgumentsAndUnknownOptionsAreUsageErrors() {
        assertEquals(2, cli.run("show", "f5"));
        assertTrue(cli.err().contains("unexpected argument: f5"), cli.err());
        assertEquals(2, cli.run("show", "--bogus"));
    }

    @Test
    void helpPrintsUsage() {
        assertEquals(0, cli.run("show", "--help"));
        assertTrue(cli.out().startsWith("usage: magpie show"), cli.out());
    }

    @Test
    void isListedInTheMainHelp() {
        assertEquals(0, cli.run("--help"));
        assertTrue(cli.out().contains("  show "), cli.out());
    }
}
