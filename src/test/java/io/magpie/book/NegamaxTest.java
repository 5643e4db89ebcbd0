package io.magpie.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

class NegamaxTest {
    private static Board after(String transcript) {
        Board b = Board.start();
        for (int i = 0; i < transcript.length(); i += 2) {
            b = b.play(Square.parse(transcript.substring(i, i + 2)));
        }
        return b;
    }

    private static void setEval(MutableBook book, Board b, int value) {
        MutableBook.Node node = book.get(b.player(), b.opponent());
        node.eval = value;
        node.evalDepth = 5;
        node.flags |= BookEntry.EVALUATED;
    }

    /** Start (expanded: its 4 moves are one canonical child) → f5 (expanded) → d6, f4, f6 leaves. */
    private static MutableBook handTree() {
        MutableBook book = new MutableBook();
        Board start = Board.start();
        book.expand(book.add(start.player(), start.opponent()));
        Board f5 = after("f5");
        book.expand(book.get(f5.player(), f5.opponent()));
        assertEquals(5, book.size());
        setEval(book, after("f5d6"), 100);
        setEval(book, after("f5f4"), -50);
        setEval(book, after("f5f6"), 300);
        return book;
    }

    @Test
    void valuesAreTheNegamaxOfTheLeaves() {
        MutableBook book = handTree();
        assertEquals(0, Negamax.propagate(book));
        Board f5 = after("f5");
        MutableBook.Node reply = book.get(f5.player(), f5.opponent());
        // White to move picks f4, after which black is worth -50: white gets +50.
        assertEquals(50, reply.value);
        assertEquals(5, reply.minDepth);
        MutableBook.Node root = book.get(Board.start().player(), Board.start().opponent());
        assertEquals(-50, root.value);
        int[] moves = new int[64];
        int[] values = new int[64];
        OpeningBook compact = book.toBook();
        int n = compact.moveValues(f5.player(), f5.opponent(), moves, values);
        assertEquals(3, n);
        BookMoves.sortBestFirst(moves, values, n);
        assertEquals(Square.parse("f4"), moves[0]);
        assertEquals(50, values[0]);
        assertEquals(-100, values[1]);
        assertEquals(-300, values[2]);
        assertEquals(0, BookMoves.choose(values, n, 0, new java.util.Random(1)));
        assertTrue(Negamax.verify(compact, 10).isEmpty(), Negamax.verify(compact, 10).toString());
    }

    @Test
    void aMissingLeafValueLeavesItsAncestorsWithout() {
        MutableBook book = handTree();
        book.get(after("f5f6").player(), after("f5f6").opponent()).flags = 0;
        assertEquals(3, Negamax.propagate(book)); // f5f6, f5 and the start
        assertFalse(book.get(Board.start().player(), Board.start().opponent()).has(BookEntry.HAS_VALUE));
        assertTrue(Negamax.verify(book.toBook(), 10).isEmpty());
        int[] moves = new int[64];
        assertEquals(0, book.toBook().moveValues(after("f5").player(), after("f5").opponent(), moves, new int[64]));
    }

    @Test
    void verifyFindsAPlantedError() throws Exception {
        OpeningBook book = BookFormatTest.smallBook().toBook();
        assertTrue(Negamax.verify(book, 10).isEmpty());
        // The start position: no position above it, so its error is the only one.
        int planted = book.indexOf(Board.start().player(), Board.start().opponent());
        long[] players = new long[book.size()];
        long[] opponents = new long[book.size()];
        long[] data = new long[book.size()];
        int[] visits = new int[book.size()];
        for (int i = 0; i < book.size(); i++) {
            players[i] = book.player(i);
            opponents[i] = book.opponent(i);
            data[i] = book.data(i);
            if (i == planted) {
                long d = data[i];
                data[i] = BookEntry.pack(BookEntry.value(d) + 1, BookEntry.eval(d), BookEntry.evalDepth(d),
                        BookEntry.flags(d), BookEntry.bestMove(d), BookEntry.minDepth(d));
            }
        }
        List<String> errors = Negamax.verify(new OpeningBook(players, opponents, data, visits), 10);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith(BookText.position(players[planted], opponents[planted])), errors.get(0));
        assertTrue(errors.get(0).contains("negamax"), errors.get(0));
    }

    @Test
    void randomChoiceStaysWithinTheMargin() {
        int[] values = {300, 250, 50, -200};
        java.util.Random random = new java.util.Random(7);
        boolean sawSecond = false;
        for (int i = 0; i < 200; i++) {
            int k = BookMoves.choose(values, 4, 2, random);
            assertTrue(k == 0 || k == 1, "index " + k);
            sawSecond |= k == 1;
        }
        assertTrue(sawSecond);
        assertEquals(-1, BookMoves.choose(values, 0, 2, random));
    }
}
