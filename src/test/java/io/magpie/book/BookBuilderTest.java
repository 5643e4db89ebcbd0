package io.magpie.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.format.Transcript;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class BookBuilderTest {
    @Test
    void progressLineEstimatesTheTimeLeftFromTheRateSoFar() {
        assertEquals("searched 100/1000 leaves, 20.0 s, 5.00 leaves/s, about 3 min left, 77 positions",
                BookBuilder.progressLine(100, 1000, 20_000, 77));
        assertEquals("searched 10/100000 leaves, 2.0 s, 5.00 leaves/s, about 5.6 h left, 77 positions",
                BookBuilder.progressLine(10, 100_000, 2_000, 77));
        assertEquals("searched 0/10 leaves, 0.0 s, 0.00 leaves/s, about ? left, 1 positions",
                BookBuilder.progressLine(0, 10, 0, 1));
    }

    @Test
    void startTreeHoldsTheCanonicalPositionsOfEachPly() throws Exception {
        MutableBook book = new MutableBook();
        new BookBuilder(book, FakeSearcher::new, 1, NullStream.INSTANCE).expandFromStart(2);
        // 1 start + 1 after the first move (all four are symmetric) + 3 replies (d6, f4, f6).
        assertEquals(5, book.size());
    }

    @Test
    void gameLinesCountVisitsAndStopsAtThePlyLimit() throws Exception {
        MutableBook book = new MutableBook();
        BookBuilder builder = new BookBuilder(book, FakeSearcher::new, 2, NullStream.INSTANCE);
        Game game = Transcript.parse("f5d6c3d3c4f4f6");
        builder.addLine(game, 4);
        builder.addLine(Transcript.parse("e6f4"), 4); // the same first position by symmetry
        Board start = Board.start();
        assertEquals(2, book.get(start.player(), start.opponent()).visits);
        Board four = game.boardAt(4);
        assertTrue(book.get(four.player(), four.opponent()) != null);
        assertTrue(!book.get(four.player(), four.opponent()).has(BookEntry.EXPANDED));
        assertTrue(builder.searchLeaves(null, Long.MAX_VALUE) > 0);
        assertEquals(0, Negamax.propagate(book));
        assertTrue(Negamax.verify(book.toBook(), 10).isEmpty());
    }

    @Test
    void deviationExpandsOnlyMovesNearTheBest() throws Exception {
        MutableBook book = new MutableBook();
        BookBuilder builder = new BookBuilder(book, FakeSearcher::new, 1, NullStream.INSTANCE);
        builder.expandFromStart(2);
        builder.searchLeaves(null, Long.MAX_VALUE);
        Negamax.propagate(book);
        int none = builder.deviate(0, 10);
        int all = 0;
        for (MutableBook.Node n : book.nodes()) {
            all += n.ply() == 2 ? 1 : 0;
        }
        assertTrue(none >= 1 && none < all, none + " of " + all);
        MutableBook wide = new MutableBook();
        BookBuilder wideBuilder = new BookBuilder(wide, FakeSearcher::new, 1, NullStream.INSTANCE);
        wideBuilder.expandFromStart(2);
        wideBuilder.searchLeaves(null, Long.MAX_VALUE);
        Negamax.propagate(wide);
        assertEquals(all, wideBuilder.deviate(64, 10));
    }

    @Test
    void resumingDeeperSearchesAgainTheShallowerLeavesOnly() throws Exception {
        MutableBook book = new MutableBook();
        new BookBuilder(book, FakeSearcher::new, 1, NullStream.INSTANCE).expandFromStart(3);
        BookBuilder first = new BookBuilder(book, FakeSearcher::new, 1, NullStream.INSTANCE);
        int leaves = first.searchLeaves(null, Long.MAX_VALUE);
        assertTrue(leaves > 0);
        assertEquals(0, first.searchLeaves(null, Long.MAX_VALUE), "nothing left to search at the same depth");
        // A searcher that wants depth 2 where the fake one searched depth 1: every leaf again.
        java.util.function.Supplier<LeafSearcher> deeper = () -> new LeafSearcher() {
            @Override
            public Result search(long player, long opponent) {
                return new Result(new FakeSearcher().search(player, opponent).value(), 2, false);
            }

            @Override
            public int depthFor(int empties) {
                return 2;
            }
        };
        BookBuilder second = new BookBuilder(book, deeper, 1, NullStream.INSTANCE);
        assertEquals(leaves, second.searchLeaves(null, Long.MAX_VALUE));
        assertEquals(0, second.searchLeaves(null, Long.MAX_VALUE));
        // Back to the shallower searcher (as NBoard learn at depth 8 in a deeper book): nothing redone.
        assertEquals(0, new BookBuilder(book, FakeSearcher::new, 1, NullStream.INSTANCE).searchLeaves(null, Long.MAX_VALUE));
    }

    @Test
    void stoppedBuildKeepsWhatWasSearchedAndResumes() throws Exception {
        MutableBook book = new MutableBook();
        BookBuilder builder = new BookBuilder(book, FakeSearcher::new, 1, NullStream.INSTANCE);
        builder.expandFromStart(3);
        builder.requestStop();
        assertEquals(0, builder.searchLeaves(null, Long.MAX_VALUE));
        assertTrue(Negamax.propagate(book) > 0);
        MutableBook resumed = MutableBook.of(book.toBook());
        BookBuilder again = new BookBuilder(resumed, FakeSearcher::new, 2, NullStream.INSTANCE);
        assertTrue(again.searchLeaves(null, Long.MAX_VALUE) > 0);
        assertEquals(0, Negamax.propagate(resumed));
        assertEquals(BookFormatTest.smallBook().toBook().size(), resumed.size());
    }

    @Test
    void textExportImportRoundTrip() throws Exception {
        OpeningBook book = BookFormatTest.smallBook().toBook();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BookText.export(book, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(book.size(), text.lines().count());
        MutableBook imported = new MutableBook();
        assertEquals(book.size(), BookText.importText(new BufferedReader(new StringReader(text)), imported));
        Negamax.propagate(imported);
        OpeningBook back = imported.toBook();
        assertEquals(book.size(), back.size());
        for (int i = 0; i < book.size(); i++) {
            assertEquals(book.data(i), back.data(i), "line " + (i + 1));
        }
    }
}
