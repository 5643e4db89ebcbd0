package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.book.BookBuilder;
import io.magpie.book.BookFormat;
import io.magpie.book.LeafSearcher;
import io.magpie.book.MutableBook;
import io.magpie.book.Negamax;
import io.magpie.book.OpeningBook;
import io.magpie.engine.Engine;
import io.magpie.protocol.CommandLoop;
import io.magpie.protocol.NBoardProtocol;
import io.magpie.protocol.Options;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * NBoard's start-up: the book is read after the first pong (in the background, or by the first
 * search that needs it) and still answers; the options still take effect.
 */
class NBoardStartTest {
    @TempDir
    Path dir;

    /** A book of every position of 3 plies, valued by disc count, written to a file. */
    private Path bookFile() throws Exception {
        MutableBook book = new MutableBook();
        LeafSearcher leaves = (player, opponent) ->
                new LeafSearcher.Result((Long.bitCount(player) - Long.bitCount(opponent)) * 100, 1, false);
        BookBuilder builder = new BookBuilder(book, () -> leaves, 1, new PrintStream(OutputStream.nullOutputStream()));
        builder.expandFromStart(3);
        builder.searchLeaves(null, Long.MAX_VALUE);
        Negamax.propagate(book);
        Path file = dir.resolve("small.book");
        BookFormat.write(book.toBook(), file);
        return file;
    }

    @Test
    void theBookIsReadAfterTheFirstPongAndAnswers() throws Exception {
        Path file = bookFile();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        // What had been printed when the book was read: the pong must be there already.
        AtomicReference<String> printedAtRead = new AtomicReference<>();
        FutureTask<OpeningBook> reading = new FutureTask<>(() -> {
            printedAtRead.set(bytes.toString(StandardCharsets.UTF_8));
            RunnableFuture<OpeningBook> task = DefaultBook.reading(file, err);
            task.run();
            return task.get();
        });
        Engine engine = new Engine();
        engine.setHashMb(1);
        engine.setBookLoading(reading);
        String input = "nboard 2\nset depth 2\nping 1\nhint 3\ngo\n";
        CommandLoop loop = new CommandLoop(engine, new Options(), new BufferedReader(new StringReader(input)), out, err,
                null, "test");
        loop.run(new NBoardProtocol(loop));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printedAtRead.get() != null && printedAtRead.get().contains("pong 1\n"),
                "read before the first pong: " + printedAtRead.get());
        assertTrue(text.matches("(?s).*\nbook (C4|D3|E6|F5) .*"), text);
        assertFalse(text.contains("\nsearch "), text);
        assertTrue(text.matches("(?s).*\n=== (C4|D3|E6|F5)/.*"), text);
        assertEquals("", errBytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingDefaultBookIsReportedAtOnce() {
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        Path missing = dir.resolve("none.book");
        assertEquals(null, DefaultBook.reading(missing, new PrintStream(errBytes, true, StandardCharsets.UTF_8)));
        String err = errBytes.toString(StandardCharsets.UTF_8);
        assertTrue(err.contains(missing.toString()) && err.contains("without"), err);
    }

    /** Runs {@code magpie nboard} in a JVM of its own, as a GUI starts it, and returns its stdout. */
    private static String nboard(String input, Path defaultBook, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + DefaultBook.PROPERTY + "=" + defaultBook, "-cp", System.getProperty("java.class.path"),
                "io.magpie.cli.Main", "nboard"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), text);
        return text;
    }

    @Test
    void aStartedProcessAnswersFromTheDefaultBookAndTakesItsOptions() throws Exception {
        Path file = bookFile();
        String input = "nboard 2\nping 1\nhint 2\nping 2\n";
        String text = nboard(input, file, "--hash", "1", "--book-random", "1");
        assertTrue(text.startsWith("set myname Magpie\npong 1\n"), text);
        assertEquals(2, text.split("\nbook (C4|D3|E6|F5) ", -1).length - 1, text);
        assertTrue(text.endsWith("\npong 2\n"), text);
        // --no-book wins over the default book: the hint is searched, at the depth given
        String searched = nboard("nboard 2\nping 1\nhint 1\nping 2\n", file, "--no-book", "--depth", "1");
        assertTrue(searched.matches("(?s).*\nsearch [A-Ha-h][1-8] \\S+ 0 1\n.*pong 2\n"), searched);
    }
}
