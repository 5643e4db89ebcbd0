package io.magpie.book;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookFormatTest {
    @TempDir
    Path dir;

    /** A small real book: all positions to 3 plies, leaves valued by a fake search. */
    static MutableBook smallBook() throws Exception {
        MutableBook book = new MutableBook();
        BookBuilder builder = new BookBuilder(book, FakeSearcher::new, 1, NullStream.INSTANCE);
        builder.expandFromStart(3);
        builder.searchLeaves(null, Long.MAX_VALUE);
        Negamax.propagate(book);
        return book;
    }

    @Test
    void roundTripKeepsEveryRecord() throws Exception {
        OpeningBook book = smallBook().toBook();
        Path file = dir.resolve("small.book");
        BookFormat.write(book, file);
        OpeningBook read = BookFormat.read(file);
        assertEquals(book.size(), read.size());
        for (int i = 0; i < book.size(); i++) {
            assertEquals(book.player(i), read.player(i));
            assertEquals(book.opponent(i), read.opponent(i));
            assertEquals(book.data(i), read.data(i));
            assertEquals(book.visits(i), read.visits(i));
        }
        assertEquals(BookFormat.HEADER_BYTES + book.size() * BookFormat.RECORD_BYTES, Files.size(file));
    }

    /**
     * A target that is no regular file (a device, a pipe) is written in place: a rename over it, as a
     * regular file gets, replaced /dev/full with a file when run as root. Tried with a pipe, safely.
     */
    @Test
    void aPipeAsTargetIsWrittenThroughNotReplaced() throws Exception {
        Path fifo = dir.resolve("pipe");
        org.junit.jupiter.api.Assumptions.assumeTrue(mkfifo(fifo), "no mkfifo here");
        OpeningBook book = smallBook().toBook();
        java.util.concurrent.CompletableFuture<byte[]> read = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readAllBytes(fifo);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        BookFormat.write(book, fifo);
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe was replaced by a file");
        assertArrayEquals(BookFormat.encode(book), read.get(60, java.util.concurrent.TimeUnit.SECONDS));
        try (var files = Files.list(dir)) {
            assertEquals(java.util.List.of(fifo), files.toList(), "no temporary file left");
        }
    }

    static boolean mkfifo(Path path) {
        try {
            return new ProcessBuilder("mkfifo", path.toString()).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** A build finds a target it cannot write before it starts, not at its first save. */
    @Test
    void aTargetInAMissingFolderOrAFolderIsRefusedByName() {
        Path missing = dir.resolve("no/such/folder/x.book");
        BookFileException e = assertThrows(BookFileException.class, () -> BookFormat.checkTarget(missing));
        assertEquals("book file " + missing + ": cannot be written: the folder " + missing.getParent() + " does not exist",
                e.getMessage());
        assertTrue(!Files.exists(dir.resolve("no")), "no folder made");
        e = assertThrows(BookFileException.class, () -> BookFormat.write(new MutableBook().toBook(), missing));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
        e = assertThrows(BookFileException.class, () -> BookFormat.checkTarget(dir));
        assertEquals("book file " + dir + ": is a folder, not a book", e.getMessage());
    }

    @Test
    void everyFlippedByteIsRefusedNamingTheFile() throws Exception {
        Path file = dir.resolve("good.book");
        BookFormat.write(smallBook().toBook(), file);
        byte[] good = Files.readAllBytes(file);
        // Every byte of the header and a spread of body bytes: each flip must be caught.
        for (int pos = 0; pos < good.length; pos += pos < BookFormat.HEADER_BYTES ? 1 : 37) {
            if (pos >= 28 && pos < 32) {
                continue; // the reserved header word is not checked
            }
            byte[] bad = good.clone();
            bad[pos] ^= 0x10;
            Path badFile = dir.resolve("bad.book");
            Files.write(badFile, bad);
            BookFileException e = assertThrows(BookFileException.class, () -> BookFormat.read(badFile), "byte " + pos);
            assertTrue(e.getMessage().contains(badFile.toString()), e.getMessage());
        }
    }

    @Test
    void truncatedWrongMagicAndWrongVersionAreRefused() throws Exception {
        Path file = dir.resolve("good.book");
        BookFormat.write(smallBook().toBook(), file);
        byte[] good = Files.readAllBytes(file);
        Path bad = dir.resolve("bad.book");
        Files.write(bad, Arrays.copyOf(good, good.length - 5));
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.read(bad)).getMessage().contains("truncated"));
        Files.write(bad, Arrays.copyOf(good, 10));
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.read(bad)).getMessage().contains("too short"));
        byte[] magic = good.clone();
        magic[0] = 'X';
        Files.write(bad, magic);
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.read(bad)).getMessage().contains("magic"));
        byte[] version = good.clone();
        version[8] = 9;
        Files.write(bad, version);
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.read(bad)).getMessage().contains("version 9"));
        assertThrows(BookFileException.class, () -> BookFormat.read(dir.resolve("absent.book")));
    }

    @Test
    void failedWriteLeavesTheOldFileAndNoTemporaryFile() throws Exception {
        Path file = dir.resolve("keep.book");
        BookFormat.write(smallBook().toBook(), file);
        byte[] before = Files.readAllBytes(file);
        MutableBook bigger = smallBook();
        new BookBuilder(bigger, FakeSearcher::new, 1, NullStream.INSTANCE).expandFromStart(4);
        // The new file is complete on disk but the process dies before the rename.
        Path[] temp = {null};
        assertThrows(IllegalStateException.class, () -> BookFormat.write(bigger.toBook(), file, t -> {
            temp[0] = t;
            assertTrue(t.toFile().length() > before.length);
            throw new IllegalStateException("killed");
        }));
        assertArrayEquals(before, Files.readAllBytes(file));
        assertTrue(temp[0] != null && temp[0].getParent().equals(file.toAbsolutePath().getParent()));
        try (var list = Files.list(dir)) {
            assertEquals(1, list.count(), "temporary file left behind");
        }
    }

    @Test
    void lookupIsTheSameInAllEightOrientations() throws Exception {
        OpeningBook book = smallBook().toBook();
        int[] moves = new int[64];
        int[] values = new int[64];
        Board b = Board.start().play(io.magpie.board.Square.parse("f5"));
        int n = book.moveValues(b.player(), b.opponent(), moves, values);
        assertEquals(3, n);
        int[] sortedValues = Arrays.copyOf(values, n);
        Arrays.sort(sortedValues);
        for (int s = 0; s < 8; s++) {
            long p = io.magpie.board.Symmetry.apply(s, b.player());
            long o = io.magpie.board.Symmetry.apply(s, b.opponent());
            int index = book.indexOf(p, o);
            assertTrue(index >= 0);
            assertEquals(book.indexOf(b.player(), b.opponent()), index);
            int[] m2 = new int[64];
            int[] v2 = new int[64];
            assertEquals(n, book.moveValues(p, o, m2, v2));
            for (int k = 0; k < n; k++) {
                // the move in this orientation is the image of a move with the same value
                int original = io.magpie.board.Symmetry.applyToSquare(io.magpie.board.Symmetry.inverse(s), m2[k]);
                int j = 0;
                while (moves[j] != original) {
                    j++;
                }
                assertEquals(values[j], v2[k]);
            }
        }
    }


    @Test
    void aSaveClearsTheTemporaryFilesOfSavesKilledBeforeTheirRename() throws Exception {
        Path file = dir.resolve("small.book");
        Path killed = Files.writeString(dir.resolve("small.book.4711.tmp"), "half a book");
        Files.setLastModifiedTime(killed, java.nio.file.attribute.FileTime.from(
                java.time.Instant.now().minus(java.time.Duration.ofHours(2))));
        Path otherBook = Files.writeString(dir.resolve("other.book.4711.tmp"), "not ours");
        Files.setLastModifiedTime(otherBook, Files.getLastModifiedTime(killed));
        BookFormat.write(smallBook().toBook(), file);
        assertTrue(Files.notExists(killed));
        assertTrue(Files.exists(otherBook));
        assertEquals(smallBook().toBook().size(), BookFormat.read(file).size());
    }
}
