package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Weights;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FitterTest {
    private static final int GAMES = 400;
    private static final int STAGES = 3;

    private static Path dir;
    private static Path data;
    private static List<TrainingPosition> positions;

    /**
     * Positions of random games labelled with the disc difference for the side to move: a target that
     * the patterns can represent exactly (it is a sum over squares, each covered by some pattern).
     */
    @BeforeAll
    static void writeData(@TempDir Path tmp) throws IOException {
        dir = tmp;
        data = tmp.resolve("discs.mgpd");
        positions = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(11);
        for (int g = 0; g < GAMES; g++) {
            Board b = Board.start();
            while (!b.isGameOver()) {
                if (b.mustPass()) {
                    b = b.pass();
                    continue;
                }
                int diff = Long.bitCount(b.player()) - Long.bitCount(b.opponent());
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

    private static Fitter fitter(ByteArrayOutputStream out, PrintStream progress) {
        // stages, epochs, rate, lambda, min-count, validation, threads, only-stage, overlap
        Fitter.Config c = new Fitter.Config(STAGES, 300, 0.3, 0.1, 1, 10, 1, -1, 0);
        return new Fitter(c, new PrintStream(out, true, StandardCharsets.UTF_8), progress);
    }

    private static PrintStream quiet() {
        return new PrintStream(OutputStream.nullOutputStream());
    }

    /** Mean absolute error on the held-out games (game % 10 == 0), of the weights and of predicting 0. */
    private static double[] heldOutError(Weights w) {
        PatternEvaluator eval = new PatternEvaluator(w);
        double err = 0;
        double zero = 0;
        int n = 0;
        for (TrainingPosition p : positions) {
            if (p.game() % 10 != 0) {
                continue;
            }
            double discs = eval.evaluateFromScratch(p.player(), p.opponent()) / (double) PatternEvaluator.UNITS_PER_DISC;
            err += Math.abs(discs - p.label());
            zero += Math.abs(p.label());
            n++;
        }
        return new double[] {err / n, zero / n};
    }

    @Test
    void learnsARepresentableTargetOnGamesItNeverSaw() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Path target = dir.resolve("learn.mpw");
        Weights w = fitter(out, quiet()).fit(new Path[] {data}, data, target);

        double[] e = heldOutError(w);
        assertTrue(e[1] > 4, "the target is not trivial: predicting 0 misses by " + e[1]);
        assertTrue(e[0] < 0.3 * e[1], "held-out error " + e[0] + " against " + e[1] + " for predicting 0");
        assertEquals(w.stages(), Weights.load(target).stages());
        assertFalse(Files.exists(Fitter.partialOf(target)), "the checkpoint is removed once the fit is written");
        String text = out.toString(StandardCharsets.UTF_8);
        for (int s = 0; s < STAGES; s++) {
            String row = "\\s+" + s + "\\s+\\d+-\\d+\\s+\\d+\\s+\\d+\\s+.*";
            assertTrue(text.lines().anyMatch(l -> l.matches(row)), "a result line for stage " + s + " in:\n" + text);
        }
        assertTrue(text.contains("error against exact labels in"), text);
    }

    @Test
    void savesEachStageAsItIsFitted() throws IOException {
        Path target = dir.resolve("checkpoint.mpw");
        Path partial = Fitter.partialOf(target);
        List<Weights> seen = new ArrayList<>();
        // the progress line of a stage is printed after its checkpoint is saved
        PrintStream spy = new PrintStream(new OutputStream() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public void write(int b) {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                text.append(new String(b, off, len, StandardCharsets.UTF_8));
                if (seen.isEmpty() && text.indexOf("stage 0 fitted") >= 0) {
                    try {
                        seen.add(Weights.load(partial));
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }, true, StandardCharsets.UTF_8);
        fitter(new ByteArrayOutputStream(), spy).fit(new Path[] {data}, null, target);

        assertEquals(1, seen.size());
        Weights atStage0 = seen.get(0);
        Weights done = Weights.load(target);
        assertTrue(java.util.Arrays.equals(done.packedStage(0), atStage0.packedStage(0)));
        assertTrue(isZero(atStage0.packedStage(1)) && isZero(atStage0.packedStage(2)), "later stages not yet fitted");
    }

    @Test
    void resumeKeepsTheStagesOfTheCheckpointAndFitsTheOthers() throws IOException {
        Path target = dir.resolve("resume.mpw");
        Path partial = Fitter.partialOf(target);
        short[][] packed = new short[STAGES][Weights.STAGE_SIZE];
        packed[1][Weights.BIAS] = 1234;
        Weights.of(packed, Weights.DEFAULT_UNITS_PER_DISC).write(partial);

        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        Weights resumed = fitter(new ByteArrayOutputStream(), new PrintStream(progress, true, StandardCharsets.UTF_8))
                .fit(new Path[] {data}, null, target, true);
        assertTrue(java.util.Arrays.equals(packed[1], resumed.packedStage(1)), "stage 1 kept as saved");
        assertFalse(isZero(resumed.packedStage(0)));
        assertFalse(isZero(resumed.packedStage(2)));
        assertTrue(progress.toString(StandardCharsets.UTF_8).contains("stages kept: 1"), progress.toString());
        assertFalse(Files.exists(partial));

        // without --resume the checkpoint is not used
        Weights.of(packed, Weights.DEFAULT_UNITS_PER_DISC).write(partial);
        Weights fresh = fitter(new ByteArrayOutputStream(), quiet()).fit(new Path[] {data}, null, target, false);
        assertNotEquals(1234, fresh.packedStage(1)[Weights.BIAS]);
        assertTrue(java.util.Arrays.equals(resumed.packedStage(0), fresh.packedStage(0)), "the fit is deterministic");
    }

    @Test
    void aCheckpointWithAnotherStageCountIsRefusedByName() throws IOException {
        Path target = dir.resolve("other.mpw");
        Path partial = Fitter.partialOf(target);
        Weights.of(new short[STAGES + 1][Weights.STAGE_SIZE], Weights.DEFAULT_UNITS_PER_DISC).write(partial);
        IOException e = assertThrows(IOException.class,
                () -> fitter(new ByteArrayOutputStream(), quiet()).fit(new Path[] {data}, null, target, true));
        assertTrue(e.getMessage().contains(partial.toString()), e.getMessage());
        assertTrue(Files.exists(partial), "the refused checkpoint is left as it was");
    }

    private static boolean isZero(short[] p) {
        return java.util.Arrays.equals(p, new short[p.length]);
    }
}
