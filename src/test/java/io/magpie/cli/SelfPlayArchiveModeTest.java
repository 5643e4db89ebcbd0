package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.format.SelfPlayArchive;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayArchiveModeTest {
    private final CapturedRun run = new CapturedRun();

    @Test
    void factoryAppendsChunksThatTunePositionsReads(@TempDir Path dir) throws Exception {
        Path archive = dir.resolve("data");
        Path xot = dir.resolve("xot.txt");
        Files.writeString(xot, "# XOT\nf5d6c4d3c2b3b4b5\nf5f4g3g6f3g4e3e2\n");
        String[] args = {"selfplay", "--archive", archive.toString(), "--games", "3", "--depth", "2", "--solve-empties", "8",
            "--threads", "1", "--no-book", "--xot", xot.toString(), "--seed", "5", "--chunk-games", "2", "--hash", "1"};
        assertEquals(0, run.run(args), run.err());
        assertTrue(run.out().contains("3 games written to " + archive + " (seed 5)"), run.out());
        assertTrue(run.err().contains("games/hour"), run.err());
        assertEquals(2, SelfPlayArchive.chunkFiles(archive).size());
        assertTrue(SelfPlayArchive.read(SelfPlayArchive.chunkFiles(archive).get(0)).note().contains("depth 2, solved at 8 empties"));

        Path positions = dir.resolve("p.mgpd");
        assertEquals(0, run.run("tune", "positions", "--out", positions.toString(), archive.toString()), run.err());
        assertTrue(run.out().contains("positions from 3 games"), run.out());
        assertTrue(Files.size(positions) > 8 + 24 * 3 * 40);

        assertEquals(0, run.run("tune", "archive", archive.toString()), run.err());
        long records = (Files.size(positions) - 8) / 24; // positions kept the default 1..59 empties
        long bytes = Files.size(SelfPlayArchive.chunkFiles(archive).get(0)) + Files.size(SelfPlayArchive.chunkFiles(archive).get(1));
        assertTrue(run.out().startsWith(archive + ": 2 chunks, 3 games (random "), run.out());
        assertTrue(run.out().contains(" positions (") && run.out().endsWith(bytes + " bytes\n"), run.out());
        long counted = Long.parseLong(run.out().replaceAll(".*\\), (\\d+) positions.*\\s*", "$1"));
        assertTrue(counted >= records && counted <= records + 3, run.out() + " vs " + records);
    }

    @Test
    void damagedChunkIsReportedByName(@TempDir Path dir) throws Exception {
        Path chunk = dir.resolve("selfplay-00001-00000001.mgsp");
        Files.write(chunk, new byte[] {'M', 'G', 'S', 'P', 0, 1, 0, 0});
        assertEquals(1, run.run("tune", "positions", "--out", dir.resolve("p.mgpd").toString(), dir.toString()));
        assertTrue(run.err().contains(chunk.toString()), run.err());
    }

    @Test
    void badOptionsAreUsageErrors(@TempDir Path dir) {
        assertEquals(2, run.run("selfplay", "--archive", dir.toString(), "--random-plies", "9-3"));
        assertTrue(run.err().contains("--random-plies"), run.err());
        assertEquals(2, run.run("selfplay", "--archive", dir.toString(), "--seed", "x"));
        assertTrue(run.err().contains("--seed"), run.err());
    }
}
