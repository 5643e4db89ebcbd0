package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.eval.HiddenEvaluator;
import io.magpie.eval.HiddenLayer;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Weights;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WeightBlendTest {
    private static Weights random(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        short[][] packed = new short[15][Weights.STAGE_SIZE];
        for (short[] stage : packed) {
            for (int j = 0; j < stage.length; j++) {
                stage[j] = (short) random.nextInt(-100, 101);
            }
        }
        return Weights.of(packed, Weights.DEFAULT_UNITS_PER_DISC);
    }

    @Test
    void theChosenStagesEvaluateAsTheMixAndTheOthersAsTheBase() {
        Weights a = random(1);
        Weights b = random(2);
        Weights mixed = WeightBlend.blend(a, b, 0.25, 7, 10);
        PatternEvaluator ea = new PatternEvaluator(a);
        PatternEvaluator eb = new PatternEvaluator(b);
        PatternEvaluator em = new PatternEvaluator(mixed);
        SplittableRandom random = new SplittableRandom(3);
        int inside = 0;
        for (int game = 0; game < 200; game++) {
            Board board = Board.start();
            while (!board.isGameOver()) {
                if (board.mustPass()) {
                    board = board.pass();
                    continue;
                }
                long p = board.player();
                long o = board.opponent();
                int stage = mixed.stageOf(board.emptyCount());
                int va = ea.evaluateFromScratch(p, o);
                int vm = em.evaluateFromScratch(p, o);
                if (stage >= 7 && stage <= 10) {
                    inside++;
                    double expected = 0.75 * va + 0.25 * eb.evaluateFromScratch(p, o);
                    // each of the 46 instances and the bias is rounded once: at most 47 half units
                    assertTrue(Math.abs(vm - expected) <= 47 * 0.5, vm + " against " + expected);
                } else {
                    assertEquals(va, vm, "stage " + stage + " is not blended");
                }
                long moves = board.legalMoves();
                for (int k = random.nextInt(Long.bitCount(moves)); k > 0; k--) {
                    moves &= moves - 1;
                }
                board = board.play(Long.numberOfTrailingZeros(moves));
            }
        }
        assertTrue(inside > 1000, "positions in the blended stages: " + inside);
    }

    @Test
    void aShareOfAHiddenLayerModelEvaluatesAsTheMix() {
        Weights a = random(7);
        SplittableRandom random = new SplittableRandom(8);
        int dims = 3;
        float[][] e = new float[15][HiddenLayer.ROWS * dims];
        float[][] bias = new float[15][dims];
        float[][] out = new float[15][dims];
        for (int s = 0; s < 15; s++) {
            for (int j = 0; j < e[s].length; j++) {
                e[s][j] = (float) (random.nextDouble() - 0.5);
            }
            for (int k = 0; k < dims; k++) {
                bias[s][k] = (float) random.nextDouble();
                out[s][k] = (float) (random.nextDouble() * 4 - 2);
            }
        }
        HiddenLayer model = HiddenLayer.of(random(9), dims, e, bias, out);
        HiddenLayer mixed = WeightBlend.blend(a, model, 0.3, 5, 11);
        PatternEvaluator ea = new PatternEvaluator(a);
        HiddenEvaluator em = new HiddenEvaluator(model);
        HiddenEvaluator mix = new HiddenEvaluator(mixed);
        int inside = 0;
        for (int n = 0; n < 2000; n++) {
            Board board = Board.start();
            for (int ply = random.nextInt(60); ply > 0 && !board.isGameOver(); ply--) {
                if (board.mustPass()) {
                    board = board.pass();
                    continue;
                }
                long moves = board.legalMoves();
                for (int k = random.nextInt(Long.bitCount(moves)); k > 0; k--) {
                    moves &= moves - 1;
                }
                board = board.play(Long.numberOfTrailingZeros(moves));
            }
            long p = board.player();
            long o = board.opponent();
            int stage = a.stageOf(board.emptyCount());
            int va = ea.evaluateFromScratch(p, o);
            int vm = mix.evaluateFromScratch(p, o);
            if (stage >= 5 && stage <= 11) {
                inside++;
                double expected = 0.7 * va + 0.3 * em.evaluateFromScratch(p, o);
                // the linear weights are rounded once each (47 half units), the layer's sum once more
                assertTrue(Math.abs(vm - expected) <= 48, vm + " against " + expected);
            } else {
                assertEquals(va, vm, "stage " + stage + " is not blended");
            }
        }
        assertTrue(inside > 500, "positions in the blended stages: " + inside);
    }

    @Test
    void aShareOfOneCopiesTheOtherStagesExactly() {
        Weights a = random(4);
        Weights b = random(5);
        Weights copied = WeightBlend.blend(a, b, 1.0, 9, 9);
        for (int s = 0; s < 15; s++) {
            assertArrayEquals((s == 9 ? b : a).packedStage(s), copied.packedStage(s), "stage " + s);
        }
    }

    @Test
    void refusesFilesThatDoNotMatchAndBadArguments() {
        Weights a = random(6);
        Weights other = Weights.zero(30);
        assertThrows(IllegalArgumentException.class, () -> WeightBlend.blend(a, other, 0.5, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> WeightBlend.blend(a, a, 1.5, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> WeightBlend.blend(a, a, 0.5, 3, 15));
        assertThrows(IllegalArgumentException.class, () -> WeightBlend.blend(a, a, Double.NaN, 0, 1));
    }
}
