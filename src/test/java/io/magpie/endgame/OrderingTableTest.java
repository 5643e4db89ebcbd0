package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.board.Square;
import org.junit.jupiter.api.Test;

class OrderingTableTest {
    @Test
    void keepsBoundsDepthAndMove() {
        OrderingTable table = new OrderingTable();
        table.store(0x0000000810000000L, 0x0000001008000000L, 3, -1234, 5678, 19);
        long data = table.probe(0x0000000810000000L, 0x0000001008000000L);
        assertEquals(3, OrderingTable.depth(data));
        assertEquals(-1234, OrderingTable.lower(data));
        assertEquals(5678, OrderingTable.upper(data));
        assertEquals(19, OrderingTable.move(data));
    }

    @Test
    void unboundedSidesComeBackUnbounded() {
        OrderingTable table = new OrderingTable();
        table.store(1L, 2L, 2, -1_000_000, 6400, Square.NONE);
        long data = table.probe(1L, 2L);
        assertEquals(-1_000_000, OrderingTable.lower(data));
        assertEquals(6400, OrderingTable.upper(data));
        assertEquals(Square.NONE, OrderingTable.move(data));
        table.store(1L, 2L, 5, -6400, 1_000_000, 0);
        data = table.probe(1L, 2L);
        assertEquals(5, OrderingTable.depth(data));
        assertEquals(-6400, OrderingTable.lower(data));
        assertEquals(1_000_000, OrderingTable.upper(data));
    }

    @Test
    void anotherPositionOrAClearedTableFindsNothing() {
        OrderingTable table = new OrderingTable();
        table.store(1L, 2L, 2, 0, 0, 0);
        assertEquals(0, table.probe(2L, 1L));
        table.clear();
        assertEquals(0, table.probe(1L, 2L));
    }
}
