package io.magpie.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.magpie.board.Bits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HiddenEvaluatorTest {
    private static final int DIMS = 5;
    private static final HiddenLayer MODEL = randomModel(3, TestWeights.random(7, 15), 0.4f);

    /** Random embeddings (in +-scale discs), biases and output weights for every stage. */
    static HiddenLayer randomModel(long seed, Weights linear, float scale) {
        return randomModel(seed, linear, scale, DIMS);
    }

    static HiddenLayer randomModel(long seed, Weights linear, float scale, int dims) {
        return randomModel(seed, linear, scale, dims, HiddenLayer.ALL_SHAPES);
    }

    static HiddenLayer randomModel(long seed, Weights linear, float scale, int dims, int shapeMask) {
        SplittableRandom random = new SplittableRandom(seed);
        int stages = linear.stages();
        float[][] e = new float[stages][HiddenLayer.ROWS * dims];
        float[][] b = new float[stages][dims];
        float[][] o = new float[stages][dims];
        for (int s = 0; s < stages; s++) {
            for (int j = 0; j < e[s].length; j++) {
                e[s][j] = (float) ((random.nextDouble() * 2 - 1) * scale);
            }
            for (int k = 0; k < dims; k++) {
                b[s][k] = (float) (random.nextDouble() * 2 - 1);
                o[s][k] = (float) ((random.nextDouble() * 2 - 1) * 3);
            }
        }
        return HiddenLayer.of(linear, dims, shapeMask, e, b, o);
    }

    /** The model's definition read square by square: packed pattern values with the side to move first. */
    private static int reference(HiddenLayer model, long player, long opponent) {
        int[] values = new int[Patterns.INSTANCES];
        Patterns.computeReference(player, opponent, values, 0);
        int empties = 64 - Long.bitCount(player | opponent);
        int stage = model.linear().stageOf(empties);
        short[] lin = model.linear().packedStage(stage);
        double linear = lin[Weights.BIAS];
        double[] h = new double[model.dims()];
        for (int k = 0; k < h.length; k++) {
            h[k] = model.bias[stage][k];
        }
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            int row = Patterns.packedPosition(i, values[i]);
            linear += lin[row];
            if ((model.shapeMask() >>> Patterns.shapeOf(i) & 1) == 0) {
                continue;
            }
            for (int k = 0; k < h.length; k++) {
                h[k] += model.embedding[stage][row * h.length + k];
            }
        }
        double hidden = 0;
        for (int k = 0; k < h.length; k++) {
            hidden += Math.max(0, h[k]) * model.out[stage][k];
        }
        long s = Math.round(linear * PatternEvaluator.UNITS_PER_DISC / model.linear().unitsPerDisc()
                + hidden * PatternEvaluator.UNITS_PER_DISC);
        return (int) Math.max(-PatternEvaluator.MAX_EVAL, Math.min(PatternEvaluator.MAX_EVAL, s));
    }

    /** Corners and edges feed the layer (8 of the 46 instances), the other shapes only the linear part. */
    private static final int CORNERS_AND_EDGES = 1 | 1 << 2;

    @Test
    void aLayerOnSomeShapesFollowsTheDefinition() {
        for (int dims : new int[] {5, 8, 16}) {
            HiddenLayer model = randomModel(12, MODEL.linear(), 0.4f, dims, CORNERS_AND_EDGES);
            HiddenEvaluator eval = new HiddenEvaluator(model);
            SplittableRandom random = new SplittableRandom(6);
            for (int n = 0; n < 300; n++) {
                long[] p = TestWeights.randomPosition(random, random.nextInt(61));
                int expected = reference(model, p[0], p[1]);
                assertTrue(Math.abs(expected - eval.evaluateFromScratch(p[0], p[1])) <= 1, dims + " units, position " + n);
            }
        }
    }

    @Test
    void fromScratchFollowsTheModelsDefinition() {
        HiddenEvaluator eval = new HiddenEvaluator(MODEL);
        SplittableRandom random = new SplittableRandom(5);
        int hiddenMatters = 0;
        for (int n = 0; n < 400; n++) {
            long[] p = TestWeights.randomPosition(random, random.nextInt(61));
            int expected = reference(MODEL, p[0], p[1]);
            // float sums in another order: at most a unit of rounding apart
            assertTrue(Math.abs(expected - eval.evaluateFromScratch(p[0], p[1])) <= 1, "position " + n);
            if (expected != new PatternEvaluator(MODEL.linear()).evaluateFromScratch(p[0], p[1])) {
                hiddenMatters++;
            }
        }
        // many random-weight evaluations clamp at 64 discs, where the layer cannot show
        assertTrue(hiddenMatters > 100, "the layer changed only " + hiddenMatters + " evaluations");
    }

    @Test
    void incrementalEqualsFromScratchOverRandomGames() {
        SplittableRandom random = new SplittableRandom(1);
        HiddenEvaluator inc = new HiddenEvaluator(MODEL);
        HiddenEvaluator ref = inc.forThread();
        int checked = 0;
        for (int game = 0; game < 100; game++) {
            // games from a random midgame root too, so that colour A is sometimes white
            long[] root = TestWeights.randomPosition(random, 60 - random.nextInt(20));
            long player = root[0];
            long opponent = root[1];
            inc.reset(player, opponent);
            int plies = 0;
            while (true) {
                assertEquals(ref.evaluateFromScratch(player, opponent), inc.evaluate(player, opponent));
                checked++;
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
                plies++;
            }
            // unwinding the stack returns to the root's evaluation
            for (int i = 0; i < plies; i++) {
                inc.pop();
            }
            assertEquals(ref.evaluateFromScratch(root[0], root[1]), inc.evaluate(root[0], root[1]));
        }
        assertTrue(checked > 2000);
    }

    @Test
    void theVectorSumIsTheScalarSum() {
        assumeTrue(Bits.SIMD, "this JVM has no 256-bit Vector API (run with --add-modules jdk.incubator.vector)");
        for (int dims : new int[] {8, 16, -8, -16}) {
            HiddenLayer model = dims > 0 ? randomModel(11, MODEL.linear(), 0.4f, dims)
                    : randomModel(11, MODEL.linear(), 0.4f, -dims, CORNERS_AND_EDGES);
            dims = Math.abs(dims);
            model.prepareVectors();
            SplittableRandom random = new SplittableRandom(dims);
            int[] f = new int[Patterns.INSTANCES];
            float[] acc = new float[dims];
            int nonZero = 0;
            for (int n = 0; n < 1000; n++) {
                long[] p = TestWeights.randomPosition(random, random.nextInt(61));
                PatternEvaluator.computeExpanded(p[0], p[1], f);
                boolean a = random.nextBoolean();
                int stage = random.nextInt(model.stages());
                float vector = model.evaluate(f, 0, a, stage, acc);
                float scalar = model.evaluateScalar(f, 0, a ? HiddenLayer.ROW_FOR_A : HiddenLayer.ROW_FOR_B, stage, acc);
                // the same sums in another order
                assertEquals(scalar, vector, 1e-4 * Math.max(1, Math.abs(scalar)), dims + " units, position " + n);
                nonZero += scalar != 0 ? 1 : 0;
            }
            assertTrue(nonZero > 900, dims + " units: " + nonZero);
        }
    }

    @Test
    void aLayerOfZerosIsTheLinearEvaluation() {
        HiddenLayer zero = randomModel(3, MODEL.linear(), 0f);
        float[][] noOut = new float[15][DIMS];
        HiddenLayer silent = HiddenLayer.of(zero.linear(), DIMS, zero.embedding, zero.bias, noOut);
        HiddenEvaluator hidden = new HiddenEvaluator(silent);
        PatternEvaluator linear = new PatternEvaluator(MODEL.linear());
        SplittableRandom random = new SplittableRandom(9);
        for (int n = 0; n < 200; n++) {
            long[] p = TestWeights.randomPosition(random, random.nextInt(61));
            assertEquals(linear.evaluateFromScratch(p[0], p[1]), hidden.evaluateFromScratch(p[0], p[1]));
        }
    }

    @Test
    void aFileReadsBackAsTheSameModel(@TempDir Path dir) throws IOException {
        Path some = dir.resolve("some.mph");
        randomModel(3, MODEL.linear(), 0.4f, DIMS, CORNERS_AND_EDGES).write(some);
        assertEquals(CORNERS_AND_EDGES, HiddenLayer.load(some).shapeMask());
        Path file = dir.resolve("m.mph");
        MODEL.write(file);
        HiddenEvaluator read = (HiddenEvaluator) Evaluators.byName(file.toString());
        HiddenEvaluator original = new HiddenEvaluator(MODEL);
        SplittableRandom random = new SplittableRandom(4);
        for (int n = 0; n < 200; n++) {
            long[] p = TestWeights.randomPosition(random, random.nextInt(61));
            assertEquals(original.evaluateFromScratch(p[0], p[1]), read.evaluate(p[0], p[1]));
        }
    }

    @Test
    void aFileOfTheFirstVersionReadsWithEveryShapeInTheLayer() throws IOException {
        HiddenLayer old = HiddenLayer.read(MODEL.toBytes(1), "v1");
        assertEquals(HiddenLayer.ALL_SHAPES, old.shapeMask());
        HiddenEvaluator a = new HiddenEvaluator(old);
        HiddenEvaluator b = new HiddenEvaluator(MODEL);
        SplittableRandom random = new SplittableRandom(13);
        for (int n = 0; n < 100; n++) {
            long[] p = TestWeights.randomPosition(random, random.nextInt(61));
            assertEquals(b.evaluateFromScratch(p[0], p[1]), a.evaluateFromScratch(p[0], p[1]));
        }
    }

    @Test
    void aDamagedOrMissingFileIsRefusedByName(@TempDir Path dir) throws IOException {
        byte[] bytes = MODEL.toBytes();
        Path truncated = dir.resolve("truncated.mph");
        Files.write(truncated, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        IOException e = assertThrows(IOException.class, () -> HiddenLayer.load(truncated));
        assertTrue(e.getMessage().startsWith(truncated.toString()), e.getMessage());

        byte[] flipped = bytes.clone();
        flipped[bytes.length - 6] ^= 0x55; // inside the gzip trailer's checksum
        Path damaged = dir.resolve("damaged.mph");
        Files.write(damaged, flipped);
        e = assertThrows(IOException.class, () -> HiddenLayer.load(damaged));
        assertTrue(e.getMessage().startsWith(damaged.toString()), e.getMessage());

        Path missing = dir.resolve("missing.mph");
        IllegalArgumentException m = assertThrows(IllegalArgumentException.class,
                () -> Evaluators.byName(missing.toString()));
        assertTrue(m.getMessage().contains(missing.toString()), m.getMessage());

        Path linear = dir.resolve("linear.mph");
        MODEL.linear().write(linear);
        e = assertThrows(IOException.class, () -> HiddenLayer.load(linear));
        assertTrue(e.getMessage().startsWith(linear.toString()), e.getMessage());
        assertNotEquals(0, bytes.length);
    }
}
