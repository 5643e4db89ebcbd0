package io.magpie.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Renders the HTML report in a real browser: headless Chromium (Debian's {@code chromium}, which
 * .ci/run installs) takes a screenshot, and the graph and the diagrams must be in it. Skipped,
 * with a message, where no Chromium is installed.
 */
class ChromiumReportTest {
    private static final int WIDTH = 800;
    private static final int HEIGHT = 1400;

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

    @Test
    void theReportRendersWithItsGraphAndDiagrams() throws Exception {
        String browser = chromium();
        if (browser == null) {
            System.err.println("ChromiumReportTest: SKIPPED, no chromium on the PATH (apt-get install chromium)");
        }
        Assumptions.assumeTrue(browser != null, "no chromium on the PATH: the browser check is skipped");
        Path html = dir.resolve("report.html");
        Files.writeString(html, HtmlReport.page(PictureTest.sample(), "Sample game"), StandardCharsets.UTF_8);
        Path shot = dir.resolve("shot.png");
        List<String> command = new ArrayList<>(List.of(browser, "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--force-color-profile=srgb",
                "--user-data-dir=" + dir.resolve("profile"), "--enable-logging=stderr", "--v=0",
                "--window-size=" + WIDTH + "," + HEIGHT, "--screenshot=" + shot, html.toUri().toString()));
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
        assertEquals(WIDTH, image.getWidth());
        assertEquals(HEIGHT, image.getHeight());
        int graphLine = 0; // the graph's blue line (4 moves of 60: short)
        int board = 0; // the diagrams' green
        int background = image.getRGB(1, 1);
        int other = 0;
        for (int y = 0; y < HEIGHT; y += 2) {
            for (int x = 0; x < WIDTH; x += 2) {
                int rgb = image.getRGB(x, y);
                int r = rgb >> 16 & 0xFF;
                int g = rgb >> 8 & 0xFF;
                int b = rgb & 0xFF;
                if (Math.abs(r - 0x15) < 30 && Math.abs(g - 0x65) < 30 && Math.abs(b - 0xC0) < 30) {
                    graphLine++;
                } else if (Math.abs(r - 0x2E) < 20 && Math.abs(g - 0x7D) < 20 && Math.abs(b - 0x4F) < 20) {
                    board++;
                }
                other += rgb != background ? 1 : 0;
            }
        }
        assertTrue(other > WIDTH * HEIGHT / 4 / 20, "the page is nearly blank");
        assertTrue(graphLine > 20, "no graph line drawn: " + graphLine);
        assertTrue(board > 5000, "no board diagram drawn: " + board);
    }
}
