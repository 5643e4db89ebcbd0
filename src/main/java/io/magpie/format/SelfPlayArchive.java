package io.magpie.format;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * The self-play data archive: a folder of chunk files ({@code selfplay-NNNNN-TTTTTTTT.mgsp}), each
 * written once, whole, and never rewritten (tuning/data/FORMAT.md has the byte layout). A chunk is
 * written to a temporary file, forced to disk, then linked under its final name, which fails rather
 * than replace a chunk that is already there; so a reader sees a chunk complete or not at all.
 * Reading checks the checksum and replays every game (legal moves, an end, the stated score at the
 * end of the perfect-play line), and refuses a damaged chunk with a message naming the file.
 */
public final class SelfPlayArchive {
    static final int MAGIC = 0x4D475350; // "MGSP"
    static final int VERSION = 1;
    static final int HEADER_BYTES = 24;
    static final int RECORD_HEADER_BYTES = 5;
    static final String SUFFIX = ".mgsp";
    /** A chunk is written under such a name, then linked to its own. */
    private static final String TEMP_PREFIX = ".selfplay-";
    private static final String TEMP_SUFFIX = ".tmp";
    static final String DAMAGED = ".damaged";
    private static final Pattern NAME = Pattern.compile("selfplay-(\\d{5,})(-[0-9a-f]{8})?\\.mgsp(\\.damaged(\\.\\d+)?)?");

    private SelfPlayArchive() {}

    /**
     * One chunk.
     *
     * @param seed the seed of the run that made the games
     * @param nextGame game numbers the run had handed out when the chunk was written (a run resumed
     *     with the same seed goes on from the largest such number in the folder)
     * @param note how the games were made (settings), UTF-8 text
     * @param games the finished games
     */
    public record Chunk(long seed, int nextGame, String note, List<ArchivedGame> games) {
        public Chunk {
            games = List.copyOf(games);
        }
    }

    /** The chunk files of {@code dir} in name order (none when the folder does not exist yet). */
    public static List<Path> chunkFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            if (Files.exists(dir)) {
                throw new IOException(dir + ": not a folder");
            }
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(SUFFIX) && Files.isRegularFile(p)).sorted().toList();
        }
    }

    /** Serialises a chunk (header, records, CRC-32 of all that precedes it). */
    public static byte[] encode(Chunk chunk) {
        byte[] note = chunk.note().getBytes(StandardCharsets.UTF_8);
        if (note.length > 0xFFFF) {
            throw new IllegalArgumentException("note longer than 65535 bytes");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        try {
            out.writeInt(MAGIC);
            out.writeShort(VERSION);
            out.writeShort(note.length);
            out.writeLong(chunk.seed());
            out.writeInt(chunk.nextGame());
            out.writeInt(chunk.games().size());
            out.write(note);
            for (ArchivedGame g : chunk.games()) {
                if (g.moveCount() > 255 || g.blackScore() < -64 || g.blackScore() > 64 || g.openingPlies() > 255
                        || g.solvedEmpties() < 0 || g.solvedEmpties() > 60 || g.origin() < 0 || g.origin() > 255) {
                    throw new IllegalArgumentException("a game that does not fit the record: " + g);
                }
                out.writeByte(g.moveCount());
                out.writeByte(g.origin());
                out.writeByte(g.openingPlies());
                out.writeByte(g.solvedEmpties());
                out.writeByte(g.blackScore());
                out.write(g.moves());
            }
            CRC32 crc = new CRC32();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory failed", e);
        }
        return bytes.toByteArray();
    }

    /**
     * Writes {@code chunk} as a new file in {@code dir} (created if needed), under the next free
     * number, tagged with the low 32 bits of the run's seed; returns the file. Never replaces a file.
     */
    public static Path write(Path dir, Chunk chunk) throws IOException {
        try {
            return writeNew(dir, encode(chunk), chunk.seed());
        } catch (IOException e) {
            // named by the archive: the temporary file's name alone would leave a user guessing
            String why = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getMessage();
            throw new IOException("cannot write a chunk to the archive " + dir + ": " + why, e);
        }
    }

    /**
     * Checks, before any game is played, that chunks can be written to {@code dir} (made if
     * missing): a new file is made there and removed. Clears away the temporary files of runs
     * killed in the middle of a write, and returns how many there were.
     */
    public static int checkWritable(Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IOException(dir + ": not a folder");
        }
        try {
            Files.createDirectories(dir);
            Files.delete(Files.createTempFile(dir, TEMP_PREFIX, TEMP_SUFFIX));
            return StaleTemporaries.remove(dir, TEMP_PREFIX, TEMP_SUFFIX, java.time.Instant.now());
        } catch (IOException e) {
            String why = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getMessage();
            throw new IOException("cannot write to the archive " + dir + ": " + why, e);
        }
    }

    private static Path writeNew(Path dir, byte[] data, long seed) throws IOException {
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, TEMP_PREFIX, TEMP_SUFFIX);
        try {
            try {
                // a temporary file is private to its owner; a chunk is data for everyone to read
                Files.setPosixFilePermissions(temp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
            } catch (UnsupportedOperationException e) {
                // not a POSIX file system: its defaults stand
            }
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(data);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            for (int attempt = 0; ; attempt++) {
                Path target = dir.resolve(String.format(java.util.Locale.ROOT, "selfplay-%05d-%08x%s",
                        nextNumber(dir), (int) seed, SUFFIX));
                try {
                    Files.createLink(target, temp);
                    return target;
                } catch (FileAlreadyExistsException e) {
                    if (attempt > 100) {
                        throw e; // another writer keeps taking the number; give up rather than spin
                    }
                } catch (UnsupportedOperationException e) {
                    // no hard links here: a rename, after checking, is the next best thing
                    if (!Files.exists(target)) {
                        Files.move(temp, target, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                        return target;
                    }
                }
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * One more than the largest chunk number in {@code dir} (1 for an empty folder), chunks set aside
     * as damaged included, so that a new chunk never takes a damaged one's name.
     */
    static int nextNumber(Path dir) throws IOException {
        int max = 0;
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Matcher m = NAME.matcher(p.getFileName().toString());
                if (m.matches()) {
                    max = Math.max(max, Integer.parseInt(m.group(1)));
                }
            }
        }
        return max + 1;
    }

    /**
     * Renames a damaged chunk to {@code NAME.damaged} (or {@code NAME.damaged.N} if that is taken),
     * where no reader of the archive looks; returns the new path. The bytes are kept for a person
     * to look at.
     */
    public static Path setAside(Path chunk) throws IOException {
        for (int n = 0; ; n++) {
            Path target = chunk.resolveSibling(chunk.getFileName() + DAMAGED + (n == 0 ? "" : "." + n));
            try {
                return Files.move(chunk, target);
            } catch (FileAlreadyExistsException e) {
                if (n > 100) {
                    throw e;
                }
            }
        }
    }

    /**
     * Reads and checks one chunk file.
     *
     * @throws IOException when the file cannot be read
     * @throws FormatException naming the file when it is not a valid chunk (truncated, checksum
     *     mismatch, a record that breaks the format, a game that breaks the rules)
     */
    public static Chunk read(Path file) throws IOException {
        byte[] data = InputFiles.readBytes(file, InputFiles.MAX_BINARY_BYTES);
        try {
            return decode(data);
        } catch (FormatException e) {
            throw new FormatException(file + ": " + e.getMessage());
        }
    }

    /** Parses and checks a chunk's bytes (see {@link #read}). */
    public static Chunk decode(byte[] data) {
        if (data.length < HEADER_BYTES + 4) {
            throw new FormatException("too short for a self-play chunk (" + data.length + " bytes; truncated?)");
        }
        ByteBuffer in = ByteBuffer.wrap(data);
        if (in.getInt() != MAGIC) {
            throw new FormatException("not a self-play chunk (no MGSP magic)");
        }
        int version = in.getShort() & 0xFFFF;
        if (version != VERSION) {
            throw new FormatException("self-play chunk version " + version + ", this reader knows " + VERSION);
        }
        CRC32 crc = new CRC32();
        crc.update(data, 0, data.length - 4);
        int stored = ByteBuffer.wrap(data, data.length - 4, 4).getInt();
        if ((int) crc.getValue() != stored) {
            throw new FormatException("checksum mismatch: the chunk is damaged or truncated");
        }
        int noteLength = in.getShort() & 0xFFFF;
        long seed = in.getLong();
        int nextGame = in.getInt();
        int count = in.getInt();
        int end = data.length - 4;
        if (count < 0 || in.position() + noteLength > end) {
            throw new FormatException("bad header (game count " + count + ", note " + noteLength + " bytes)");
        }
        String note = new String(data, in.position(), noteLength, StandardCharsets.UTF_8);
        in.position(in.position() + noteLength);
        List<ArchivedGame> games = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (in.position() + RECORD_HEADER_BYTES > end) {
                throw new FormatException("game " + (i + 1) + " of " + count + " is cut off");
            }
            int moves = in.get() & 0xFF;
            int origin = in.get() & 0xFF;
            int openingPlies = in.get() & 0xFF;
            int solvedEmpties = in.get() & 0xFF;
            int blackScore = in.get();
            if (in.position() + moves > end) {
                throw new FormatException("game " + (i + 1) + " of " + count + " is cut off");
            }
            byte[] m = new byte[moves];
            in.get(m);
            ArchivedGame g = new ArchivedGame(m, origin, openingPlies, solvedEmpties, blackScore);
            try {
                g.boards();
            } catch (FormatException e) {
                throw new FormatException("game " + (i + 1) + ": " + e.getMessage());
            }
            games.add(g);
        }
        if (in.position() != end) {
            throw new FormatException((end - in.position()) + " bytes after the last game");
        }
        return new Chunk(seed, nextGame, note, games);
    }
}
