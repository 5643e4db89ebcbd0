package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.engine.Limits;
import io.magpie.protocol.Options;
import org.junit.jupiter.api.Test;

class ProtocolCommandTest {
    @Test
    void aMoveTimeFlagAloneLiftsTheDefaultDepth() {
        Options table = new Options();
        assertEquals(table.get(Options.DEPTH), table.limits(false).depth(), "no move time: the default depth");
        table.set(Options.MOVE_TIME_MS, "50");
        Limits limits = table.limits(false);
        assertEquals(0, limits.depth());
        assertEquals(50, limits.moveTimeMs());
    }

    @Test
    void aGivenDepthStaysWithAMoveTime() {
        Options table = new Options();
        table.set(Options.DEPTH, "10");
        table.set(Options.MOVE_TIME_MS, "50");
        assertEquals(10, table.limits(false).depth());
        assertEquals(10, table.limits(true).depth());
    }
}
