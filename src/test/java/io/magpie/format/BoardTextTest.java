package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BoardTextTest {
    private static final String START = "---------------------------OX------XO--------------------------- X";
    /** FFO #1 as the suite writes it. */
    private static final String FFO1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;"
            + " G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;";

    @Test
    void parsesTheStartPosition() {
        assertEquals(Board.start(), BoardText.parse(START));
    }

    @Test
    void writesWhatItReads() {
        assertEquals(START, BoardText.format(Board.start()));
        Board white = Board.start().play(Square.parse("f5"));
        assertEquals(white, BoardText.parse(BoardText.format(white)));
        assertFalse(BoardText.parse(BoardText.format(white)).blackToMove());
    }

    @Test
    void acceptsEveryDiscSpellingAndSpaces() {
        String rows = "-------- -------- -------- ...o*... ___B0___ -------- -------- --------";
        Board board = BoardText.parse(rows + "  black ");
        assertEquals(Board.start(), board);
        assertEquals(Board.start(), BoardText.parse(START.replace('X', 'x').replace('O', 'w')
                .replace(" x", " *")));
        assertEquals(Board.start().pass(), BoardText.parse(START.substring(0, 64) + " 0"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"X", "x", "*", "B", "b", "black", "Black"})
    void blackSideSpellings(String side) {
        assertTrue(BoardText.parse(START.substring(0, 64) + " " + side).blackToMove());
    }

    @ParameterizedTest
    @ValueSource(strings = {"O", "o", "0", "W", "w", "white", "WHITE"})
    void whiteSideSpellings(String side) {
        assertFalse(BoardText.parse(START.substring(0, 64) + " " + side).blackToMove());
    }

    @Test
    void sideMayFollowTheBoardWithoutASpace() {
        assertEquals(Board.start().pass(), BoardText.parse(START.substring(0, 64) + "O"));
    }

    @Test
    void tooShortBoardIsAnError() {
        FormatException e = assertThrows(FormatException.class, () -> BoardText.parse(START.substring(0, 40)));
        assertTrue(e.getMessage().contains("40 squares"), e.getMessage());
    }

    @Test
    void tooLongBoardIsAnError() {
        FormatException e = assertThrows(FormatException.class,
                () -> BoardText.parse("-" + START));
        assertTrue(e.getMessage().contains("column"), e.getMessage());
    }

    @Test
    void sixtyThreeSquaresAndASideIsAnError() {
        // The side letter would be read as square 64; then the side is missing.
        FormatException e = assertThrows(FormatException.class, () -> BoardText.parse(START.substring(1)));
        assertTrue(e.getMessage().contains("missing side to move"), e.getMessage());
    }

    @Test
    void unknownCharacterNamesItsColumnAndSquare() {
        String bad = START.substring(0, 10) + "Q" + START.substring(11);
        FormatException e = assertThrows(FormatException.class, () -> BoardText.parse(bad));
        assertEquals("column 11: unknown character 'Q' for square c2 (expected X, O or -)", e.getMessage());
    }

    @Test
    void missingOrUnknownSideIsAnError() {
        assertThrows(FormatException.class, () -> BoardText.parse(START.substring(0, 64)));
        assertThrows(FormatException.class, () -> BoardText.parse(START.substring(0, 64) + "  "));
        FormatException e = assertThrows(FormatException.class, () -> BoardText.parse(START.substring(0, 64) + " Z"));
        assertTrue(e.getMessage().startsWith("column 66: unknown side to move \"Z\""), e.getMessage());
    }

    @Test
    void trailingTextIsAnErrorForAPlainBoard() {
        assertThrows(FormatException.class, () -> BoardText.parse(START + " X"));
        assertThrows(FormatException.class, () -> BoardText.parse(START + ";"));
        assertThrows(FormatException.class, () -> BoardText.parse(null));
        assertThrows(FormatException.class, () -> BoardText.parse(""));
    }

    @Test
    void parsesAnFfoProblem() {
        ObfProblem p = BoardText.parseProblem(FFO1);
        assertTrue(p.board().blackToMove());
        assertEquals(14, p.board().emptyCount());
        assertEquals(8, p.moveScores().size());
        assertEquals(new ObfProblem.MoveScore(Square.parse("g8"), 18), p.moveScores().get(0));
        assertEquals(new ObfProblem.MoveScore(Square.parse("g2"), -24), p.moveScores().get(7));
        assertEquals(OptionalInt.of(18), p.bestScore());
        assertEquals(OptionalInt.empty(), p.score());
        assertEquals("", p.comment());
    }

    @Test
    void problemRoundTrips() {
        ObfProblem p = BoardText.parseProblem(FFO1);
        assertEquals(FFO1, BoardText.format(p));
        assertEquals(p, BoardText.parseProblem(p.toString()));
        ObfProblem commented = BoardText.parseProblem(START + "; +0; % the start");
        assertEquals(OptionalInt.of(0), commented.score());
        assertEquals("the start", commented.comment());
        assertEquals(commented, BoardText.parseProblem(commented.toString()));
    }

    @Test
    void problemAnnotationsAreOptional() {
        assertEquals(ObfProblem.of(Board.start()), BoardText.parseProblem(START));
        assertEquals(ObfProblem.of(Board.start()), BoardText.parseProblem(START + ";"));
        assertEquals(OptionalInt.empty(), BoardText.parseProblem(START + ";").bestScore());
        assertEquals("c", BoardText.parseProblem(START + " %c").comment());
        // The last ';' may be missing; lower-case moves and "--" (every other move) are read.
        ObfProblem p = BoardText.parseProblem(START + "; f5:+1; --:-127");
        assertEquals(List.of(new ObfProblem.MoveScore(Square.parse("f5"), 1),
                new ObfProblem.MoveScore(Square.NONE, -127)), p.moveScores());
        assertEquals(OptionalInt.of(1), p.bestScore());
    }

    @Test
    void badAnnotationsAreErrors() {
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + " F5:+1;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; F5:+x;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; F5:+65;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; F5:-127;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; --:-128;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; +65;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; Z9:+1;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; +2; F5:+1;"));
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; F5:+1; +2;"));
        FormatException e = assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; A1:+1;"));
        assertEquals("column 69: A1 is not a legal move for black", e.getMessage());
        assertThrows(FormatException.class, () -> BoardText.parseProblem(START + "; PA:+1;"));
    }
}
