package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WthorReaderTest {
    /** A file image with the given games, each a list of square names; depth 24. */
    static byte[] file(int blackDiscs, int theoretical, String[]... games) {
        byte[] data = new byte[WthorReader.HEADER_BYTES + games.length * WthorReader.RECORD_BYTES];
        data[4] = (byte) games.length;
        data[10] = (byte) 0xD0;
        data[11] = 0x07;
        data[12] = 8;
        data[14] = 24;
        for (int g = 0; g < games.length; g++) {
            int at = WthorReader.HEADER_BYTES + g * WthorReader.RECORD_BYTES;
            data[at] = 5;
            data[at + 6] = (byte) blackDiscs;
            data[at + 7] = (byte) theoretical;
            for (int k = 0; k < games[g].length; k++) {
                int sq = Square.parse(games[g][k]);
                data[at + 8 + k] = (byte) (10 * (Square.row(sq) + 1) + Square.column(sq) + 1);
            }
        }
        return data;
    }

    @Test
    void readsMovesAndReplaysBoards() {
        byte[] data = file(40, 38, new String[] {"f5", "d6", "c3", "d3", "c4"});
        List<WthorGame> games = WthorReader.parse(data, "t.wtb", s -> {
            throw new AssertionError(s);
        });
        assertEquals(1, games.size());
        WthorGame g = games.get(0);
        assertEquals(5, g.tournament());
        assertEquals(40, g.blackDiscs());
        assertEquals(38, g.blackTheoretical());
        assertEquals(24, g.theoreticalDepth());
        assertEquals(5, g.moves().length);
        assertEquals(Board.start(), g.boards()[0]);
        Board expected = Board.start().play(Square.parse("f5")).play(Square.parse("d6")).play(Square.parse("c3"))
                .play(Square.parse("d3")).play(Square.parse("c4"));
        assertEquals(expected, g.finalBoard());
        assertEquals(16, WthorGame.differential(40));
    }

    @Test
    void anIllegalMoveSkipsOnlyThatGame() {
        byte[] data = file(32, 32, new String[] {"f5", "a1"}, new String[] {"f5", "d6"});
        List<String> skipped = new ArrayList<>();
        List<WthorGame> games = WthorReader.parse(data, "t.wtb", skipped::add);
        assertEquals(1, games.size());
        assertEquals(1, games.get(0).index());
        assertEquals(1, skipped.size());
        assertTrue(skipped.get(0).contains("t.wtb: game 1: move 2: a1 is illegal"), skipped.get(0));
    }

    @Test
    void wrongLengthOrHeaderIsRefusedWithTheName() {
        byte[] data = file(32, 32, new String[] {"f5"});
        byte[] cut = java.util.Arrays.copyOf(data, data.length - 1);
        FormatException e = assertThrows(FormatException.class, () -> WthorReader.parse(cut, "cut.wtb", s -> {}));
        assertTrue(e.getMessage().startsWith("cut.wtb: header says 1 games"), e.getMessage());
        assertThrows(FormatException.class, () -> WthorReader.parse(new byte[3], "x.wtb", s -> {}));
        byte[] size10 = data.clone();
        size10[12] = 10;
        assertThrows(FormatException.class, () -> WthorReader.parse(size10, "x.wtb", s -> {}));
    }

    @Test
    void realGamesReadCompletely() {
        List<String> skipped = new ArrayList<>();
        List<WthorGame> games = WthorReader.parse(WthorSample.image(), WthorSample.RESOURCE, skipped::add);
        assertEquals(WthorSample.lines().size(), games.size());
        checkGames(games, skipped);
        assertTrue(games.stream().filter(g -> g.finalBoard().isGameOver()).count() >= 4, "too few finished games");
    }

    @Test
    void sharedArchiveReadsCompletely() throws IOException {
        Path file = Path.of("../shared/games/wthor/WTH_1990.wtb");
        assumeTrue(Files.exists(file), "the full WTHOR archive (../shared/games/wthor/) is absent");
        List<String> skipped = new ArrayList<>();
        List<WthorGame> games = WthorReader.read(file, skipped::add);
        assertEquals((Files.size(file) - 16) / 68, games.size() + skipped.size());
        checkGames(games, skipped);
    }

    /** No game skipped; each finished game's recorded disc count is its final board's. */
    private static void checkGames(List<WthorGame> games, List<String> skipped) {
        assertTrue(skipped.isEmpty(), skipped.toString());
        for (WthorGame g : games) {
            assertEquals(24, g.theoreticalDepth());
            if (g.finalBoard().isGameOver()) {
                assertEquals(g.finalBoard().finalScoreForBlack(), WthorGame.differential(g.blackDiscs()),
                        "game " + g.index());
            }
        }
    }
}
