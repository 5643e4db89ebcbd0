package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import org.junit.jupiter.api.Test;

class BoardPrinterTest {
    @Test
    void rendersTheStartWithRowOneOnTop() {
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
                ""), BoardPrinter.render(Board.start()));
        assertEquals("d3 c4 f5 e6", BoardPrinter.legalMoves(Board.start()));
    }

    @Test
    void legalMarkIsTheCallersChoice() {
        String plain = BoardPrinter.render(Board.start(), '.');
        assertTrue(plain.contains("\n3 . . . . . . . . 3\n"), plain);
        Board white = Board.start().play(Square.parse("f5"));
        String marked = BoardPrinter.render(white, '+');
        assertTrue(marked.contains("\n4 . . . O X + . . 4\n"), marked);
        assertTrue(marked.contains("\n6 . . . + . + . . 6\n"), marked);
        assertTrue(marked.endsWith("White (O) to move, X 4 O 1\n"), marked);
    }

    @Test
    void statusForPassAndGameOver() {
        Board mustPass = BoardText.parse("OX" + "-".repeat(62) + " X");
        assertEquals("Black (X) must pass, X 1 O 1", BoardPrinter.status(mustPass));
        assertEquals("", BoardPrinter.legalMoves(mustPass));
        Board wipeOut = mustPass.play(Square.PASS).play(Square.parse("c1"));
        assertEquals("Game over, X 0 O 3: White wins by 64", BoardPrinter.status(wipeOut));
        Board draw = BoardText.parse("X".repeat(32) + "O".repeat(32) + " O");
        assertEquals("Game over, X 32 O 32: Draw", BoardPrinter.status(draw));
        assertEquals("Black wins by 16", BoardPrinter.result(BoardText.parse("X".repeat(40) + "O".repeat(24) + " O")));
    }
}
