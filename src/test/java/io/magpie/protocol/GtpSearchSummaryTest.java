package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.board.Square;
import io.magpie.engine.SearchInfo;
import org.junit.jupiter.api.Test;

/** The log line of each genmove: the onset of exact solving is read from these in clock matches. */
class GtpSearchSummaryTest {
    private static SearchInfo info(boolean exact, boolean wld, boolean book) {
        return new SearchInfo(Square.parse("d3"), -2, 14, 73, exact, wld, new int[] {Square.parse("d3")}, 1234, 56,
                book);
    }

    @Test
    void namesTheKindOfSearch() {
        assertEquals("genmove b: D3, depth 14 at 73 %, -2.00 discs, 56 ms, 1234 nodes",
                GtpProtocol.searchSummary(true, info(false, false, false), 30));
        assertEquals("genmove w: D3, exact at 22 empties, -2.00 discs, 56 ms, 1234 nodes",
                GtpProtocol.searchSummary(false, info(true, false, false), 22));
        assertEquals("genmove w: D3, win/loss/draw at 24 empties, -2.00 discs, 56 ms, 1234 nodes",
                GtpProtocol.searchSummary(false, info(false, true, false), 24));
        assertEquals("genmove b: D3, book, -2.00 discs, 56 ms, 1234 nodes",
                GtpProtocol.searchSummary(true, info(false, false, true), 50));
    }
}
