package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
    /** WTH_2015.wtb game 1: 60 moves and 2 passes, White wins 49-15. */
    static final String GAME = "f5d6c4d3c3f4f6f3e6e7f7c5e3e2b6g4g5c6f8d7c8e8d8c7b5h6h3h5e1g6g3f2f1a6b8a4b7"
            + "b4a3b3a5a2h4h2g7d2d1h8c2b2g8a8a1a7pah7pag2g1h1c1b1";

    @TempDir
    Path dir;

    private final CapturedRun run = new CapturedRun();

    @Test
    void analysesATypedGameIntoATableAndFiles() throws Exception {
        Path ggf = dir.resolve("out.ggf");
        Path graph = dir.resolve("graph.png");
        Path html = dir.resolve("report.html");
        int status = run.run("analyze", "--moves", GAME, "--depth", "2", "--exact-from", "10", "--threads", "1",
                "--hash", "8", "--no-book", "--ggf", ggf.toString(), "--graph", graph.toString(), "--html",
                html.toString());
        assertEquals(0, status, run.err());
        assertTrue(run.out().contains(" 60  White  b1"), run.out());
        assertTrue(run.out().contains("result -34.00"), run.out());
        GgfGame annotated = Ggf.parse(Files.readString(ggf));
        assertEquals(62, annotated.moves().size()); // 60 moves and 2 passes
        assertTrue(annotated.notes().get(0).eval().isPresent());
        assertEquals(34.0, annotated.notes().get(61).eval().getAsDouble()); // White's last move, exact
        assertEquals(1600, ImageIO.read(graph.toFile()).getWidth());
        assertTrue(Files.readString(html).contains("<svg id='graph'"));
    }

    @Test
    void jsonAndTsvForScripts() {
        assertEquals(0, run.run("analyze", "--moves", "f5d6c3", "--depth", "2", "--threads", "1", "--hash", "8",
                "--no-book", "--json"));
        assertTrue(run.out().startsWith("{") && run.out().contains("\"moves\": ["), run.out());
        assertEquals(0, run.run("analyze", "--moves", "f5d6c3", "--depth", "2", "--threads", "1", "--hash", "8",
                "--no-book", "--tsv"));
        assertEquals(4, run.out().lines().count(), run.out());
    }

    @Test
    void badInputIsReportedWithItsName() throws Exception {
        assertEquals(2, run.run("analyze", "--moves", "f5f5"));
        assertTrue(run.err().contains("--moves"), run.err());
        assertEquals(1, run.run("analyze", dir.resolve("missing.ggf").toString()));
        assertTrue(run.err().contains("missing.ggf"), run.err());
        Path games = dir.resolve("games.txt");
        Files.writeString(games, "# two games\nf5d6\nf5f6\n");
        assertEquals(1, run.run("analyze", games.toString(), "--game", "3"));
        assertTrue(run.err().contains("no game 3 (the file holds 2)"), run.err());
        assertEquals(2, run.run("analyze", "--moves", "f5", "--graph", "graph.jpg"));
        assertEquals(2, run.run("analyze", games.toString(), "--html", "x.html"));
        assertTrue(run.err().contains("2 games"), run.err());
        assertEquals(2, run.run("analyze"));
    }

    @Test
    void showDrawsAnImage() throws Exception {
        Path svg = dir.resolve("board.svg");
        assertEquals(0, run.run("show", "--moves", "f5d6c3", "--image", svg.toString()));
        assertTrue(Files.readString(svg).contains("<svg"));
        assertEquals(2, run.run("show", "--image", "board.gif"));
    }
}
