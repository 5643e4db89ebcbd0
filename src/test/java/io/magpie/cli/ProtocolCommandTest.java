package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.protocol.Options;
import java.nio.file.Path;
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
    void aMissingWeightsFileIsABadFileAsInEval(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        CapturedRun cli = new CapturedRun();
        String missing = dir.resolve("missing.mpw").toString();
        assertEquals(1, cli.run("nboard", "--eval", missing));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().contains(missing), cli.err());
        assertEquals(2, cli.run("nboard", "--eval", "nonsense"));
    }

    @Test
    void aMissingFileIsNamedWithWhatIsWrong(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        CapturedRun cli = new CapturedRun();
        String missing = dir.resolve("none.ggf").toString();
        assertEquals(1, cli.run("tune", "positions", "--out", dir.resolve("p.mgpd").toString(), missing));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().contains(missing + ": no such file"), cli.err());
        Path badGames = dir.resolve("bad.wtb");
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> java.nio.file.Files.write(badGames, new byte[] {1}));
        assertEquals(1, cli.run("tune", "positions", "--out", dir.resolve("q.mgpd").toString(), badGames.toString()));
        org.junit.jupiter.api.Assertions.assertFalse(java.nio.file.Files.exists(dir.resolve("q.mgpd")), cli.err());
        assertEquals(1, cli.run("book", "info", dir.toString()));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().contains(dir + ": is a directory"), cli.err());
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
