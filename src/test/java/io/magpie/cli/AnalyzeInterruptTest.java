package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C in a terminal during {@code magpie analyze --ggf --graph --html}: the files for the moves
 * analysed so far are written before the JVM exits. The command runs in a pseudo-terminal
 * ({@code script} from util-linux), so that it shows its progress and a Ctrl-C typed into the
 * terminal reaches it as SIGINT, as from a keyboard. Skipped, with a message, without {@code script}.
 */
@Tag("slow")
class AnalyzeInterruptTest {
    /** Exact for the last 12 moves (instant), then a 30-ply full-width search: hours from the start. */
    private static final int EXACT_FROM = 12;

    @TempDir
    Path dir;

    @Test
    void ctrlCWritesTheFilesForTheMovesDone() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")),
                "no /usr/bin/script (util-linux): the Ctrl-C check is skipped");
        Path ggf = dir.resolve("game.ggf");
        Path graph = dir.resolve("graph.png");
        Path html = dir.resolve("report.html");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = String.join(" ", quote(java), "-Djava.awt.headless=true", "-cp",
                quote(System.getProperty("java.class.path")), "io.magpie.cli.Main", "analyze", "--moves",
                AnalyzeCommandTest.GAME, "--exact-from", Integer.toString(EXACT_FROM), "--depth", "30",
                "--selectivity", "100", "--threads", "1", "--hash", "8", "--no-book", "--ggf", quote(ggf.toString()),
                "--graph", quote(graph.toString()), "--html", quote(html.toString()));
        Process p = new ProcessBuilder("/usr/bin/script", "-q", "-e", "-c", command, "/dev/null")
                .redirectErrorStream(true).start();
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        Thread reader = new Thread(() -> copy(p.getInputStream(), terminal));
        reader.start();
        Pattern progress = Pattern.compile("analyze: (\\d+) of 60 moves");
        int done = 0;
        for (int wait = 0; wait < 1200 && done < EXACT_FROM && p.isAlive(); wait++) {
            Thread.sleep(100);
            Matcher m = progress.matcher(text(terminal));
            while (m.find()) {
                done = Math.max(done, Integer.parseInt(m.group(1)));
            }
        }
        assertTrue(done >= EXACT_FROM, "no progress to interrupt; the terminal showed:\n" + text(terminal));
        OutputStream keyboard = p.getOutputStream();
        keyboard.write(3); // Ctrl-C
        keyboard.flush();
        boolean exited = p.waitFor(90, TimeUnit.SECONDS);
        if (!exited) {
            p.destroyForcibly();
        }
        reader.join(10_000);
        String shown = text(terminal);
        assertTrue(exited, "still running 90 s after Ctrl-C:\n" + shown);
        assertNotEquals(0, p.exitValue(), shown);
        assertTrue(shown.contains("magpie analyze: interrupted"), shown);

        // the same moves in every file: the last ones of the game, at least those done when interrupted
        GgfGame annotated = Ggf.parse(Files.readString(ggf));
        int valued = (int) annotated.notes().stream().filter(n -> n.eval().isPresent()).count();
        assertTrue(valued >= done && valued < 60, valued + " moves valued, " + done + " were done");
        assertTrue(annotated.notes().get(annotated.notes().size() - 1).eval().isPresent(), "the last move");
        assertTrue(annotated.notes().get(0).eval().isEmpty(), "the first move was not reached");
        String report = Files.readString(html);
        assertTrue(report.contains("(interrupted: the last " + valued + " moves only)"), report);
        assertTrue(report.contains("</html>"), "the report is whole");
        BufferedImage image = ImageIO.read(graph.toFile());
        assertEquals(1600, image.getWidth());
    }

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        byte[] buffer = new byte[4096];
        try {
            for (int n; (n = in.read(buffer)) > 0; ) {
                synchronized (out) {
                    out.write(buffer, 0, n);
                }
            }
        } catch (java.io.IOException e) {
            // the terminal closed
        }
    }

    private static String text(ByteArrayOutputStream out) {
        synchronized (out) {
            return out.toString(StandardCharsets.UTF_8);
        }
    }
}
