package io.magpie.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.analysis.GameAnalysis;
import io.magpie.analysis.GameAnalyzer;
import io.magpie.analysis.Method;
import io.magpie.analysis.MoveAnalysis;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.Transcript;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Renders the HTML report in a real browser: headless Chromium (Debian's {@code chromium}, which
 * .ci/run installs) takes a screenshot, in the light and the dark colour scheme, at a desktop's
 * and at a phone's width, and the graph and the diagrams must be in it, with no console message.
 * Skipped, with a message, where no Chromium is installed.
 */
class ChromiumReportTest {
    /** WTH_2015.wtb game 1: 60 moves and 2 passes. */
    private static final String GAME = "f5d6c4d3c3f4f6f3e6e7f7c5e3e2b6g4g5c6f8d7c8e8d8c7b5h6h3h5e1g6g3f2f1a6b8a4b7"
            + "b4a3b3a5a2h4h2g7d2d1h8c2b2g8a8a1a7pah7pag2g1h1c1b1";
    /** The moves that lose discs in {@link #game()}: two mistakes and a blunder, so three diagrams. */
    private static final int[] LOSING = {9, 14, 30};

    @TempDir
    Path dir;

    private static String chromium() {
        for (String name : new String[] {"chromium", "chromium-browser", "google-chrome"}) {
            for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (!folder.isEmpty() && Files.isExecutable(Path.of(folder, name))) {
                    return Path.of(folder, name).toString();
                }
            }
        }
        return null;
    }

    /**
     * A made-up analysis of a whole game, so that the graph's line crosses the plot: the value for
     * Black swings between -12 and +12, and three moves lose 3, 4 and 8 discs.
     */
    static GameAnalysis game() {
        Game game = Transcript.parse(GAME);
        List<MoveAnalysis> rows = new ArrayList<>();
        int number = 0;
        for (int ply = 0; ply < game.moves().size(); ply++) {
            int move = game.moves().get(ply);
            if (move == Square.PASS) {
                continue;
            }
            number++;
            boolean black = game.boardAt(ply).blackToMove();
            double forBlack = Math.round(12 * Math.sin(number / 6.0) * 4) / 4.0;
            double played = black ? forBlack : -forBlack;
            double loss = number == LOSING[0] ? 3 : number == LOSING[1] ? 4 : number == LOSING[2] ? 8 : 0;
            int empties = 60 - number + 1;
            rows.add(new MoveAnalysis(ply, number, black, empties, move, played, List.of(move), played + loss,
                    empties <= 20 ? Method.EXACT : Method.search(14, 73)));
        }
        return new GameAnalysis(game, rows, true, new GameAnalyzer.Settings(14, 20, 0));
    }

    @ParameterizedTest(name = "{0} scheme, {1} x {2}")
    @CsvSource({"light, 800, 1400", "dark, 800, 1400", "light, 390, 2400", "dark, 390, 2400"})
    void theReportRendersWithItsGraphAndDiagrams(String scheme, int width, int height) throws Exception {
        String browser = chromium();
        if (browser == null) {
            System.err.println("ChromiumReportTest: SKIPPED, no chromium on the PATH (apt-get install chromium)");
        }
        Assumptions.assumeTrue(browser != null, "no chromium on the PATH: the browser check is skipped");
        boolean dark = scheme.equals("dark");
        Path html = dir.resolve("report.html");
        Files.writeString(html, HtmlReport.page(game(), "A whole game"), StandardCharsets.UTF_8);
        Path shot = dir.resolve("shot.png");
        List<String> command = new ArrayList<>(List.of(browser, "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--force-color-profile=srgb",
                "--user-data-dir=" + dir.resolve("profile"), "--enable-logging=stderr", "--v=0",
                // prefers-color-scheme: Blink's setting (0 dark, 1 light); the flag for older builds
                "--blink-settings=preferredColorScheme=" + (dark ? 0 : 1),
                "--window-size=" + width + "," + height, "--screenshot=" + shot));
        if (dark) {
            command.add("--force-dark-mode");
        }
        command.add(html.toUri().toString());
        Path log = dir.resolve("chromium.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean done = process.waitFor(120, TimeUnit.SECONDS);
        if (!done) {
            process.destroyForcibly();
        }
        assertTrue(done, "chromium did not finish in 120 s");
        String output = Files.readString(log);
        assertTrue(Files.exists(shot), "no screenshot; chromium said:\n" + output);
        assertFalse(output.contains("CONSOLE"), "console messages:\n" + output);

        BufferedImage image = ImageIO.read(shot.toFile());
        assertEquals(width, image.getWidth());
        assertEquals(height, image.getHeight());
        int page = brightness(image.getRGB(1, 1));
        assertTrue(dark ? page < 60 : page > 200, scheme + " scheme, but the page's brightness is " + page);
        int lineLeft = width;
        int lineRight = -1;
        int board = 0;
        int other = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int rgb = image.getRGB(x, y);
                int r = rgb >> 16 & 0xFF;
                int g = rgb >> 8 & 0xFF;
                int b = rgb & 0xFF;
                // the graph's line: blue (#1565C0) in light; inverted and turned back to a light blue in dark
                if (b > r + 60 && b > g + 20) {
                    lineLeft = Math.min(lineLeft, x);
                    lineRight = Math.max(lineRight, x);
                } else if (Math.abs(r - 0x2E) < 20 && Math.abs(g - 0x7D) < 20 && Math.abs(b - 0x4F) < 20) {
                    board++; // the diagrams' green, the same in both schemes
                }
                other += Math.abs(brightness(rgb) - page) > 40 ? 1 : 0;
            }
        }
        assertTrue(other > width * height / 20, "the page is nearly blank: " + other + " pixels drawn");
        // the line runs across the plot, which scales with the page: most of its width, within it
        assertTrue(lineRight - lineLeft > width / 2, "no graph line across the page: x " + lineLeft + ".." + lineRight);
        // three diagrams, each at least a quarter of the page's width square (they may run off the bottom)
        int side = width / 4;
        assertTrue(board > 2 * side * side, "the diagrams are not drawn: " + board + " green pixels");
        System.out.printf("ChromiumReportTest: %s %dx%d: line x %d..%d, %d green pixels, %d drawn%n", scheme, width,
                height, lineLeft, lineRight, board, other);
    }

    private static int brightness(int rgb) {
        return ((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) / 3;
    }
}
