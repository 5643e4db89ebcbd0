package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** One test per rule of the rule sheets, on {@link Board} and {@link Game}. */
class RulesTest {
    /**
     * A board from 8 rows, row 1 first, each 8 squares a..h: {@code X} black, {@code O} white,
     * {@code -} empty.
     */
    static Board board(boolean blackToMove, String... rows) {
        assertEquals(8, rows.length);
        long black = 0;
        long white = 0;
        for (int row = 0; row < 8; row++) {
            assertEquals(8, rows[row].length(), rows[row]);
            for (int column = 0; column < 8; column++) {
                char ch = rows[row].charAt(column);
                if (ch == 'X') {
                    black |= Square.bit(Square.of(column, row));
                } else if (ch == 'O') {
                    white |= Square.bit(Square.of(column, row));
                } else {
                    assertEquals('-', ch);
                }
            }
        }
        return new Board(black, white, blackToMove);
    }

    static long squares(String... names) {
        long mask = 0;
        for (String name : names) {
            mask |= Square.bit(Square.parse(name));
        }
        return mask;
    }

    @Test
    void startPositionHasWhiteOnD4AndE5AndBlackOnD5AndE4() {
        Board start = Board.start();
        assertEquals(squares("d4", "e5"), start.white());
        assertEquals(squares("d5", "e4"), start.black());
        assertEquals(60, start.emptyCount());
        assertEquals(squares("d3", "c4", "f5", "e6"), start.legalMoves());
    }

    @Test
    void blackMovesFirst() {
        assertTrue(Board.start().blackToMove());
        assertTrue(new Game().board().blackToMove());
        assertFalse(Board.start().play(Square.parse("f5")).blackToMove());
    }

    @Test
    void aPlayerWithALegalMoveMustMove() {
        Board start = Board.start();
        assertFalse(start.mustPass());
        assertFalse(start.isLegal(Square.PASS));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> start.play(Square.PASS));
        assertTrue(e.getMessage().contains("black has a legal move"), e.getMessage());
        Game game = new Game();
        assertThrows(IllegalArgumentException.class, () -> game.play(Square.PASS));
        assertEquals(0, game.ply());
    }

    /** Black to move with no legal move (white's a1 is a corner); white can play c1, flipping b1. */
    private static Board blackMustPass() {
        return board(true,
                "OX------",
                "--------",
                "--------",
                "--------",
                "--------",
                "--------",
                "--------",
                "--------");
    }

    @Test
    void aPassIsAllowedOnlyWithoutALegalMove() {
        Board b = blackMustPass();
        assertEquals(0, b.legalMoves());
        assertTrue(b.mustPass());
        assertTrue(b.isLegal(Square.PASS));
        Board afterPass = b.play(Square.PASS);
        assertFalse(afterPass.blackToMove());
        assertEquals(b.black(), afterPass.black());
        assertEquals(b.white(), afterPass.white());
        for (int sq = 0; sq < 64; sq++) {
            int move = sq;
            assertThrows(IllegalArgumentException.class, () -> b.play(move), Square.name(sq));
        }
    }

    @Test
    void oneSidePassesAndTheOtherPlaysOn() {
        Game game = new Game(blackMustPass());
        game.play(Square.PASS);
        game.play(Square.parse("c1")); // white brackets b1 with a1
        assertEquals(squares("a1", "b1", "c1"), game.board().white());
        assertTrue(game.board().blackToMove());
        assertTrue(game.isOver(), "black has no disc left: " + game.board());
        // And in a real game: a seeded random game where someone passes, then play goes on.
        Game random = randomGame(new Random(3), true);
        int pass = random.moves().indexOf(Square.PASS);
        assertTrue(pass > 0);
        Board before = random.boardAt(pass);
        Board after = random.boardAt(pass + 1);
        assertEquals(0, before.legalMoves());
        assertFalse(after.isGameOver());
        assertEquals(before.blackToMove(), !after.blackToMove());
        assertTrue(random.moves().get(pass + 1) != Square.PASS, "the other side plays on after the pass");
    }

    @Test
    void twoPassesInARowEndTheGame() {
        // Neither side can move, with empty squares left: the game is over, and nobody may pass.
        Board b = board(true,
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXX-",
                "-OOOOOOO",
                "OOOOOOOO",
                "OOOOOOOO",
                "OOOOOOOO");
        assertEquals(0, b.legalMoves());
        assertEquals(0, b.pass().legalMoves());
        assertTrue(b.isGameOver());
        assertTrue(b.pass().isGameOver());
        assertFalse(b.mustPass());
        assertThrows(IllegalArgumentException.class, () -> b.play(Square.PASS));
        assertEquals(0, b.finalScoreForBlack(), "31 - 31 with 2 empties is a draw");
    }

    @Test
    void aFullBoardEndsTheGame() {
        Board full = board(false,
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "OOOOOOOO",
                "OOOOOOOO",
                "OOOOOOOO");
        assertEquals(0, full.emptyCount());
        assertTrue(full.isGameOver());
        assertEquals(0, full.legalMoves());
    }

    @Test
    void moreDiscsWins() {
        Board full = board(false,
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "OOOOOOOO",
                "OOOOOOOO",
                "OOOOOOOO");
        assertEquals(40 - 24, full.finalScoreForBlack());
        assertEquals(-16, full.finalScore(), "white to move lost by 16");
        assertEquals(16, full.pass().finalScore());
    }

    @Test
    void equalDiscsIsADraw() {
        Board full = board(true,
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "OOOOOOOO",
                "OOOOOOOO",
                "OOOOOOOO",
                "OOOOOOOO");
        assertTrue(full.isGameOver());
        assertEquals(0, full.finalScore());
        assertEquals(0, full.finalScoreForBlack());
    }

    @Test
    void emptySquaresGoToTheWinner() {
        Board b = board(true,
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXXXX",
                "XXXXXX--",
                "--------",
                "OOOOOOOO",
                "OOOOOOOO",
                "OOOOOOOO");
        // 30 black, 24 white, 10 empties, and no move for either side.
        assertTrue(b.isGameOver());
        assertEquals(30 - 24 + 10, b.finalScoreForBlack());
        assertEquals(-(30 - 24 + 10), b.pass().finalScore());
    }

    @Test
    void aMoveFlipsInEveryDirectionAtOnce() {
        // Black plays d4: it brackets white lines in all eight directions.
        Board b = board(true,
                "X--X--X-",
                "-O-O-O--",
                "--OOO---",
                "XOO-OOX-",
                "--OOO---",
                "-O-O-O--",
                "X--X--X-",
                "--------");
        Board after = b.play(Square.parse("d4"));
        long flipped = squares("b2", "c3", "d2", "d3", "f2", "e3", "b4", "c4", "e4", "f4",
                "b6", "c5", "d5", "d6", "e5", "f6");
        assertEquals(b.black() | flipped | squares("d4"), after.black());
        assertEquals(b.white() & ~flipped, after.white());
        assertEquals(0, after.white());
        assertEquals(flipped, Bits.flips(b.black(), b.white(), Square.parse("d4")));
    }

    @Test
    void aLineNotEndingInTheMoversDiscDoesNotFlip() {
        // Black plays a1. Row 1: b1, c1 end in the empty d1. Diagonal: b2..h8 run into the board edge.
        // Only column a, where a3 brackets a2, flips.
        Board b = board(true,
                "-OO-----",
                "OO------",
                "X-O-----",
                "---O----",
                "----O---",
                "-----O--",
                "------O-",
                "-------O");
        Board after = b.play(Square.parse("a1"));
        assertEquals(squares("a2"), Bits.flips(b.black(), b.white(), Square.parse("a1")));
        assertEquals(b.white() & ~squares("a2"), after.white());
        long unbracketed = squares("b1", "c1", "b2", "c3", "d4", "e5", "f6", "g7", "h8");
        assertEquals(unbracketed, after.white() & unbracketed);
    }

    @Test
    void onlyTheRunDirectlyBracketedFlips() {
        // Black plays a1: b1, c1 are bracketed by d1; e1, f1 lie beyond that first black disc and stay
        // white even though g1 is black too.
        Board b = board(true,
                "-OOXOOX-",
                "--------",
                "--------",
                "--------",
                "--------",
                "--------",
                "--------",
                "--------");
        Board after = b.play(Square.parse("a1"));
        assertEquals(squares("a1", "b1", "c1", "d1", "g1"), after.black());
        assertEquals(squares("e1", "f1"), after.white());
    }

    @Test
    void aGameCanEndBeforeTheBoardIsFull() {
        // The shortest possible games (9 moves) are wipe-outs: search every line to 9 plies.
        ShortestGame search = new ShortestGame(9);
        search.run(Board.START_BLACK, Board.START_WHITE, 0);
        assertEquals(9, search.bestPlies, "no game ends in fewer than 9 moves, and some end in 9");
        Game game = new Game();
        for (int i = 0; i < search.bestPlies; i++) {
            game.play(search.bestLine[i]);
        }
        assertTrue(game.isOver());
        assertTrue(game.board().emptyCount() > 0);
        assertTrue(game.board().black() == 0 || game.board().white() == 0, "a wipe-out: " + game.board());
        assertEquals(64, Math.abs(game.board().finalScoreForBlack()), "the winner also gets the empties");
    }

    /** Depth-first search for the shortest game from a position, up to a ply limit. */
    private static final class ShortestGame {
        final int[] path = new int[64];
        int bestPlies;
        int[] bestLine;

        ShortestGame(int limit) {
            bestPlies = limit + 1;
        }

        void run(long player, long opponent, int ply) {
            long legal = Bits.legalMoves(player, opponent);
            if (legal == 0 && Bits.legalMoves(opponent, player) == 0) {
                if (ply < bestPlies) {
                    bestPlies = ply;
                    bestLine = java.util.Arrays.copyOf(path, ply);
                }
                return;
            }
            if (ply + 1 >= bestPlies) {
                return; // nothing below can end sooner
            }
            if (legal == 0) {
                path[ply] = Square.PASS;
                run(opponent, player, ply + 1);
                return;
            }
            for (; legal != 0; legal &= legal - 1) {
                int sq = Long.numberOfTrailingZeros(legal);
                long flipped = Bits.flips(player, opponent, sq);
                path[ply] = sq;
                run(opponent & ~flipped, player | flipped | Square.bit(sq), ply + 1);
            }
        }
    }

    @Test
    void aDrawnGame() {
        // A seeded random search for a game that ends level; the game is then replayed by the rules.
        Random random = new Random(11);
        Game drawn = null;
        for (int i = 0; i < 20_000 && drawn == null; i++) {
            Game g = randomGame(random, false);
            if (g.board().finalScoreForBlack() == 0) {
                drawn = g;
            }
        }
        assertTrue(drawn != null, "no draw in 20,000 random games");
        assertTrue(drawn.isOver());
        assertEquals(drawn.board().blackCount(), drawn.board().whiteCount());
        assertEquals(0, drawn.board().finalScore());
        Game replay = new Game();
        for (int move : drawn.moves()) {
            replay.play(move);
        }
        assertEquals(drawn.board(), replay.board());
    }

    /** A random game to its end; with {@code needPass}, the first (by seed order) that has a pass. */
    static Game randomGame(Random random, boolean needPass) {
        while (true) {
            Game game = new Game();
            boolean passed = false;
            while (!game.isOver()) {
                long legal = game.board().legalMoves();
                if (legal == 0) {
                    game.play(Square.PASS);
                    passed = true;
                    continue;
                }
                for (int skip = random.nextInt(Long.bitCount(legal)); skip > 0; skip--) {
                    legal &= legal - 1;
                }
                game.play(Long.numberOfTrailingZeros(legal));
            }
            if (passed || !needPass) {
                return game;
            }
        }
    }
}
