package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.format.ArchivedGame;
import io.magpie.format.SelfPlayArchive;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveFactoryTest {
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(log, true, StandardCharsets.UTF_8);

    private ArchiveFactory factory(Path dir, long seed, int chunkGames) {
        return new ArchiveFactory(dir, GameMakerTest.SMALL, 1, seed, chunkGames, 3_600_000, err);
    }

    private static List<ArchivedGame> archive(Path dir, long seed) throws IOException {
        List<ArchivedGame> games = new ArrayList<>();
        for (Path p : SelfPlayArchive.chunkFiles(dir)) {
            SelfPlayArchive.Chunk c = SelfPlayArchive.read(p);
            if (c.seed() == seed) {
                games.addAll(c.games());
            }
        }
        return games;
    }

    private static List<ArchivedGame> expected(long seed, int from, int to) {
        GameMaker maker = new GameMaker(GameMakerTest.SMALL);
        List<ArchivedGame> games = new ArrayList<>();
        for (int i = from; i < to; i++) {
            games.add(maker.play(ArchiveFactory.gameSeed(seed, i)));
        }
        maker.close();
        return games;
    }

    @Test
    void writesAChunkEveryNGamesAndResumesAfterTheLastGameOfItsSeed(@TempDir Path dir) throws Exception {
        assertEquals(5, factory(dir, 9, 2).run(5));
        List<Path> files = SelfPlayArchive.chunkFiles(dir);
        assertEquals(3, files.size());
        assertEquals(List.of(2, 2, 1), files.stream().map(ArchiveFactoryTest::size).toList());
        assertEquals(5, SelfPlayArchive.read(files.get(2)).nextGame());
        assertEquals(expected(9, 0, 5), archive(dir, 9));
        assertTrue(log.toString(StandardCharsets.UTF_8).contains("games/hour"), log.toString(StandardCharsets.UTF_8));

        // the same seed again: games 5..7, never a repeat; another seed starts at its own game 0
        assertEquals(3, factory(dir, 9, 10).run(3));
        assertEquals(expected(9, 0, 8), archive(dir, 9));
        assertEquals(8, ArchiveFactory.resumePoint(dir, 9, err));
        assertEquals(0, ArchiveFactory.resumePoint(dir, 10, err));
        assertEquals(1, factory(dir, 10, 10).run(1));
        assertEquals(expected(10, 0, 1), archive(dir, 10));
        assertEquals(5, SelfPlayArchive.chunkFiles(dir).size());
    }

    /** A damaged chunk is set aside under a name no reader looks at, and a resumed run plays its games again. */
    @Test
    void aDamagedChunkIsRenamedAndItsGamesPlayedAgain(@TempDir Path dir) throws Exception {
        assertEquals(4, factory(dir, 9, 2).run(4));
        List<Path> files = SelfPlayArchive.chunkFiles(dir);
        assertEquals(2, files.size());
        Path last = files.get(1);
        byte[] bytes = java.nio.file.Files.readAllBytes(last);
        bytes[bytes.length / 2] ^= 1;
        java.nio.file.Files.write(last, bytes);

        assertEquals(2, factory(dir, 9, 10).run(2));
        String notes = log.toString(StandardCharsets.UTF_8);
        assertTrue(notes.contains("archive: " + last + ": checksum mismatch"), notes);
        assertTrue(notes.contains("renamed to " + last.getFileName() + ".damaged and left out"), notes);
        assertTrue(notes.contains("resuming seed 9 at game "), notes);
        assertTrue(java.nio.file.Files.exists(dir.resolve(last.getFileName() + ".damaged")));
        // the first chunk's games and two more of this run, none twice (the first chunk may have
        // handed out game 2 already, as a stop drops a game in play)
        List<ArchivedGame> games = archive(dir, 9);
        assertEquals(4, games.size());
        assertEquals(expected(9, 0, 2), games.subList(0, 2));
        java.util.regex.Matcher resumed = java.util.regex.Pattern.compile("resuming seed 9 at game (\\d+)").matcher(notes);
        assertTrue(resumed.find(), notes);
        int from = Integer.parseInt(resumed.group(1));
        assertTrue(from >= 2 && from <= 4, notes);
        assertEquals(expected(9, from, from + 2), games.subList(2, 4));
        // the new chunk takes the next number, not the damaged one's
        assertTrue(SelfPlayArchive.chunkFiles(dir).get(1).getFileName().toString().startsWith("selfplay-00003-"),
                SelfPlayArchive.chunkFiles(dir).toString());
    }

    private static int size(Path p) {
        try {
            return SelfPlayArchive.read(p).games().size();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void stopWritesTheFinishedGamesAndNothingAfter(@TempDir Path dir) throws Exception {
        ArchiveFactory f = factory(dir, 3, 1_000_000);
        Thread run = new Thread(() -> {
            try {
                f.run(Integer.MAX_VALUE);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        run.start();
        while (f.pendingGames() < 2) {
            Thread.sleep(20);
        }
        f.stop(); // as Ctrl-C's shutdown hook does
        run.join();
        List<Path> files = SelfPlayArchive.chunkFiles(dir);
        assertEquals(1, files.size());
        List<ArchivedGame> games = archive(dir, 3);
        assertTrue(games.size() >= 2);
        assertEquals(expected(3, 0, games.size()), games);
        assertEquals(games.size(), f.writtenGames());
        // the game that was being played is dropped, not written later
        Thread.sleep(50);
        assertEquals(1, SelfPlayArchive.chunkFiles(dir).size());
    }
}
