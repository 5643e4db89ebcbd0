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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The training pipeline end to end through the command line, on a few random games. */
class TuneCommandTest {
    private final CapturedRun cli = new CapturedRun();

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

        assertEquals(0, cli.run("tune", "positions", "--out", positions, games.toString()), cli.err());
        long n = PositionFile.count(Path.of(positions));
        assertTrue(n > 40 * 40, "positions written: " + n);
        assertEquals(0, cli.run("tune", "label", "--min-empties", "0", "--max-empties", "8", "--threads", "1",
                positions, labelled), cli.err());
        assertEquals(n, PositionFile.count(Path.of(labelled)));
        assertEquals(0, cli.run("tune", "propagate", labelled, propagated), cli.err());
        String between = dir.resolve("between.mgpd").toString();
        assertEquals(0, cli.run("tune", "propagate", "--between", labelled, between), cli.err());
        assertTrue(cli.err().contains("exact labels"), cli.err());
        assertEquals(n, PositionFile.count(Path.of(between)));
        assertEquals(2, cli.run("tune", "propagate", "--between", labelled));
        assertEquals(2, cli.run("tune", "propagate", "--other", labelled, between));
        assertEquals(0, cli.run("tune", "fit", "--stages", "2", "--epochs", "5", "--out", weights, propagated), cli.err());
        assertEquals(2, Weights.load(Path.of(weights)).stages());
        assertTrue(cli.out().contains("valid-MAE"), cli.out());

        assertEquals(0, cli.run("tune", "test", weights, labelled), cli.err());
        assertTrue(cli.out().lines().anyMatch(l -> l.trim().startsWith("all ")), cli.out());
        assertEquals(0, cli.run("eval", "---------------------------OX------XO--------------------------- X",
                "--weights", weights), cli.err());
    }

    @Test
    void fitErrorsNameWhatIsWrong(@TempDir Path dir) throws Exception {
        Path games = randomGames(dir, 3);
        String positions = dir.resolve("pos.mgpd").toString();
        assertEquals(0, cli.run("tune", "positions", "--out", positions, games.toString()), cli.err());

        String missing = dir.resolve("missing.mgpd").toString();
        assertEquals(1, cli.run("tune", "fit", "--out", dir.resolve("a.mpw").toString(), missing));
        assertTrue(cli.err().contains(missing), cli.err());

        assertEquals(2, cli.run("tune", "fit", positions));
        assertTrue(cli.err().contains("--out"), cli.err());

        Path target = dir.resolve("b.mpw");
        Weights.zero(2).write(Fitter.partialOf(target));
        assertEquals(1, cli.run("tune", "fit", "--resume", "--stages", "3", "--epochs", "2", "--out", target.toString(),
                positions));
        assertTrue(cli.err().contains(Fitter.partialOf(target).toString()), cli.err());
    }
}
