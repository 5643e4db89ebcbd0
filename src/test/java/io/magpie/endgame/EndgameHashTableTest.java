package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.board.Square;
import org.junit.jupiter.api.Test;

class EndgameHashTableTest {
    @Test
    void storeThenProbeRoundTripsAndMergesBounds() {
        EndgameHashTable table = new EndgameHashTable(1);
        long player = 0x0000001008000000L;
        long opponent = 0x0000000810000000L;
        assertEquals(0, table.probe(player, opponent));
        // A fail-high at alpha 4: lower bound 10.
        table.store(player, opponent, 20, 4, 5, 10, 19, 1000, EndgameHashTable.EXACT);
        long data = table.probe(player, opponent);
        assertEquals(10, EndgameHashTable.lower(data));
        assertEquals(64, EndgameHashTable.upper(data));
        assertEquals(19, EndgameHashTable.move(data));
        // A fail-low at alpha 20: upper bound 16, merged with the lower bound; the move is kept.
        table.store(player, opponent, 20, 20, 21, 16, 37, 1000, EndgameHashTable.EXACT);
        data = table.probe(player, opponent);
        assertEquals(10, EndgameHashTable.lower(data));
        assertEquals(16, EndgameHashTable.upper(data));
        assertEquals(19, EndgameHashTable.move(data));
        // The colour-swapped position is another key: no false hit.
        assertEquals(0, table.probe(opponent, player));
        table.store(player, opponent, 20, -65, 65, -64, Square.NONE, 1, EndgameHashTable.EXACT);
        assertEquals(-64, EndgameHashTable.lower(table.probe(player, opponent)));
        assertEquals(-64, EndgameHashTable.upper(table.probe(player, opponent)));
    }

    @Test
    void selectiveBoundsNeverReplaceExactOnes() {
        EndgameHashTable table = new EndgameHashTable(1);
        long player = 0x0000000810000000L;
        long opponent = 0x0000001008000000L;
        table.store(player, opponent, 20, 4, 5, 10, 19, 1000, 0); // a pre-search's fail high
        long data = table.probe(player, opponent);
        assertEquals(0, EndgameHashTable.level(data));
        assertEquals(10, EndgameHashTable.lower(data));
        // The exact search's bound replaces it (not merged: the old one may be wrong).
        table.store(player, opponent, 20, 20, 21, 16, 37, 1000, EndgameHashTable.EXACT);
        data = table.probe(player, opponent);
        assertEquals(EndgameHashTable.EXACT, EndgameHashTable.level(data));
        assertEquals(-64, EndgameHashTable.lower(data));
        assertEquals(16, EndgameHashTable.upper(data));
        assertEquals(19, EndgameHashTable.move(data), "a fail low keeps the move it had");
        // A later pre-search leaves the exact bound alone.
        table.store(player, opponent, 20, 30, 31, 40, 44, 1000, 1);
        data = table.probe(player, opponent);
        assertEquals(EndgameHashTable.EXACT, EndgameHashTable.level(data));
        assertEquals(16, EndgameHashTable.upper(data));
    }

    @Test
    void keepsTheCostlierEntryOfTheCurrentSearch() {
        EndgameHashTable table = new EndgameHashTable(1);
        // Fill one bucket's worth of distinct positions many times over; the costly one survives.
        long costly = 0x00000000000000FFL;
        table.store(costly, 1L << 40, 30, 0, 1, 2, 5, 1L << 40, EndgameHashTable.EXACT);
        int kept = 0;
        for (long i = 1; i <= 100_000; i++) {
            table.store(i << 8, 1L << 41, 10, 0, 1, 2, 5, 16, EndgameHashTable.EXACT);
        }
        if (table.probe(costly, 1L << 40) != 0) {
            kept++;
        }
        assertEquals(1, kept);
    }
}
