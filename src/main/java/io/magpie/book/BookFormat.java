package io.magpie.book;

import io.magpie.format.StaleTemporaries;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * Reads and writes book files (layout in {@code book/FORMAT.md}): a 32-byte little-endian header
 * (magic, version, record size, count, CRC32 of the body) and then one 28-byte record per
 * position, sorted. Every check failure is refused with a {@link BookFileException} naming the
 * file; writes go to a temporary file in the same directory, are forced to disk and then renamed
 * over the target, so an interrupted write leaves the old file intact.
 */
public final class BookFormat {
    public static final int VERSION = 1;
    public static final int HEADER_BYTES = 32;
    /** player (8), opponent (8), data (8), visits (4). */
    public static final int RECORD_BYTES = 28;
    /** Far above any book this project builds; guards the allocation against a corrupt count. */
    public static final int MAX_POSITIONS = 50_000_000;

    private BookFormat() {}

    /** The first 8 bytes of every book: "MAGPBOOK" in ASCII. */
    static long magic() {
        return ByteBuffer.wrap("MAGPBOOK".getBytes(java.nio.charset.StandardCharsets.US_ASCII))
                .order(ByteOrder.LITTLE_ENDIAN).getLong();
    }

    public static OpeningBook read(Path file) throws IOException {
        long size;
        try {
            if (Files.isDirectory(file)) {
                throw new BookFileException(file, "is a directory, not a book");
            }
            size = Files.size(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new BookFileException(file, "no such file");
        } catch (BookFileException e) {
            throw e;
        } catch (IOException e) {
            throw new BookFileException(file, "cannot be read (" + e.getMessage() + ")");
        }
        if (size < HEADER_BYTES) {
            throw new BookFileException(file, "too short for a header (" + size + " bytes): truncated or not a book");
        }
        if (size > HEADER_BYTES + (long) RECORD_BYTES * MAX_POSITIONS) {
            throw new BookFileException(file, "too large for a book (" + size + " bytes)");
        }
        ByteBuffer buf = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        if (buf.getLong() != magic()) {
            throw new BookFileException(file, "wrong magic number: not a Magpie book");
        }
        int version = buf.getInt();
        if (version != VERSION) {
            throw new BookFileException(file, "format version " + version + ", this Magpie reads version " + VERSION);
        }
        int recordBytes = buf.getInt();
        if (recordBytes != RECORD_BYTES) {
            throw new BookFileException(file, "record size " + recordBytes + ", expected " + RECORD_BYTES);
        }
        long count = buf.getLong();
        int crc = buf.getInt();
        buf.getInt(); // reserved
        if (count < 0 || count > MAX_POSITIONS || size != HEADER_BYTES + count * RECORD_BYTES) {
            throw new BookFileException(file, "holds " + size + " bytes but its header announces " + count
                    + " positions (" + (HEADER_BYTES + count * RECORD_BYTES) + " bytes): truncated or corrupt");
        }
        CRC32 check = new CRC32();
        check.update(buf.array(), HEADER_BYTES, (int) (count * RECORD_BYTES));
        if ((int) check.getValue() != crc) {
            throw new BookFileException(file, "checksum mismatch: the file is corrupt");
        }
        int n = (int) count;
        long[] players = new long[n];
        long[] opponents = new long[n];
        long[] data = new long[n];
        int[] visits = new int[n];
        for (int i = 0; i < n; i++) {
            players[i] = buf.getLong();
            opponents[i] = buf.getLong();
            data[i] = buf.getLong();
            visits[i] = buf.getInt();
            if ((players[i] & opponents[i]) != 0 || (BookEntry.flags(data[i]) & ~BookEntry.KNOWN_FLAGS) != 0) {
                throw new BookFileException(file, "record " + i + " is not a valid position");
            }
        }
        try {
            return new OpeningBook(players, opponents, data, visits);
        } catch (IllegalArgumentException e) {
            throw new BookFileException(file, e.getMessage());
        }
    }

    /** The whole file's bytes for a book. */
    static byte[] encode(OpeningBook book) {
        int n = book.size();
        ByteBuffer buf = ByteBuffer.allocate(HEADER_BYTES + n * RECORD_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buf.position(HEADER_BYTES);
        for (int i = 0; i < n; i++) {
            buf.putLong(book.player(i)).putLong(book.opponent(i)).putLong(book.data(i)).putInt(book.visits(i));
        }
        CRC32 crc = new CRC32();
        crc.update(buf.array(), HEADER_BYTES, n * RECORD_BYTES);
        buf.position(0);
        buf.putLong(magic()).putInt(VERSION).putInt(RECORD_BYTES).putLong(n).putInt((int) crc.getValue()).putInt(0);
        return buf.array();
    }

    /** Temporary files are private to their owner; a book is not. */
    private static void readableByAll(Path temp) throws IOException {
        if (temp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    /**
     * Writes atomically: temp file in the same directory, fsync, rename over {@code file} (over the
     * file a link points to, keeping the link). A target that exists and is no regular file (a
     * device such as /dev/full or /dev/stdout, a pipe) is written in place: a rename would replace it.
     */
    public static void write(OpeningBook book, Path file) throws IOException {
        write(book, file, temp -> { });
    }

    /** As {@link #write(OpeningBook, Path)}; {@code beforeRename} sees the complete temporary file (tests). */
    static void write(OpeningBook book, Path file, Consumer<Path> beforeRename) throws IOException {
        Path dir = checkTarget(file);
        Path absolute = Files.exists(file) ? file.toRealPath() : file.toAbsolutePath();
        if (Files.exists(absolute) && !Files.isRegularFile(absolute)) {
            try (OutputStream out = Files.newOutputStream(absolute)) {
                out.write(encode(book));
            } catch (IOException e) {
                throw cannotWrite(file, e);
            }
            return;
        }
        dir = absolute.getParent();
        Path temp;
        try {
            String prefix = absolute.getFileName().toString() + ".";
            StaleTemporaries.remove(dir, prefix, ".tmp", Instant.now()); // from saves killed before their rename
            temp = Files.createTempFile(dir, prefix, ".tmp");
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
        try {
            readableByAll(temp);
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(encode(book));
                while (bytes.hasRemaining()) {
                    ch.write(bytes);
                }
                ch.force(true);
            }
            beforeRename.accept(temp);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw cannotWrite(file, e); // named by the book, not by the temporary file it failed on
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Checks up front that a book can be written at {@code file}, so that a build finds a bad target
     * at once rather than at its first save an hour later: the folder must exist (it is not made)
     * and take a new file, and an existing {@code file} must be a file. Returns the folder.
     */
    public static Path checkTarget(Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path dir = absolute.getParent();
        if (Files.isDirectory(absolute)) {
            throw new BookFileException(file, "is a folder, not a book");
        }
        if (dir == null || !Files.isDirectory(dir)) {
            throw new BookFileException(file, "cannot be written: the folder " + dir + " does not exist");
        }
        if (!Files.isWritable(dir) || Files.exists(absolute) && !Files.isWritable(absolute)) {
            throw new BookFileException(file, "cannot be written: permission denied");
        }
        return dir;
    }

    private static IOException cannotWrite(Path file, IOException e) {
        if (e instanceof BookFileException) {
            return e;
        }
        String why = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                : e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        return new BookFileException(file, "cannot be written: " + why);
    }
}
