package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.eval.Evaluator;
import io.magpie.eval.HiddenEvaluator;
import io.magpie.eval.HiddenLayer;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Weights;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HiddenFitterTest {
    private static final int GAMES = 1500;
    private static final int STAGES = 3;

    private static Path dir;
    private static Path data;
    private static List<TrainingPosition> positions;

    /**
     * Positions of random games labelled with the absolute disc difference: a sum over squares passed
     * through |.|, which the linear pattern sum cannot represent and two ReLU units can
     * (|z| = max(0, z) + max(0, -z)).
     */
    @BeforeAll
    static void writeData(@TempDir Path tmp) throws IOException {
        dir = tmp;
        data = tmp.resolve("absolute.mgpd");
        positions = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(11);
        for (int g = 0; g < GAMES; g++) {
            Board b = Board.start();
            while (!b.isGameOver()) {
                if (b.mustPass()) {
                    b = b.pass();
                    continue;
                }
                int diff = Math.abs(Long.bitCount(b.player()) - Long.bitCount(b.opponent()));
                positions.add(new TrainingPosition(b.player(), b.opponent(), g, diff, TrainingPosition.EXACT));
                long moves = b.legalMoves();
                int k = random.nextInt(Long.bitCount(moves));
                for (int i = 0; i < k; i++) {
                    moves &= moves - 1;
                }
                b = b.play(Long.numberOfTrailingZeros(moves));
            }
        }
        try (PositionFile.Writer w = PositionFile.create(data)) {
            for (TrainingPosition p : positions) {
                w.write(p);
            }
        }
    }

    private static PrintStream quiet() {
        return new PrintStream(OutputStream.nullOutputStream());
    }

    /** Mean absolute error (discs) on the held-out games, game % 10 == 0. */
    private static double heldOutError(Evaluator eval) {
        double sum = 0;
        int n = 0;
        for (TrainingPosition p : positions) {
            if (p.game() % 10 == 0) {
                sum += Math.abs(eval.evaluate(p.player(), p.opponent()) / (double) PatternEvaluator.UNITS_PER_DISC
                        - p.label());
                n++;
            }
        }
        return sum / n;
    }

    @Test
    void theLayerLearnsWhatTheLinearSumCannot() throws IOException {
        // stages, epochs, rate, lambda, min-count, validation, threads, only-stage, overlap
        Weights linear = new Fitter(new Fitter.Config(STAGES, 300, 0.3, 0.1, 1, 10, 1, -1, 0), quiet(), quiet())
                .fit(new Path[] {data}, null, dir.resolve("linear.mpw"));
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        HiddenFitter.Config c = new HiddenFitter.Config(STAGES, 20, 0.01, 2, 3, 10, 2, 0, 4, 64, 1);
        HiddenLayer model = new HiddenFitter(c, new PrintStream(table, true, StandardCharsets.UTF_8), quiet())
                .fit(new Path[] {data}, linear, dir.resolve("hidden.mph"));
        double linearError = heldOutError(new PatternEvaluator(linear));
        double hiddenError = heldOutError(new HiddenEvaluator(model));
        assertTrue(hiddenError < 0.8 * linearError, "hidden " + hiddenError + " against linear " + linearError);
        // the model written is the model returned, and the table has a line per stage
        HiddenLayer read = HiddenLayer.load(dir.resolve("hidden.mph"));
        assertEquals(hiddenError, heldOutError(new HiddenEvaluator(read)));
        assertEquals(STAGES + 1, table.toString(StandardCharsets.UTF_8).strip().split("\n").length);
    }

    @Test
    void aFrozenBaseIsKeptAsItIs() throws IOException {
        Weights base = new Fitter(new Fitter.Config(STAGES, 20, 0.3, 0.1, 1, 10, 1, -1, 0), quiet(), quiet())
                .fit(new Path[] {data}, null, dir.resolve("base.mpw"));
        HiddenFitter.Config c = new HiddenFitter.Config(STAGES, 3, 0.01, 2, 3, 10, 2, 0, 4, 64, 1, true, HiddenLayer.ALL_SHAPES);
        HiddenLayer model = new HiddenFitter(c, quiet(), quiet()).fit(new Path[] {data}, base, dir.resolve("f.mph"));
        for (int s = 0; s < STAGES; s++) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(base.packedStage(s), model.linear().packedStage(s));
        }
        HiddenLayer free = new HiddenFitter(new HiddenFitter.Config(STAGES, 3, 0.01, 2, 3, 10, 2, 0, 4, 64, 1),
                quiet(), quiet()).fit(new Path[] {data}, base, dir.resolve("g.mph"));
        assertTrue(!java.util.Arrays.equals(base.packedStage(1), free.linear().packedStage(1)), "unfrozen: it learns");
    }

    @Test
    void aLayerOnSomeShapesLearnsToo() throws IOException {
        Weights linear = new Fitter(new Fitter.Config(STAGES, 300, 0.3, 0.1, 1, 10, 1, -1, 0), quiet(), quiet())
                .fit(new Path[] {data}, null, dir.resolve("linear2.mpw"));
        int corners = 1; // corner3x3: 4 of the 46 instances
        HiddenFitter.Config c = new HiddenFitter.Config(STAGES, 20, 0.01, 2, 3, 10, 2, 0, 4, 64, 1, false, corners);
        HiddenLayer model = new HiddenFitter(c, quiet(), quiet()).fit(new Path[] {data}, linear, dir.resolve("c.mph"));
        assertEquals(corners, model.shapeMask());
        assertEquals(corners, HiddenLayer.load(dir.resolve("c.mph")).shapeMask());
        assertTrue(heldOutError(new HiddenEvaluator(model)) < heldOutError(new PatternEvaluator(linear)));
    }

    @Test
    void anInterruptedFitResumesWithTheStagesItHadFitted() throws IOException {
        HiddenFitter.Config c = new HiddenFitter.Config(STAGES, 2, 0.01, 2, 3, 10, 2, 0, 3, 64, 5);
        HiddenLayer first = new HiddenFitter(c, quiet(), quiet()).fit(new Path[] {data}, null, dir.resolve("r1.mph"));
        // the checkpoint of a fit stopped after stage 1: stage 1 of the first fit, the others silent
        float[][] e = new float[STAGES][HiddenLayer.ROWS * 3];
        float[][] b = new float[STAGES][3];
        float[][] o = new float[STAGES][3];
        short[][] lin = new short[STAGES][Weights.STAGE_SIZE];
        e[1] = first.embeddingOf(1);
        b[1] = first.biasOf(1);
        o[1] = first.outOf(1);
        lin[1] = first.linear().packedStage(1);
        Path target = dir.resolve("r2.mph");
        HiddenLayer.of(Weights.of(lin, Weights.DEFAULT_UNITS_PER_DISC), 3, HiddenLayer.ALL_SHAPES, e, b, o)
                .write(Fitter.partialOf(target));
        HiddenFitter.Config other = new HiddenFitter.Config(STAGES, 2, 0.01, 2, 3, 10, 2, 0, 3, 64, 6);
        HiddenLayer resumed = new HiddenFitter(other, quiet(), quiet()).fit(new Path[] {data}, null, target, true);
        org.junit.jupiter.api.Assertions.assertArrayEquals(first.outOf(1), resumed.outOf(1));
        org.junit.jupiter.api.Assertions.assertArrayEquals(first.embeddingOf(1), resumed.embeddingOf(1));
        org.junit.jupiter.api.Assertions.assertArrayEquals(first.linear().packedStage(1), resumed.linear().packedStage(1));
        // the other stages were fitted again, with the other seed
        assertTrue(!java.util.Arrays.equals(first.outOf(0), resumed.outOf(0)));
        assertTrue(!java.nio.file.Files.exists(Fitter.partialOf(target)), "the checkpoint is removed at the end");
        // and a fit that is not resumed leaves its checkpoint only while it runs
        assertTrue(!java.nio.file.Files.exists(Fitter.partialOf(dir.resolve("r1.mph"))));
    }

    @Test
    void theSameSeedFitsTheSameModel() throws IOException {
        HiddenFitter.Config c = new HiddenFitter.Config(STAGES, 3, 0.01, 0.1, 1, 10, 2, 0, 3, 64, 5);
        HiddenLayer a = new HiddenFitter(c, quiet(), quiet()).fit(new Path[] {data}, null, dir.resolve("a.mph"));
        HiddenLayer b = new HiddenFitter(c, quiet(), quiet()).fit(new Path[] {data}, null, dir.resolve("b.mph"));
        assertEquals(heldOutError(new HiddenEvaluator(a)), heldOutError(new HiddenEvaluator(b)));
    }
}
