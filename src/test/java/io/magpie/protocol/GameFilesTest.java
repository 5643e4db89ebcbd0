package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.format.BoardText;
import io.magpie.format.Transcript;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's load and save: GGF, transcripts, and set-up positions, each read back as written. */
class GameFilesTest {
    private final GameFiles files = new GameFiles();

    @Test
    void ggfRoundTripWithAPass(@TempDir Path dir) {
        Game game = Transcript.parse("c4e3f4c3c2b4d6b2e2c1a4a5a1a3pag4");
        Path file = dir.resolve("game.ggf");
        files.save(file.toString(), game);
        Game loaded = files.load(file.toString());
        assertEquals(game.moves(), loaded.moves());
        assertEquals(game.board(), loaded.board());
    }

    @Test
    void transcriptRoundTripFromASetUpPosition(@TempDir Path dir) throws IOException {
        Board start = BoardText.parse("---------------------------OX------OXX-----O-------------------- X");
        Game game = new Game(start);
        game.play(io.magpie.board.Square.parse("c3"));
        Path file = dir.resolve("game.txt");
        files.save(file.toString(), game);
        assertTrue(Files.readString(file).startsWith(start.toString() + "\n"));
        Game loaded = files.load(file.toString());
        assertEquals(start, loaded.start());
        assertEquals(game.moves(), loaded.moves());
    }

    @Test
    void loadDevZeroIsAnErrorNamingTheFile() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isReadable(Path.of("/dev/zero")));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> files.load("/dev/zero")); // was an OutOfMemoryError that ended the console
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("/dev/zero: line 1 is longer"),
                e.getMessage());
    }

    @Test
    void longTranscriptRoundTrip(@TempDir Path dir) {
        // 40 moves: the transcript line is longer than a board line (65 characters)
        Game game = new Game();
        while (game.ply() < 40 && !game.board().isGameOver()) {
            long legal = game.board().legalMoves();
            game.play(legal == 0 ? io.magpie.board.Square.PASS : 63 - Long.numberOfLeadingZeros(legal));
        }
        assertEquals(40, game.ply());
        Path file = dir.resolve("long.txt");
        files.save(file.toString(), game);
        Game loaded = files.load(file.toString());
        assertEquals(game.moves(), loaded.moves());
        assertEquals(Board.start(), loaded.start());
    }

    @Test
    void errorsNameTheFile(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "f5 z9\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> files.load(bad.toString()));
        assertTrue(e.getMessage().startsWith(bad.toString()), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> files.load(dir.resolve("missing.ggf").toString()));
        assertThrows(IllegalArgumentException.class, () -> files.save(dir.resolve("no/such/dir.ggf").toString(),
                new Game()));
    }
}
