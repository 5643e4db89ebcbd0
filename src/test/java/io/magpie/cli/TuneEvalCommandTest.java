package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.eval.Weights;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.tune.Fitter;
import io.magpie.tune.PositionFile;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The training pipeline end to end through the command line, on a few random games. */
class TuneEvalCommandTest {
    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

    private int run(String... args) {
        outBytes.reset();
        errBytes.reset();
        return Main.run(args, new PrintStream(outBytes, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return outBytes.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    private static Path randomGames(Path dir, int count) throws Exception {
        SplittableRandom random = new SplittableRandom(8);
        StringBuilder text = new StringBuilder();
        for (int g = 0; g < count; g++) {
            Game game = new Game();
            while (!game.isOver()) {
                Board b = game.board();
                long moves = b.legalMoves();
                if (moves == 0) {
                    game.play(Square.PASS);
                    continue;
                }
                int k = random.nextInt(Long.bitCount(moves));
                for (int i = 0; i < k; i++) {
                    moves &= moves - 1;
                }
                game.play(Long.numberOfTrailingZeros(moves));
            }
            text.append(Ggf.format(GgfGame.of(game, Map.of("GM", "Othello", "PB", "a", "PW", "b")))).append('\n');
        }
        Path file = dir.resolve("games.ggf");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void positionsLabelPropagateFitTestAndEvalRunInTurn(@TempDir Path dir) throws Exception {
        Path games = randomGames(dir, 40);
        String positions = dir.resolve("pos.mgpd").toString();
        String labelled = dir.resolve("lab.mgpd").toString();
        String propagated = dir.resolve("prop.mgpd").toString();
        String weights = dir.resolve("w.mpw").toString();

        assertEquals(0, run("tune", "positions", "--out", positions, games.toString()), err());
        long n = PositionFile.count(Path.of(positions));
        assertTrue(n > 40 * 40, "positions written: " + n);
        assertEquals(0, run("tune", "label", "--min-empties", "0", "--max-empties", "8", "--threads", "1",
                positions, labelled), err());
        assertEquals(n, PositionFile.count(Path.of(labelled)));
        assertEquals(0, run("tune", "propagate", labelled, propagated), err());
        assertEquals(0, run("tune", "fit", "--stages", "2", "--epochs", "5", "--out", weights, propagated), err());
        assertEquals(2, Weights.load(Path.of(weights)).stages());
        assertTrue(out().contains("valid-MAE"), out());

        assertEquals(0, run("tune", "test", weights, labelled), err());
        assertTrue(out().lines().anyMatch(l -> l.trim().startsWith("all ")), out());
        assertEquals(0, run("eval", "---------------------------OX------XO--------------------------- X",
                "--weights", weights), err());
    }

    @Test
    void fitErrorsNameWhatIsWrong(@TempDir Path dir) throws Exception {
        Path games = randomGames(dir, 3);
        String positions = dir.resolve("pos.mgpd").toString();
        assertEquals(0, run("tune", "positions", "--out", positions, games.toString()), err());

        String missing = dir.resolve("missing.mgpd").toString();
        assertEquals(1, run("tune", "fit", "--out", dir.resolve("a.mpw").toString(), missing));
        assertTrue(err().contains(missing), err());

        assertEquals(2, run("tune", "fit", positions));
        assertTrue(err().contains("--out"), err());

        Path target = dir.resolve("b.mpw");
        Weights.zero(2).write(Fitter.partialOf(target));
        assertEquals(1, run("tune", "fit", "--resume", "--stages", "3", "--epochs", "2", "--out", target.toString(),
                positions));
        assertTrue(err().contains(Fitter.partialOf(target).toString()), err());
    }
}
