package io.magpie.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.magpie.board.Bits;
import io.magpie.board.Capacity;
import io.magpie.board.Symmetry;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PatternEvaluatorTest {
    private static final Weights WEIGHTS = TestWeights.random(7, 15);

    @Test
    void scalarIncrementalEqualsFromScratchOverRandomGames() {
        incrementalEqualsFromScratch(new PatternEvaluator(WEIGHTS, false));
    }

    @Test
    void vectorIncrementalEqualsFromScratchOverRandomGames() {
        assumeTrue(Bits.SIMD, "this JVM has no 256-bit Vector API (run with --add-modules jdk.incubator.vector)");
        PatternEvaluator.prepareVectors();
        incrementalEqualsFromScratch(new PatternEvaluator(WEIGHTS, true));
    }

    private static void incrementalEqualsFromScratch(PatternEvaluator inc) {
        SplittableRandom random = new SplittableRandom(1);
        PatternEvaluator ref = new PatternEvaluator(WEIGHTS);
        long[] players = new long[Capacity.MAX_PLY];
        long[] opponents = new long[Capacity.MAX_PLY];
        int checked = 0;
        for (int game = 0; game < 200; game++) {
            // start some games from a random midgame root, so colour A is sometimes white
            long[] root = TestWeights.randomPosition(random, 60 - random.nextInt(20));
            long player = root[0];
            long opponent = root[1];
            inc.reset(player, opponent);
            int ply = 0;
            while (true) {
                assertEquals(ref.evaluateFromScratch(player, opponent), inc.evaluate(player, opponent));
                assertEquals(inc.evaluate(player, opponent), inc.evaluateTop());
                checked++;
                players[ply] = player;
                opponents[ply] = opponent;
                long moves = Bits.legalMoves(player, opponent);
                if (moves == 0) {
                    if (Bits.legalMoves(opponent, player) == 0) {
                        break;
                    }
                    inc.pushPass();
                } else {
                    int pick = random.nextInt(Long.bitCount(moves));
                    for (int i = 0; i < pick; i++) {
                        moves &= moves - 1;
                    }
                    int sq = Long.numberOfTrailingZeros(moves);
                    long flipped = Bits.flips(player, opponent, sq);
                    inc.push(sq, flipped);
                    player |= flipped | (1L << sq);
                    opponent &= ~flipped;
                }
                long t = player;
                player = opponent;
                opponent = t;
                ply++;
            }
            // take everything back: each ply's value must come back
            while (ply > 0) {
                inc.pop();
                ply--;
                assertEquals(ref.evaluateFromScratch(players[ply], opponents[ply]), inc.evaluateTop());
            }
        }
        assertNotEquals(0, checked);
    }

    @Test
    void sameForAllEightSymmetricImages() {
        SplittableRandom random = new SplittableRandom(2);
        PatternEvaluator eval = new PatternEvaluator(WEIGHTS);
        for (int n = 0; n < 300; n++) {
            long[] p = TestWeights.randomPosition(random, random.nextInt(0, 60));
            int expected = eval.evaluateFromScratch(p[0], p[1]);
            for (int s = 1; s < Symmetry.COUNT; s++) {
                assertEquals(expected, eval.evaluateFromScratch(Symmetry.apply(s, p[0]), Symmetry.apply(s, p[1])),
                        "symmetry " + s);
            }
        }
    }

    @Test
    void negatedUnderColourSwapWhenWeightsAreAntisymmetric() {
        // w(class of v) = g(v) - g(swap v) and no bias: then eval(P, O) = -eval(O, P). Trained weights
        // need not be antisymmetric (the side to move matters), but this pins down the colour tables.
        SplittableRandom random = new SplittableRandom(3);
        short[][] packed = new short[15][Weights.STAGE_SIZE];
        for (int s = 0; s < 15; s++) {
            int[] g = new int[Weights.STAGE_SIZE];
            for (int j = 0; j < g.length; j++) {
                g[j] = random.nextInt(-500, 501);
            }
            for (int t = 0; t < Patterns.SHAPES; t++) {
                for (int v = 0; v < Patterns.SHAPE_SIZE[t]; v++) {
                    int c = Patterns.PACKED_OFFSET[t] + Patterns.PACKED_INDEX[t][v];
                    int sc = Patterns.PACKED_OFFSET[t] + Patterns.PACKED_INDEX[t][Patterns.SWAP_COLOURS[t][v]];
                    packed[s][c] = (short) (g[c] - g[sc]);
                }
            }
        }
        PatternEvaluator eval = new PatternEvaluator(Weights.of(packed, 100));
        int nonZero = 0;
        for (int n = 0; n < 300; n++) {
            long[] p = TestWeights.randomPosition(random, random.nextInt(1, 60));
            int v = eval.evaluateFromScratch(p[0], p[1]);
            assertEquals(-v, eval.evaluateFromScratch(p[1], p[0]));
            nonZero += v != 0 ? 1 : 0;
        }
        assertNotEquals(0, nonZero);
    }

    @Test
    void zeroWeightsGiveZeroAndResultsStayInRange() {
        PatternEvaluator zero = new PatternEvaluator(Weights.zero(15));
        assertEquals(0, zero.evaluateFromScratch(0x0000000810000000L, 0x0000001008000000L));
        short[][] huge = new short[1][Weights.STAGE_SIZE];
        java.util.Arrays.fill(huge[0], Short.MAX_VALUE);
        PatternEvaluator big = new PatternEvaluator(Weights.of(huge, 100));
        assertEquals(PatternEvaluator.MAX_EVAL, big.evaluateFromScratch(0x0000000810000000L, 0x0000001008000000L));
    }

    @Test
    void stageFollowsTheEmptiesCount() {
        // only the bias is set, to 100 * stage: the evaluation then names the stage it used
        short[][] packed = new short[15][Weights.STAGE_SIZE];
        for (int s = 0; s < 15; s++) {
            packed[s][Weights.BIAS] = (short) (100 * s);
        }
        PatternEvaluator eval = new PatternEvaluator(Weights.of(packed, 100));
        SplittableRandom random = new SplittableRandom(5);
        for (int empties = 1; empties <= 60; empties++) {
            long[] p = TestWeights.randomPosition(random, empties);
            int e = 64 - Long.bitCount(p[0] | p[1]);
            int expected = 100 * Weights.stageOf(e, 15);
            assertEquals(expected, eval.evaluateFromScratch(p[0], p[1]), "empties " + e);
            eval.reset(p[0], p[1]);
            assertEquals(expected, eval.evaluateTop());
        }
        assertEquals(900, eval.evaluateFromScratch(0xFFFFFFFFL, 0xFF00000000000000L)); // 24 empties
    }

    @Test
    void evaluateOfAnotherPositionIgnoresTheStack() {
        PatternEvaluator eval = new PatternEvaluator(WEIGHTS);
        SplittableRandom random = new SplittableRandom(4);
        long[] a = TestWeights.randomPosition(random, 40);
        long[] b = TestWeights.randomPosition(random, 30);
        eval.reset(a[0], a[1]);
        assertEquals(new PatternEvaluator(WEIGHTS).evaluateFromScratch(b[0], b[1]), eval.evaluate(b[0], b[1]));
    }
}
