package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.TestData;
import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TranscriptTest {
    @Test
    void parsesMovesInEitherCaseWithOrWithoutSpaces() {
        Game game = Transcript.parse("f5D6c3 d3 C4");
        assertEquals(5, game.ply());
        assertEquals(List.of(Square.parse("f5"), Square.parse("d6"), Square.parse("c3"), Square.parse("d3"),
                Square.parse("c4")), game.moves());
        assertEquals("f5d6c3d3c4", Transcript.format(game));
        assertEquals(game.board(), Transcript.parse("  F5 d6 C3D3c4\n").board());
        assertEquals(0, Transcript.parse("").ply());
    }

    @Test
    void illegalMoveNamesItsNumber() {
        FormatException e = assertThrows(FormatException.class, () -> Transcript.parse("f5d6c3c3"));
        assertEquals("move 4 (\"c3\", column 7): c3 is illegal for white", e.getMessage());
        e = assertThrows(FormatException.class, () -> Transcript.parse("f5 d6 zz"));
        assertTrue(e.getMessage().startsWith("move 3 (\"zz\", column 7): not a square"), e.getMessage());
        assertThrows(FormatException.class, () -> Transcript.parse("f5d"));
        assertThrows(FormatException.class, () -> Transcript.parse("f5,d6"));
        assertThrows(FormatException.class, () -> Transcript.parse(null));
    }

    @Test
    void passWithALegalMoveIsRefused() {
        FormatException e = assertThrows(FormatException.class, () -> Transcript.parse("f5pa"));
        assertEquals("move 2 (\"pa\", column 3): cannot pass, white has a legal move", e.getMessage());
    }

    /** A random game with at least one pass, and its transcript with explicit passes. */
    private static Game gameWithPass() {
        for (long seed = 1; ; seed++) {
            Random random = new Random(seed);
            Game game = new Game();
            boolean passed = false;
            while (!game.isOver()) {
                Board b = game.board();
                long legal = b.legalMoves();
                if (legal == 0) {
                    game.play(Square.PASS);
                    passed = true;
                    continue;
                }
                int n = random.nextInt(Long.bitCount(legal));
                for (int i = 0; i < n; i++) {
                    legal &= legal - 1;
                }
                game.play(Long.numberOfTrailingZeros(legal));
            }
            if (passed) {
                return game;
            }
        }
    }

    @Test
    void explicitAndImplicitPassesGiveTheSameGame() {
        Game game = gameWithPass();
        String explicit = Transcript.format(game);
        assertTrue(explicit.contains("pa"), explicit);
        Game fromExplicit = Transcript.parse(explicit);
        assertEquals(game.moves(), fromExplicit.moves());
        Game fromImplicit = Transcript.parse(Transcript.formatWithoutPasses(game));
        assertEquals(game.moves(), fromImplicit.moves());
        assertEquals(game.board(), fromImplicit.board());
        for (String spelling : new String[] {"ps", "--", "PA", "pass"}) {
            assertEquals(game.moves(), Transcript.parse(explicit.replace("pa", spelling)).moves(), spelling);
        }
    }

    @Test
    void movesAfterTheEndAreRefused() {
        Game game = gameWithPass();
        FormatException e = assertThrows(FormatException.class,
                () -> Transcript.parse(Transcript.format(game) + "a1"));
        assertTrue(e.getMessage().endsWith("the game is already over"), e.getMessage());
    }

    @Test
    void parsesFromAnotherStart() {
        Board afterF5 = Board.start().play(Square.parse("f5"));
        Game game = Transcript.parse(afterF5, "d6");
        assertEquals(afterF5, game.start());
        assertEquals(Transcript.parse("f5d6").board(), game.board());
    }

    @Test
    void readsTheXotOpenings() throws IOException {
        List<String> lines = Files.readAllLines(TestData.path("positions/xot-100.txt"));
        assertEquals(100, lines.size());
        for (String line : lines) {
            Game game = Transcript.parse(line);
            assertEquals(8, game.ply(), line);
            assertEquals(12, 64 - game.board().emptyCount(), line);
            assertEquals(line.strip(), Transcript.format(game));
        }
    }
}
