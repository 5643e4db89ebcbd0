package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast {@link Bits} against the first bitboard version ({@link BitsBaseline}) and the array
 * rules ({@link ReferenceRules}), for every empty square of positions from seeded random games.
 */
class BitsBaselineTest {
    /** Calls {@code check} for each position of {@code games} random games (passes included). */
    private static void forRandomPositions(long seed, int games, PositionCheck check) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            long p = Board.START_BLACK;
            long o = Board.START_WHITE;
            while (true) {
                check.accept(p, o);
                long moves = BitsBaseline.legalMoves(p, o);
                if (moves == 0 && BitsBaseline.legalMoves(o, p) == 0) {
                    break;
                }
                if (moves != 0) {
                    for (int skip = random.nextInt(Long.bitCount(moves)); skip > 0; skip--) {
                        moves &= moves - 1;
                    }
                    int sq = Long.numberOfTrailingZeros(moves);
                    long flipped = BitsBaseline.flips(p, o, sq);
                    p |= flipped | (1L << sq);
                    o &= ~flipped;
                }
                long t = p;
                p = o;
                o = t;
            }
        }
    }

    interface PositionCheck {
        void accept(long player, long opponent);
    }

    @Test
    void flipsAndMovesMatchTheFirstVersionOnEveryEmptySquare() {
        int[] positions = {0};
        forRandomPositions(1, 4000, (p, o) -> {
            positions[0]++;
            assertEquals(BitsBaseline.legalMoves(p, o), Bits.legalMoves(p, o));
            for (long empty = ~(p | o); empty != 0; empty &= empty - 1) {
                int sq = Long.numberOfTrailingZeros(empty);
                long expected = BitsBaseline.flips(p, o, sq);
                long actual = Bits.flips(p, o, sq);
                if (expected != actual) {
                    assertEquals(expected, actual, "flips at " + Square.name(sq) + " in " + Board.fromRelative(p, o, true));
                }
            }
        });
        assertTrue(positions[0] > 200_000, "positions checked: " + positions[0]);
    }

    @Test
    void flipsMatchTheArrayRules() {
        forRandomPositions(2, 300, (p, o) -> {
            int[] cells = ReferenceRules.toCells(p, o);
            for (long empty = ~(p | o); empty != 0; empty &= empty - 1) {
                int sq = Long.numberOfTrailingZeros(empty);
                boolean[] flips = ReferenceRules.flips(cells, Square.column(sq), Square.row(sq));
                long expected = 0;
                for (int i = 0; i < 64; i++) {
                    if (flips[i]) {
                        expected |= 1L << i;
                    }
                }
                assertEquals(expected, Bits.flips(p, o, sq), "flips at " + Square.name(sq));
            }
        });
    }

    private static long squares(String... names) {
        long bits = 0;
        for (String name : names) {
            bits |= Square.bit(Square.parse(name));
        }
        return bits;
    }

    /** Outflanks on bit 63 (h8) and bit 0 (a1), where the sign and shift tricks are at their limits. */
    @Test
    void flipsAlongTheLongDiagonalToBothCorners() {
        long player = squares("a1", "h8");
        long opponent = squares("b2", "c3", "e5", "f6", "g7");
        assertEquals(opponent, Bits.flips(player, opponent, Square.parse("d4")));
        assertEquals(squares("b2", "c3", "d4", "e5", "f6", "g7"),
                Bits.flips(squares("a1"), squares("b2", "c3", "d4", "e5", "f6", "g7"), Square.parse("h8")));
        assertEquals(squares("b2", "c3", "d4", "e5", "f6", "g7"),
                Bits.flips(squares("h8"), squares("b2", "c3", "d4", "e5", "f6", "g7"), Square.parse("a1")));
        // A run that reaches the edge without a player disc flips nothing.
        assertEquals(0, Bits.flips(0, squares("b2", "c3", "d4", "e5", "f6", "g7", "h8"), Square.parse("a1")));
    }
}
