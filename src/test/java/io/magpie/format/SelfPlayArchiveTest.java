package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayArchiveTest {

    /** A random game played to its end, "solved" at its end (so every stated field is true). */
    static ArchivedGame randomGame(long seed) {
        Random random = new Random(seed);
        Board b = Board.start();
        ByteArrayOutputStream moves = new ByteArrayOutputStream();
        while (!b.isGameOver()) {
            long legal = b.legalMoves();
            int move = Square.PASS;
            if (legal != 0) {
                for (int k = random.nextInt(Long.bitCount(legal)); k > 0; k--) {
                    legal &= legal - 1;
                }
                move = Long.numberOfTrailingZeros(legal);
            }
            moves.write(move);
            b = b.play(move);
        }
        return new ArchivedGame(moves.toByteArray(), ArchivedGame.RANDOM, 60 - b.emptyCount() > 5 ? 5 : 0,
                b.emptyCount(), b.finalScoreForBlack());
    }

    private static SelfPlayArchive.Chunk chunk(int games, long seed) {
        List<ArchivedGame> list = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            list.add(randomGame(seed * 1000 + i));
        }
        return new SelfPlayArchive.Chunk(seed, games, "test chunk", list);
    }

    @Test
    void chunkRoundTripsThroughAFile(@TempDir Path dir) throws IOException {
        SelfPlayArchive.Chunk written = chunk(40, 7);
        Path file = SelfPlayArchive.write(dir.resolve("data"), written);
        assertEquals("selfplay-00001-00000007.mgsp", file.getFileName().toString());
        SelfPlayArchive.Chunk read = SelfPlayArchive.read(file);
        assertEquals(written, read);
        assertEquals(written.games(), read.games());
        // a few bytes a move: 5 per game, 1 per move, 28 per chunk
        int moves = written.games().stream().mapToInt(ArchivedGame::moveCount).sum();
        assertEquals(28 + "test chunk".length() + 5 * 40 + moves, Files.size(file));
    }

    @Test
    void chunksAreNeverReplacedAndListInOrder(@TempDir Path dir) throws IOException {
        Path a = SelfPlayArchive.write(dir, chunk(2, 1));
        byte[] first = Files.readAllBytes(a);
        Path b = SelfPlayArchive.write(dir, chunk(3, 1));
        Path c = SelfPlayArchive.write(dir, chunk(1, 2));
        assertNotEquals(a, b);
        assertArrayEquals(first, Files.readAllBytes(a));
        assertEquals(List.of(a, b, c), SelfPlayArchive.chunkFiles(dir));
        assertEquals("selfplay-00003-00000002.mgsp", c.getFileName().toString());
        // no temporary file is left behind
        try (var s = Files.list(dir)) {
            assertEquals(3, s.count());
        }
        assertEquals(List.of(), SelfPlayArchive.chunkFiles(dir.resolve("missing")));
    }

    @Test
    void truncatedChunkIsRefusedNamingTheFile(@TempDir Path dir) throws IOException {
        Path file = SelfPlayArchive.write(dir, chunk(5, 3));
        byte[] data = Files.readAllBytes(file);
        for (int cut : new int[] {1, 4, 40, data.length - 10}) {
            Files.write(file, Arrays.copyOf(data, data.length - cut));
            FormatException e = assertThrows(FormatException.class, () -> SelfPlayArchive.read(file));
            assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        }
        Files.write(file, new byte[0]);
        FormatException e = assertThrows(FormatException.class, () -> SelfPlayArchive.read(file));
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("too short"), e.getMessage());
    }

    @Test
    void everyFlippedBitFailsTheChecksum(@TempDir Path dir) throws IOException {
        byte[] data = SelfPlayArchive.encode(chunk(3, 4));
        for (int i = 6; i < data.length; i++) { // after the magic and version
            byte[] damaged = data.clone();
            damaged[i] ^= (byte) (1 << (i % 8));
            FormatException e = assertThrows(FormatException.class, () -> SelfPlayArchive.decode(damaged));
            assertTrue(e.getMessage().contains("checksum"), e.getMessage());
        }
        Path file = dir.resolve("selfplay-00001.mgsp");
        data[30] ^= 1;
        Files.write(file, data);
        FormatException e = assertThrows(FormatException.class, () -> SelfPlayArchive.read(file));
        assertEquals(file + ": checksum mismatch: the chunk is damaged or truncated", e.getMessage());
    }

    @Test
    void wrongMagicOrVersionIsRefused() {
        byte[] data = SelfPlayArchive.encode(chunk(1, 5));
        byte[] magic = data.clone();
        magic[0] = 'X';
        assertTrue(assertThrows(FormatException.class, () -> SelfPlayArchive.decode(magic)).getMessage().contains("MGSP"));
        byte[] version = data.clone();
        version[5] = 9;
        assertTrue(assertThrows(FormatException.class, () -> SelfPlayArchive.decode(version)).getMessage().contains("version 9"));
    }

    @Test
    void gameThatBreaksTheRulesIsRefusedEvenWithAGoodChecksum() {
        ArchivedGame good = randomGame(11);
        byte[] moves = good.moves();
        byte[] illegal = moves.clone();
        illegal[0] = 0; // a1 is never legal at the start
        assertRefused(new ArchivedGame(illegal, 0, 0, good.solvedEmpties(), good.blackScore()), "move 1 (a1) is not legal");
        byte[] unfinished = Arrays.copyOf(moves, moves.length - 1);
        assertRefused(new ArchivedGame(unfinished, 0, 0, good.solvedEmpties(), good.blackScore()), "does not end");
        assertRefused(new ArchivedGame(moves, 0, 0, good.solvedEmpties(), good.blackScore() + 2), "perfect-play line ends");
        assertRefused(new ArchivedGame(moves, 0, 0, 61 - 0, good.blackScore()), "");
        assertRefused(new ArchivedGame(moves, 7, 0, good.solvedEmpties(), good.blackScore()), "bad origin");
        byte[] badPass = moves.clone();
        badPass[2] = (byte) Square.PASS;
        assertRefused(new ArchivedGame(badPass, 0, 0, good.solvedEmpties(), good.blackScore()), "move 3 (pa) is not legal");
    }

    private static void assertRefused(ArchivedGame game, String why) {
        byte[] data;
        try {
            data = SelfPlayArchive.encode(new SelfPlayArchive.Chunk(1, 1, "", List.of(game)));
        } catch (IllegalArgumentException e) {
            return; // the writer refuses it already
        }
        FormatException e = assertThrows(FormatException.class, () -> SelfPlayArchive.decode(data));
        assertTrue(e.getMessage().startsWith("game 1: ") && e.getMessage().contains(why), e.getMessage());
    }

    @Test
    void solvedPlyIsTheFirstPositionWithTheSolvedEmpties() {
        ArchivedGame g = randomGame(12);
        ArchivedGame cut = new ArchivedGame(g.moves(), 0, 0, 20, g.blackScore());
        Board[] boards = cut.boards();
        int ply = cut.solvedPly(boards);
        assertEquals(20, boards[ply].emptyCount());
        assertEquals(21, boards[ply - 1].emptyCount());
    }
}
