package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Weights;
import io.magpie.format.BoardText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalCommandTest {
    private static final String POSITION = "------------------X--------XX------OXX-----O-------------------- O";
    private final CapturedRun cli = new CapturedRun();

    /** Weights with a few random non-zero entries per stage. */
    private static Path randomWeights(Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(3);
        short[][] packed = new short[15][Weights.STAGE_SIZE];
        for (short[] stage : packed) {
            for (int j = 0; j < stage.length; j++) {
                stage[j] = (short) random.nextInt(-300, 301);
            }
        }
        Path file = dir.resolve("w.mpw");
        Weights.of(packed, 100).write(file);
        return file;
    }

    @Test
    void firstNumberIsTheEvaluationForTheSideToMove(@TempDir Path dir) throws Exception {
        Path file = randomWeights(dir);
        assertEquals(0, cli.run("eval", POSITION, "--weights", file.toString()));
        Board board = BoardText.parse(POSITION);
        int expected = new PatternEvaluator(Weights.load(file)).evaluateFromScratch(board.player(), board.opponent());
        String first = cli.out().split("[ \n]")[0];
        assertEquals(String.format(Locale.ROOT, "%.2f", expected / 100.0), first);
    }

    @Test
    void detailListsEveryInstanceAndSumsToTheTotal(@TempDir Path dir) throws Exception {
        Path file = randomWeights(dir);
        assertEquals(0, cli.run("eval", POSITION, "--detail", "--weights", file.toString()));
        String[] lines = cli.out().split("\n");
        double total = Double.parseDouble(lines[0].split(" ")[0]);
        double sum = 0;
        int instances = 0;
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].equals("per shape:")) {
                break;
            }
            String[] words = lines[i].trim().split(" +");
            sum += Double.parseDouble(words[words.length - 1]);
            instances++;
        }
        assertEquals(46, instances);
        String biasLine = lines[lines.length - 1].trim();
        assertTrue(biasLine.startsWith("bias"), biasLine);
        sum += Double.parseDouble(biasLine.split(" +")[1]);
        assertEquals(total, sum, 1e-6);
    }

    @Test
    void simpleEvaluationIsAvailableForComparison() {
        assertEquals(0, cli.run("eval", POSITION, "--eval", "simple"));
        Board board = BoardText.parse(POSITION);
        int expected = new io.magpie.eval.SimpleEvaluator().evaluate(board.player(), board.opponent());
        assertEquals(String.format(Locale.ROOT, "%.2f", expected / 100.0), cli.out().split(" ")[0]);
        assertTrue(cli.out().contains("simple evaluation"));
    }

    @Test
    void evalTakesTheEvaluationNamesOfTheOtherCommands(@TempDir Path dir) throws Exception {
        Board board = BoardText.parse(POSITION);
        assertEquals(0, cli.run("eval", POSITION, "--eval", "ordering"));
        int ordering = new PatternEvaluator(Weights.loadResource(Weights.ORDERING_RESOURCE))
                .evaluateFromScratch(board.player(), board.opponent());
        assertEquals(String.format(Locale.ROOT, "%.2f", ordering / (double) PatternEvaluator.UNITS_PER_DISC),
                cli.out().split(" ")[0]);

        Path file = dir.resolve("w.mpw");
        try (var in = Weights.class.getResourceAsStream(Weights.ORDERING_RESOURCE)) {
            Files.copy(in, file);
        }
        assertEquals(0, cli.run("eval", POSITION, "--eval", file.toString()));
        assertEquals(String.format(Locale.ROOT, "%.2f", ordering / (double) PatternEvaluator.UNITS_PER_DISC),
                cli.out().split(" ")[0]);
        assertEquals(2, cli.run("eval", POSITION, "--eval", "ordering", "--weights", file.toString()));
        assertEquals(1, cli.run("eval", POSITION, "--eval", dir.resolve("missing.mpw").toString()));
        assertTrue(cli.err().contains("missing.mpw"), cli.err());
    }

    @Test
    void badInputIsAUsageErrorAndADamagedFileARuntimeError(@TempDir Path dir) throws Exception {
        assertEquals(2, cli.run("eval", "not a board"));
        assertEquals(2, cli.run("eval"));
        assertEquals(2, cli.run("eval", POSITION, "--eval", "other"));
        Path bad = dir.resolve("bad.mpw");
        Files.write(bad, new byte[] {1, 2, 3});
        assertEquals(1, cli.run("eval", POSITION, "--weights", bad.toString()));
        assertTrue(cli.err().contains("bad.mpw"), cli.err());
    }
}
