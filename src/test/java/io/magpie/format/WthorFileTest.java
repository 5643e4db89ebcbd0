package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Game;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WthorFileTest {
    private static final int HEADER_BYTES = 16;
    private static final int RECORD_BYTES = 68;
    private static final int MOVES_OFFSET = 8;
    @TempDir
    Path dir;

    private static byte[] file(int games, int... moves) {
        byte[] bytes = new byte[HEADER_BYTES + games * RECORD_BYTES];
        bytes[4] = (byte) games;
        for (int g = 0; g < games; g++) {
            for (int k = 0; k < moves.length; k++) {
                bytes[HEADER_BYTES + g * RECORD_BYTES + MOVES_OFFSET + k] = (byte) moves[k];
            }
        }
        return bytes;
    }

    @Test
    void readsMovesAsRowAndColumnDigits() throws Exception {
        Path f = dir.resolve("t.wtb");
        Files.write(f, file(2, 56, 64, 33, 34)); // f5 d6 c3 d3
        List<Game> games = WthorFile.openings(f, 3);
        assertEquals(2, games.size());
        assertEquals(Transcript.parse("f5d6c3").board(), games.get(0).board());
    }

    @Test
    void illegalMovesAndShortFilesAreRefusedWithTheFileName() throws Exception {
        Path f = dir.resolve("bad.wtb");
        Files.write(f, file(1, 56, 56));
        assertTrue(assertThrows(FormatException.class, () -> WthorFile.openings(f, 10)).getMessage().contains("bad.wtb"));
        Files.write(f, java.util.Arrays.copyOf(file(2, 56), 40));
        assertTrue(assertThrows(FormatException.class, () -> WthorFile.openings(f, 10)).getMessage().contains("2 games"));
    }

    @Test
    void readsTheOpeningsOfRealGames() throws Exception {
        Path f = dir.resolve("sample.wtb");
        Files.write(f, WthorSample.image());
        List<Game> games = WthorFile.openings(f, 60);
        assertEquals(WthorSample.lines().size(), games.size());
        for (Game g : games) {
            assertTrue(g.ply() >= 20, "a short game: " + g.transcript());
        }
        assertEquals("f5f6e6f4g5e7f7h6", Transcript.format(WthorFile.openings(f, 8).get(0)));
    }

    @Test
    void readsTheSharedWthorFile() throws Exception {
        Path f = Path.of("../shared/games/wthor/WTH_1977.wtb");
        Assumptions.assumeTrue(Files.isRegularFile(f), "the full WTHOR archive (../shared/games/wthor/) is absent");
        List<Game> games = WthorFile.openings(f, 60);
        assertEquals(12, games.size());
        for (Game g : games) {
            assertTrue(g.ply() >= 20, "a short game: " + g.transcript());
        }
    }
}
