package io.magpie.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayJobTest {
    @TempDir
    Path dir;

    /** game, opening, moves, solved_from, score: the columns that must not depend on the partitioning. */
    private static List<String> games(Path tsv) throws Exception {
        List<String> games = new ArrayList<>();
        for (String line : Files.readAllLines(tsv).subList(1, Files.readAllLines(tsv).size())) {
            String[] f = line.split("\t");
            games.add(String.join("\t", f[0], f[1], f[2], f[3], f[4]));
        }
        return games;
    }

    @Test
    void gamesAreCompleteLegalAndTheSameWhateverThePartitions() throws Exception {
        Path openings = dir.resolve("openings.txt");
        Files.write(openings, List.of("# two openings", "f5d6c3d3", "f5f6e6f4", "zz"));
        // One Spark job (a job's start costs more than these games); the same games played here, one
        // at a time in one thread, are what any partitioning must give.
        Path a = dir.resolve("a");
        Object[] r = TestPositions.run("selfplay", "--master", "local[2]", "--openings", openings.toString(),
                "--games", "4", "--depth", "1", "--solve-empties", "8", "--hash", "4", "--chunk", "1", "--out",
                a.toString());
        assertEquals(0, r[0], (String) r[1]);
        List<String> games = games(a.resolve("selfplay.tsv"));
        SelfPlayJob.Settings settings = new SelfPlayJob.Settings(List.of("f5d6c3d3", "f5f6e6f4"), 1, 8, 4);
        List<String> alone = new ArrayList<>();
        for (int g = 3; g >= 0; g--) { // backwards: a game must not depend on the ones before it
            String[] f = SelfPlayJob.play(g, settings).split("\t");
            alone.add(0, String.join("\t", f[0], f[1], f[2], f[3], f[4]));
        }
        assertEquals(alone, games);
        assertEquals(4, games.size());
        for (String game : games) {
            String[] f = game.split("\t");
            Board board = Board.start();
            for (int i = 0; i < f[2].length(); i += 2) {
                if (board.mustPass()) {
                    board = board.pass();
                }
                board = board.play(Square.tryParse(f[2].substring(i, i + 2)));
            }
            assertEquals(true, board.isGameOver(), game);
            assertEquals(Integer.parseInt(f[4]), board.finalScoreForBlack(), game);
            assertEquals(8, Integer.parseInt(f[3]), game);
        }
    }
}
