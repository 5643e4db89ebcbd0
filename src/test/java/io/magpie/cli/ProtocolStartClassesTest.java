package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pictures' libraries stay off the protocols' start-up path: a JVM that starts the NBoard
 * protocol (and answers a ping) loads no JFreeChart or JFreeSVG class and nothing of package
 * {@code io.magpie.picture}.
 */
class ProtocolStartClassesTest {
    @TempDir
    Path dir;

    @Test
    void nboardStartLoadsNoPictureClass() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path input = dir.resolve("in.txt");
        Files.writeString(input, "nboard 2\nping 1\nquit\n");
        Path log = dir.resolve("classes.txt");
        Process p = new ProcessBuilder(java, "-verbose:class", "-cp", System.getProperty("java.class.path"),
                "io.magpie.cli.Main", "nboard", "--no-book")
                .redirectInput(input.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "nboard did not quit");
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        assertTrue(lines.stream().anyMatch(l -> l.contains("pong 1")), "no pong: " + tail(lines));
        assertTrue(lines.stream().anyMatch(l -> l.contains("io.magpie.cli.AnalyzeCommand")), "the check sees classes");
        List<String> picture = lines.stream()
                .filter(l -> l.contains("org.jfree") || l.contains("io.magpie.picture") || l.contains("io.magpie.cli.Pictures"))
                .collect(Collectors.toList());
        assertTrue(picture.isEmpty(), "loaded at protocol start: " + picture);
    }

    private static String tail(List<String> lines) {
        return String.join(File.separator.equals("/") ? "\n" : "\r\n",
                lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    }
}
