package io.magpie.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.book.BookBuilder;
import io.magpie.book.LeafSearcher;
import io.magpie.book.MutableBook;
import io.magpie.book.Negamax;
import io.magpie.book.OpeningBook;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EngineBookTest {
    /** Book of all positions to 2 plies; after f5 the replies are worth d6 +1, f4 +3, f6 +2 to white. */
    private static OpeningBook book() throws Exception {
        MutableBook book = new MutableBook();
        LeafSearcher leaves = (player, opponent) -> {
            Board start = Board.start();
            int[] scores = {100, 300, 200};
            String[] replies = {"d6", "f4", "f6"};
            for (int k = 0; k < 3; k++) {
                Board b = start.play(Square.parse("f5")).play(Square.parse(replies[k]));
                if (book.get(b.player(), b.opponent()) == book.get(player, opponent)) {
                    return new LeafSearcher.Result(-scores[k], 4, false); // for black, to move there
                }
            }
            throw new AssertionError("unexpected leaf");
        };
        BookBuilder builder = new BookBuilder(book, () -> leaves, 1, new PrintStream(OutputStream.nullOutputStream()));
        builder.expandFromStart(2);
        builder.searchLeaves(null, Long.MAX_VALUE);
        assertEquals(0, Negamax.propagate(book));
        return book.toBook();
    }

    @Test
    void aSearchWithoutTheBookSearchesABookPosition() throws Exception {
        Engine engine = new Engine();
        engine.setHashMb(4);
        engine.setBook(book());
        engine.play(Square.parse("f5"));
        SearchInfo info = engine.go(Limits.none().withDepth(2).withoutBook(), SearchListener.NONE);
        assertFalse(info.fromBook());
        assertEquals(2, info.depth());
        assertTrue(info.nodes() > 0);
        assertTrue(Limits.none().withoutBook().withDepth(3).withMoveTimeMs(5).withNodes(9).withClock(1, 1, 1)
                .toString().contains("no book"));
    }

    @Test
    void playsTheBestBookMoveOrOneNearItAndSearchesOutsideTheBook() throws Exception {
        Engine engine = new Engine();
        engine.setHashMb(4);
        engine.setBook(book());
        engine.play(Square.parse("f5"));
        SearchInfo info = engine.go(Limits.none().withDepth(2), SearchListener.NONE);
        assertTrue(info.fromBook());
        assertEquals(Square.parse("f4"), info.move());
        assertEquals(3.0, info.scoreDiscs());

        List<SearchInfo> hints = engine.hint(3, Limits.none().withDepth(2), SearchListener.NONE);
        assertEquals(List.of(Square.parse("f4"), Square.parse("f6"), Square.parse("d6")),
                List.of(hints.get(0).move(), hints.get(1).move(), hints.get(2).move()));

        engine.setBookRandomness(1, 42); // f4 (+3) and f6 (+2), never d6 (+1)
        Set<Integer> played = new HashSet<>();
        for (int i = 0; i < 60; i++) {
            played.add(engine.go(Limits.none().withDepth(2), SearchListener.NONE).move());
        }
        assertEquals(Set.of(Square.parse("f4"), Square.parse("f6")), played);

        engine.play(Square.parse("f4")); // at the book's edge: searched
        assertFalse(engine.go(Limits.none().withDepth(2), SearchListener.NONE).fromBook());

        engine.undo();
        engine.setBook(null);
        assertFalse(engine.go(Limits.none().withDepth(2), SearchListener.NONE).fromBook());
    }
}
