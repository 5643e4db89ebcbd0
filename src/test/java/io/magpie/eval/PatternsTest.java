package io.magpie.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Square;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PatternsTest {
    @Test
    void fortySixInstancesOfElevenShapes() {
        assertEquals(46, Patterns.INSTANCES);
        assertEquals(11, Patterns.SHAPES);
        int[] perShape = new int[Patterns.SHAPES];
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            perShape[Patterns.INSTANCE_SHAPE[i]]++;
        }
        assertEquals(4, perShape[0], "corner 3x3");
        assertEquals(8, perShape[1], "corner 2x5");
        assertEquals(4, perShape[2], "edge+2X");
        assertEquals(2, perShape[6], "main diagonals");
    }

    @Test
    void instancesAreDistinctSquareSets() {
        Set<Long> sets = new HashSet<>();
        for (int[] squares : Patterns.INSTANCE_SQUARES) {
            long set = 0;
            for (int sq : squares) {
                assertEquals(0, set & (1L << sq), "square twice in one instance");
                set |= 1L << sq;
            }
            assertTrue(sets.add(set), "two instances on the same squares");
        }
    }

    @Test
    void squareTablesListEveryInstanceOfEverySquare() {
        int total = 0;
        for (int[] squares : Patterns.INSTANCE_SQUARES) {
            total += squares.length;
        }
        int listed = 0;
        for (int sq = 0; sq < 64; sq++) {
            assertTrue(Patterns.SQUARE_COUNT[sq] <= Patterns.MAX_PER_SQUARE);
            listed += Patterns.SQUARE_COUNT[sq];
        }
        assertEquals(total, listed);
    }

    @Test
    void computeReadsBaseThreeFirstSquareMostSignificant() {
        // instance 0 is the a1 corner 3x3: a1 b1 c1 a2 b2 c2 a3 b3 c3
        long a = Square.bit(Square.parse("a1")) | Square.bit(Square.parse("c3"));
        long b = Square.bit(Square.parse("b1"));
        int[] f = new int[Patterns.INSTANCES];
        Patterns.compute(a, b, f, 0);
        int expected = 1 * 6561 + 2 * 2187 + 1;
        assertEquals(expected, f[0]);
    }

    @Test
    void readingsOfOneShapeUnderItsOwnSymmetryShareAWeight() {
        // edge+2X is "b2 a1 b1 ... h1 g2": read mirrored it is "g2 h1 g1 ... a1 b2"
        int edge = 2;
        int n = 10;
        int[] digits = {1, 2, 0, 0, 1, 1, 2, 0, 1, 0};
        int v = 0;
        int mirrored = 0;
        for (int k = 0; k < n; k++) {
            v = v * 3 + digits[k];
            mirrored = mirrored * 3 + digits[n - 1 - k];
        }
        assertEquals(Patterns.PACKED_INDEX[edge][v], Patterns.PACKED_INDEX[edge][mirrored]);
        // the 2x5 block has no self-symmetry: every value is its own class
        assertEquals(Patterns.SHAPE_SIZE[1], Patterns.PACKED_SIZE[1]);
        assertTrue(Patterns.PACKED_SIZE[edge] < Patterns.SHAPE_SIZE[edge]);
    }

    @Test
    void fastComputeEqualsTheReference() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(8);
        int[] fast = new int[Patterns.INSTANCES + 3];
        int[] slow = new int[Patterns.INSTANCES + 3];
        for (int n = 0; n < 2000; n++) {
            long[] p = TestWeights.randomPosition(random, random.nextInt(0, 61));
            Patterns.compute(p[0], p[1], fast, 3);
            Patterns.computeReference(p[0], p[1], slow, 3);
            org.junit.jupiter.api.Assertions.assertArrayEquals(slow, fast);
        }
    }

    @Test
    void swapColoursIsAnInvolution() {
        for (int t = 0; t < Patterns.SHAPES; t++) {
            int[] swap = Patterns.SWAP_COLOURS[t];
            for (int v = 0; v < swap.length; v += 7) {
                assertEquals(v, swap[swap[v]]);
            }
        }
    }
}
