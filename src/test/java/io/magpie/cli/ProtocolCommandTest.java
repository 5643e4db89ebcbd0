package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.protocol.Options;
import org.junit.jupiter.api.Test;

class ProtocolCommandTest {
    @Test
    void aHashTheHeapCannotHoldIsAUsageError() {
        CapturedRun cli = new CapturedRun();
        assertEquals(2, cli.run("nboard", "--hash", "65536"));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().startsWith("magpie nboard: --hash 65536 MB needs"),
                cli.err());
    }

    @Test
    void aMoveTimeAloneLiftsTheDefaultDepth() {
        Options table = new Options();
        int defaultDepth = table.get(Options.DEPTH);
        ProtocolCommand.playByTime(table, false);
        assertEquals(defaultDepth, table.get(Options.DEPTH), "no move time: the default depth");
        table.set(Options.MOVE_TIME_MS, "50");
        ProtocolCommand.playByTime(table, false);
        assertEquals(60, table.get(Options.DEPTH));
    }

    @Test
    void aGivenDepthStaysWithAMoveTime() {
        Options table = new Options();
        table.set(Options.DEPTH, "10");
        table.set(Options.MOVE_TIME_MS, "50");
        ProtocolCommand.playByTime(table, true);
        assertEquals(10, table.get(Options.DEPTH));
    }
}
