package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.book.BookBuilder;
import io.magpie.book.BookFormat;
import io.magpie.book.MutableBook;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pictures' libraries stay off the protocols' start-up path: a JVM that starts the NBoard
 * protocol (and answers a ping) loads no JFreeChart or JFreeSVG class and nothing of package
 * {@code io.magpie.picture}. Nor does NBoard read its book, its weights or the ProbCut fit before
 * its first pong, which a GUI waits for.
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

    /**
     * The classes an NBoard session loads before its first pong, and after it (the book read in the
     * background, a depth-4 search, which needs the weights and the ProbCut fit). Input stays open
     * until the search is over: at the end of input a search would hurry (depth 1, no ProbCut).
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS) // a hang fails the build instead of stalling it
    void nboardReadsNoBookNorWeightsBeforeItsFirstPong() throws Exception {
        Path book = dir.resolve("start.book");
        MutableBook positions = new MutableBook(); // unvalued: hints are searched
        new BookBuilder(positions, null, 1, new PrintStream(OutputStream.nullOutputStream())).expandFromStart(1);
        BookFormat.write(positions.toBook(), book);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-verbose:class", "-D" + DefaultBook.PROPERTY + "=" + book,
                "-cp", System.getProperty("java.class.path"), "io.magpie.cli.Main", "nboard", "--hash", "1")
                .redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
                BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            in.write("nboard 2\nping 1\n");
            in.flush();
            readUntil(out, "pong 1", lines);
            in.write("set depth 4\nhint 1\n");
            in.flush();
            readUntil(out, "status", lines); // the hint's last line
        } finally {
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "nboard did not end with its input");
        }
        int pong = lines.indexOf("pong 1");
        String[] deferred = {"io.magpie.book.BookFormat ", "io.magpie.eval.PatternEvaluator ",
            "io.magpie.search.ProbCut$Fit "};
        for (String name : deferred) {
            List<String> after = lines.subList(pong, lines.size());
            assertTrue(after.stream().anyMatch(l -> l.contains(name)), "the check sees " + name + ": " + tail(lines));
            List<String> early = lines.subList(0, pong).stream().filter(l -> l.contains(name)).collect(Collectors.toList());
            assertTrue(early.isEmpty(), "loaded before the first pong: " + early);
        }
    }

    /** Reads lines into {@code lines} up to and including {@code last}. */
    private static void readUntil(BufferedReader out, String last, List<String> lines) throws IOException {
        String line;
        while ((line = out.readLine()) != null) {
            lines.add(line);
            if (line.equals(last)) {
                return;
            }
        }
        throw new AssertionError("no \"" + last + "\": " + tail(lines));
    }

    private static String tail(List<String> lines) {
        return String.join(File.separator.equals("/") ? "\n" : "\r\n",
                lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    }
}
