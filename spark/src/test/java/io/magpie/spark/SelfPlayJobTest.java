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
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Object[] r = TestPositions.run("selfplay", "--master", "local[2]", "--openings", openings.toString(),
                "--games", "4", "--depth", "1", "--solve-empties", "8", "--hash", "4", "--chunk", "1", "--out",
                a.toString());
        assertEquals(0, r[0], (String) r[1]);
        r = TestPositions.run("selfplay", "--master", "local[1]", "--openings", openings.toString(), "--games", "4",
                "--depth", "1", "--solve-empties", "8", "--hash", "4", "--chunk", "3", "--out", b.toString());
        assertEquals(0, r[0], (String) r[1]);
        List<String> games = games(a.resolve("selfplay.tsv"));
        assertEquals(games, games(b.resolve("selfplay.tsv")));
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
