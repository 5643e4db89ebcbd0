package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SymmetryTest {
    /** Side-relative positions (player, opponent) from seeded random games. */
    private static List<long[]> positions(int count) {
        Random random = new Random(99);
        List<long[]> result = new ArrayList<>();
        while (result.size() < count) {
            long p = Board.START_BLACK;
            long o = Board.START_WHITE;
            while (!Bits.isGameOver(p, o) && result.size() < count) {
                result.add(new long[] {p, o});
                long legal = Bits.legalMoves(p, o);
                if (legal == 0) {
                    long t = p;
                    p = o;
                    o = t;
                    continue;
                }
                for (int skip = random.nextInt(Long.bitCount(legal)); skip > 0; skip--) {
                    legal &= legal - 1;
                }
                int sq = Long.numberOfTrailingZeros(legal);
                long flipped = Bits.flips(p, o, sq);
                long next = p | flipped | Square.bit(sq);
                p = o & ~flipped;
                o = next;
            }
        }
        return result;
    }

    @Test
    void theEightSymmetriesAreDistinctPermutations() {
        Set<List<Integer>> maps = new HashSet<>();
        for (int s = 0; s < Symmetry.COUNT; s++) {
            List<Integer> map = new ArrayList<>();
            long image = 0;
            for (int sq = 0; sq < 64; sq++) {
                int t = Symmetry.applyToSquare(s, sq);
                map.add(t);
                image |= Square.bit(t);
            }
            assertEquals(-1L, image, "symmetry " + s + " is not a permutation");
            maps.add(map);
        }
        assertEquals(8, maps.size());
        // An asymmetric pattern has 8 different images.
        long pattern = Square.bit(Square.parse("b1")) | Square.bit(Square.parse("c1")) | Square.bit(Square.parse("a2"))
                | Square.bit(Square.parse("h8"));
        Set<Long> images = new HashSet<>();
        for (int s = 0; s < Symmetry.COUNT; s++) {
            images.add(Symmetry.apply(s, pattern));
        }
        assertEquals(8, images.size());
    }

    @Test
    void symmetryZeroIsTheIdentityAndTheNamedMirrorsDoWhatTheySay() {
        Random random = new Random(1);
        for (int i = 0; i < 100; i++) {
            long x = random.nextLong();
            assertEquals(x, Symmetry.apply(0, x));
        }
        int f5 = Square.parse("f5");
        assertEquals(Square.parse("c5"), Symmetry.applyToSquare(1, f5), "columns mirrored");
        assertEquals(Square.parse("f4"), Symmetry.applyToSquare(2, f5), "rows mirrored");
        assertEquals(Square.parse("e6"), Symmetry.applyToSquare(4, f5), "transposed");
        assertEquals(Square.PASS, Symmetry.applyToSquare(5, Square.PASS));
    }

    @Test
    void inverseUndoesEverySymmetry() {
        Random random = new Random(2);
        for (int s = 0; s < Symmetry.COUNT; s++) {
            int inv = Symmetry.inverse(s);
            for (int sq = 0; sq < 64; sq++) {
                assertEquals(sq, Symmetry.applyToSquare(inv, Symmetry.applyToSquare(s, sq)));
                assertEquals(sq, Symmetry.applyToSquare(s, Symmetry.applyToSquare(inv, sq)));
            }
            for (int i = 0; i < 200; i++) {
                long x = random.nextLong();
                assertEquals(x, Symmetry.apply(inv, Symmetry.apply(s, x)));
            }
        }
    }

    @Test
    void bitboardsAndSquaresAgree() {
        Random random = new Random(3);
        for (int s = 0; s < Symmetry.COUNT; s++) {
            for (int sq = 0; sq < 64; sq++) {
                assertEquals(Square.bit(Symmetry.applyToSquare(s, sq)), Symmetry.apply(s, Square.bit(sq)),
                        "symmetry " + s + " on " + Square.name(sq));
            }
            for (int i = 0; i < 200; i++) {
                long x = random.nextLong();
                long expected = 0;
                for (long rest = x; rest != 0; rest &= rest - 1) {
                    expected |= Square.bit(Symmetry.applyToSquare(s, Long.numberOfTrailingZeros(rest)));
                }
                assertEquals(expected, Symmetry.apply(s, x));
            }
        }
    }

    @Test
    void movesFlipsAndScoresCommuteWithEverySymmetry() {
        for (long[] pos : positions(3000)) {
            long p = pos[0];
            long o = pos[1];
            long legal = Bits.legalMoves(p, o);
            for (int s = 0; s < Symmetry.COUNT; s++) {
                long sp = Symmetry.apply(s, p);
                long so = Symmetry.apply(s, o);
                assertEquals(Symmetry.apply(s, legal), Bits.legalMoves(sp, so));
                assertEquals(Bits.finalScore(p, o), Bits.finalScore(sp, so));
                for (long rest = legal; rest != 0; rest &= rest - 1) {
                    int sq = Long.numberOfTrailingZeros(rest);
                    assertEquals(Symmetry.apply(s, Bits.flips(p, o, sq)),
                            Bits.flips(sp, so, Symmetry.applyToSquare(s, sq)));
                }
            }
        }
    }

    @Test
    void canonicalFormIsTheSameForAllEightImages() {
        for (long[] pos : positions(3000)) {
            long p = pos[0];
            long o = pos[1];
            int c = Symmetry.canonicalSymmetry(p, o);
            long cp = Symmetry.apply(c, p);
            long co = Symmetry.apply(c, o);
            for (int s = 0; s < Symmetry.COUNT; s++) {
                long sp = Symmetry.apply(s, p);
                long so = Symmetry.apply(s, o);
                // The canonical image is the smallest one.
                int cmp = Long.compareUnsigned(cp, sp);
                assertTrue(cmp < 0 || (cmp == 0 && Long.compareUnsigned(co, so) <= 0));
                int cs = Symmetry.canonicalSymmetry(sp, so);
                assertEquals(cp, Symmetry.apply(cs, sp));
                assertEquals(co, Symmetry.apply(cs, so));
            }
        }
    }

    @Test
    void boardsKeepTheirSideToMove() {
        Board b = Board.start().play(Square.parse("f5"));
        for (int s = 0; s < Symmetry.COUNT; s++) {
            Board image = Symmetry.apply(s, b);
            assertEquals(b.blackToMove(), image.blackToMove());
            assertEquals(b.blackCount(), image.blackCount());
            assertEquals(b, Symmetry.apply(Symmetry.inverse(s), image));
        }
    }
}
