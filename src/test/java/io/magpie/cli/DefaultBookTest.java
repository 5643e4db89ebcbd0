package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.book.BookBuilder;
import io.magpie.book.BookFormat;
import io.magpie.book.MutableBook;
import io.magpie.book.OpeningBook;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The default book: used when it loads, reported by name and skipped when it does not. */
class DefaultBookTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String err() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** The positions of the first two plies, unsearched: enough for a file to read back. */
    private static OpeningBook smallBook() {
        MutableBook book = new MutableBook();
        new BookBuilder(book, null, 1, new PrintStream(OutputStream.nullOutputStream())).expandFromStart(2);
        return book.toBook();
    }

    @Test
    void aGoodBookLoadsSilently() throws Exception {
        Path file = dir.resolve("good.book");
        OpeningBook written = smallBook();
        BookFormat.write(written, file);
        OpeningBook read = DefaultBook.load(file, err);
        assertNotNull(read);
        assertEquals(written.size(), read.size());
        assertEquals("", err());
    }

    @Test
    void aMissingBookIsNamedAndSkipped() {
        Path file = dir.resolve("absent.book");
        assertNull(DefaultBook.load(file, err));
        assertTrue(err().contains(file.toString()) && err().contains("without"), err());
    }

    @Test
    void aDamagedBookIsNamedAndSkipped() throws Exception {
        Path file = dir.resolve("bad.book");
        BookFormat.write(smallBook(), file);
        byte[] data = Files.readAllBytes(file);
        data[data.length / 2] ^= 0x55;
        Files.write(file, data);
        assertNull(DefaultBook.load(file, err));
        assertTrue(err().contains("book file " + file) && err().contains("without"), err());
    }

    @Test
    void noPropertyMeansNoDefault() {
        String saved = System.getProperty(DefaultBook.PROPERTY);
        try {
            System.clearProperty(DefaultBook.PROPERTY);
            assertNull(DefaultBook.file());
            assertNull(DefaultBook.load(null, err));
            System.setProperty(DefaultBook.PROPERTY, dir.resolve("x.book").toString());
            assertEquals(dir.resolve("x.book"), DefaultBook.file());
        } finally {
            if (saved == null) {
                System.clearProperty(DefaultBook.PROPERTY);
            } else {
                System.setProperty(DefaultBook.PROPERTY, saved);
            }
        }
    }
}
