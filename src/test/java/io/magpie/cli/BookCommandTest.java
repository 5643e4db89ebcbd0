package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookCommandTest {
    @TempDir
    Path dir;

    private String lastOut;
    private String lastErr;

    private int run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        lastOut = out.toString(StandardCharsets.UTF_8);
        lastErr = err.toString(StandardCharsets.UTF_8);
        return status;
    }

    @Test
    void buildInfoShowVerifyExportImportMergeLearn() throws Exception {
        String book = dir.resolve("a.book").toString();
        assertEquals(0, run("book", "build", book, "--plies", "3", "--depth", "2", "--threads", "1"), lastErr);
        assertTrue(lastErr.contains("saved"), lastErr);
        assertEquals(0, run("book", "info", book), lastErr);
        assertTrue(lastOut.contains("positions 19"), lastOut);
        assertEquals(0, run("book", "verify", book), lastOut);
        assertTrue(lastOut.contains("0 errors"), lastOut);
        assertEquals(0, run("book", "show", book, "f5"), lastErr);
        assertTrue(lastOut.contains("  f4 ") && lastOut.contains("  d6 ") && lastOut.contains("  f6 "), lastOut);

        String text = dir.resolve("a.txt").toString();
        assertEquals(0, run("book", "export", book, text), lastErr);
        String copy = dir.resolve("b.book").toString();
        assertEquals(0, run("book", "import", text, copy), lastErr);
        assertEquals(19, Files.readString(Path.of(text)).lines().count());
        assertTrue(java.util.Arrays.equals(Files.readAllBytes(Path.of(book)), Files.readAllBytes(Path.of(copy))));

        Path games = dir.resolve("games.txt");
        Files.writeString(games, "f5d6c3d3c4f4\n# comment\nf5f6e6f4e3\n");
        assertEquals(0, run("book", "learn", copy, games.toString(), "--plies", "5", "--depth", "1",
                "--threads", "1"), lastErr);
        String merged = dir.resolve("m.book").toString();
        assertEquals(0, run("book", "merge", merged, book, copy), lastErr);
        assertEquals(0, run("book", "verify", merged), lastOut);
        assertEquals(0, run("book", "info", merged), lastErr);
        assertTrue(lastOut.contains("game visits 12"), lastOut);
    }

    @Test
    void resumingWithTheSameGamesCountsTheirVisitsOnce() throws Exception {
        Path games = dir.resolve("games.txt");
        Files.writeString(games, "f5d6c3d3c4f4\nf5f6e6f4e3\nf5d6c3\n");
        String book = dir.resolve("r.book").toString();
        String[] build = {"book", "build", book, "--games", games.toString(), "--game-plies", "4", "--depth", "1",
            "--threads", "1"};
        assertEquals(0, run(build), lastErr);
        assertEquals(0, run("book", "info", book), lastErr);
        String first = lastOut.lines().filter(l -> l.contains("game visits")).findFirst().orElseThrow();
        // 3 games, each counting the positions at plies 0..4 (the third has only 3 plies: 0..3).
        assertTrue(first.contains("game visits 14"), first);
        String[] resume = java.util.Arrays.copyOf(build, build.length + 1);
        resume[build.length] = "--resume";
        assertEquals(0, run(resume), lastErr);
        assertTrue(lastErr.contains("recounted"), lastErr);
        assertEquals(0, run("book", "info", book), lastErr);
        assertTrue(lastOut.contains("game visits 14"), lastOut);
    }

    @Test
    void buildRefusesToOverwriteWithoutResumeAndCorruptBooksAreRefused() throws Exception {
        Path book = dir.resolve("c.book");
        Files.write(book, new byte[] {1, 2, 3});
        assertEquals(2, run("book", "build", book.toString(), "--plies", "1"));
        assertTrue(lastErr.contains("--resume"), lastErr);
        assertEquals(1, run("book", "build", book.toString(), "--plies", "1", "--resume"));
        assertTrue(lastErr.contains("book file " + book) && lastErr.contains("too short"), lastErr);
        assertEquals(1, run("book", "verify", book.toString()));
        assertEquals(2, run("book", "frobnicate"));
    }
}
