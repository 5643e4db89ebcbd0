package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Bits} against the array implementation {@link ReferenceRules} over positions from seeded
 * random games: legal moves, the flips of every legal move, pass and game-over decisions and final
 * scores must be identical. Also checks that corners never flip.
 */
class BitsCrossCheckTest {
    private static final int POSITIONS = 200_000;

    /** Counters of what was compared, so the test can show it covered what it claims. */
    private int positions;
    private int movesCompared;
    private int passes;
    private int gameEnds;
    private int earlyEnds;

    @Test
    void bitsAgreeWithTheReferenceOverRandomGames() {
        Random random = new Random(20261130L);
        while (positions < POSITIONS) {
            playRandomGame(random);
        }
        assertTrue(movesCompared > 1_000_000, "moves compared: " + movesCompared);
        assertTrue(passes > 100, "passes seen: " + passes);
        assertTrue(gameEnds > 1000 && earlyEnds > 10, "game ends: " + gameEnds + ", before a full board: " + earlyEnds);
    }

    @Test
    void bitsAgreeWithTheReferenceOnRandomDiscPatterns() {
        // Unreachable positions too: every square independently black, white or empty, at several
        // densities, so that edge and wrap-around cases show up that games rarely produce.
        Random random = new Random(42);
        for (int i = 0; i < 20_000; i++) {
            long occupied = random.nextLong();
            if (i % 3 == 0) {
                occupied |= random.nextLong(); // about 3/4 full
            } else if (i % 3 == 1) {
                occupied &= random.nextLong(); // about 1/4 full
            }
            long player = occupied & random.nextLong();
            long opponent = occupied & ~player;
            checkPosition(player, opponent);
        }
    }

    private void playRandomGame(Random random) {
        long player = Board.START_BLACK;
        long opponent = Board.START_WHITE;
        int consecutivePasses = 0;
        while (true) {
            long legal = checkPosition(player, opponent);
            positions++;
            if (legal == 0) {
                if (Bits.legalMoves(opponent, player) == 0) {
                    gameEnds++;
                    if (Bits.countEmpties(player, opponent) > 0) {
                        earlyEnds++;
                    }
                    return;
                }
                passes++;
                consecutivePasses++;
                assertTrue(consecutivePasses < 2, "two passes in a row but the game goes on");
                long t = player;
                player = opponent;
                opponent = t;
                continue;
            }
            consecutivePasses = 0;
            int n = random.nextInt(Long.bitCount(legal));
            for (int i = 0; i < n; i++) {
                legal &= legal - 1;
            }
            int sq = Long.numberOfTrailingZeros(legal);
            long flipped = Bits.flips(player, opponent, sq);
            long newPlayer = player | flipped | Square.bit(sq);
            opponent &= ~flipped;
            player = opponent;
            opponent = newPlayer;
        }
    }

    /** Compares everything about one position; returns its legal moves. */
    private long checkPosition(long player, long opponent) {
        int[] cells = ReferenceRules.toCells(player, opponent);
        long legal = Bits.legalMoves(player, opponent);
        long referenceLegal = 0;
        // Occupied squares are never legal in either implementation; only empties are compared.
        for (long empties = ~(player | opponent); empties != 0; empties &= empties - 1) {
            int sq = Long.numberOfTrailingZeros(empties);
            long expected = toMask(ReferenceRules.flips(cells, Square.column(sq), Square.row(sq)));
            long flipped = Bits.flips(player, opponent, sq);
            if (flipped != expected) {
                assertEquals(expected, flipped, "flips of " + Square.name(sq) + " in " + describe(player, opponent));
            }
            if ((flipped & Bits.CORNERS) != 0) {
                throw new AssertionError("a corner flipped by " + Square.name(sq) + " in " + describe(player, opponent));
            }
            if (expected != 0) {
                referenceLegal |= Square.bit(sq);
                movesCompared++;
            }
        }
        if (legal != referenceLegal) {
            assertEquals(referenceLegal, legal, "legal moves in " + describe(player, opponent));
        }
        // The reference's game-over test scans all 128 moves of both sides; a side with a move already
        // settles it, so it runs only when the side to move has none (this keeps the test fast).
        boolean referenceOver = referenceLegal == 0 && ReferenceRules.isGameOver(cells);
        boolean over = Bits.isGameOver(player, opponent);
        if (over != referenceOver) {
            assertEquals(referenceOver, over, "game over in " + describe(player, opponent));
        }
        Board board = Board.fromRelative(player, opponent, true);
        boolean referencePass = referenceLegal == 0 && !referenceOver;
        if (board.mustPass() != referencePass) {
            assertEquals(referencePass, board.mustPass(), "must pass in " + describe(player, opponent));
        }
        int score = Bits.finalScore(player, opponent);
        if (score != ReferenceRules.finalScore(cells)) {
            assertEquals(ReferenceRules.finalScore(cells), score, "final score of " + describe(player, opponent));
        }
        return legal;
    }

    private static long toMask(boolean[] squares) {
        long mask = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq]) {
                mask |= Square.bit(sq);
            }
        }
        return mask;
    }

    private static String describe(long player, long opponent) {
        return Board.fromRelative(player, opponent, true) + " (X = side to move)";
    }
}
