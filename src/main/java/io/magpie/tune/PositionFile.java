package io.magpie.tune;

import io.magpie.format.FormatException;
import io.magpie.format.InputFiles;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * Training data files: an 8-byte header ("MGPD", version 1 as a big-endian uint32) then 24-byte
 * big-endian records: player (8 bytes), opponent (8), game (4), empties (1), label (1, signed),
 * kind (1), reserved (1). Fixed-size records make files appendable: a writer that was stopped
 * leaves at most one partial record, which {@link #openAppend} cuts off, and a resumed job knows how
 * many records are done from the length alone. A power loss can also leave the last records as
 * zero bytes (the length written, the data not): {@link #dropDamagedTail} cuts those off too.
 */
public final class PositionFile {
    static final int MAGIC = 0x4D475044;
    static final int VERSION = 1;
    static final int HEADER_BYTES = 8;
    public static final int RECORD_BYTES = 24;

    private PositionFile() {}

    /** Number of complete records in a file. */
    public static long count(Path file) throws IOException {
        long size = Files.size(file);
        return size < HEADER_BYTES ? 0 : (size - HEADER_BYTES) / RECORD_BYTES;
    }

    /** Writes records to a new file, replacing any old one. */
    public static Writer create(Path file) throws IOException {
        OutputStream out = Files.newOutputStream(file);
        DataOutputStream data = new DataOutputStream(new BufferedOutputStream(out, 1 << 16));
        data.writeInt(MAGIC);
        data.writeInt(VERSION);
        return new Writer(data);
    }

    /**
     * Opens a file for appending, creating it if needed and dropping a partial last record.
     * Returns the writer; {@link #count} gives the records already there. Call
     * {@link #dropDamagedTail} first to also drop damaged (zero-filled) last records.
     */
    public static Writer openAppend(Path file) throws IOException {
        if (!Files.exists(file) || Files.size(file) < HEADER_BYTES) {
            return create(file);
        }
        checkHeader(file);
        long complete = HEADER_BYTES + count(file) * RECORD_BYTES;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.truncate(complete);
        }
        OutputStream out = Files.newOutputStream(file, StandardOpenOption.APPEND);
        return new Writer(new DataOutputStream(new BufferedOutputStream(out, 1 << 16)));
    }

    /**
     * Before appending to a file an interrupted job wrote: cuts off a partial last record and the
     * damaged records at its end (zero bytes or garbage an interrupted write leaves), saying so on
     * {@code notes} with the file and the records. A damaged record before a sound one is left for
     * the readers to report: that is not an interrupted write. A file without a valid header is not
     * touched (it may be another file given by mistake); {@link #openAppend} refuses it.
     *
     * @return the number of records kept
     */
    public static long dropDamagedTail(Path file, PrintStream notes) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long size = ch.size();
            if (size < HEADER_BYTES || !validHeader(ch)) {
                return 0;
            }
            long records = (size - HEADER_BYTES) / RECORD_BYTES;
            long partial = size - HEADER_BYTES - records * RECORD_BYTES;
            long kept = records;
            ByteBuffer record = ByteBuffer.allocate(RECORD_BYTES);
            while (kept > 0) {
                record.clear();
                ch.read(record, HEADER_BYTES + (kept - 1) * RECORD_BYTES);
                record.flip();
                if (record.remaining() == RECORD_BYTES && !damaged(record.getLong(), record.getLong(), record.getInt(),
                        record.get(), record.get(), record.get())) {
                    break;
                }
                kept--;
            }
            if (kept < records) {
                notes.printf(Locale.ROOT, "%s: %s damaged (an interrupted write): dropped, resuming after record %d%n",
                        file, records - kept == 1 ? "record " + records + ", the last, is"
                                : "records " + (kept + 1) + "-" + records + ", the last, are", kept);
            }
            if (partial > 0) {
                notes.printf(Locale.ROOT, "%s: a partial record of %d bytes at the end (an interrupted write): dropped%n",
                        file, partial);
            }
            if (kept < records || partial > 0) {
                ch.truncate(HEADER_BYTES + kept * RECORD_BYTES);
                ch.force(true);
            }
            return kept;
        }
    }

    private static boolean validHeader(FileChannel ch) throws IOException {
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
        ch.read(header, 0);
        header.flip();
        return header.remaining() == HEADER_BYTES && header.getInt() == MAGIC && header.getInt() == VERSION;
    }

    /** Whether a record's fields cannot be a position: discs on both sides, wrong empties, a label or kind out of range. */
    private static boolean damaged(long player, long opponent, int game, int empties, int label, int kind) {
        return (player & opponent) != 0 || empties != 64 - Long.bitCount(player | opponent)
                || label < -64 || label > 64 || kind < 0 || kind > TrainingPosition.SEARCHED;
    }

    public static Reader open(Path file) throws IOException {
        InputStream in = InputFiles.open(file);
        DataInputStream data = new DataInputStream(new BufferedInputStream(in, 1 << 16));
        try {
            int magic = data.readInt();
            int version = data.readInt();
            if (magic != MAGIC || version != VERSION) {
                throw new FormatException(file + ": not a Magpie training data file (version " + VERSION + ")");
            }
        } catch (EOFException e) {
            data.close();
            throw new FormatException(file + ": too short for a training data header");
        } catch (FormatException e) {
            data.close();
            throw e;
        }
        return new Reader(data, file.toString());
    }

    private static void checkHeader(Path file) throws IOException {
        try (Reader r = open(file)) {
            // header checked by open
        }
    }

    /** Appends records. */
    public static final class Writer implements Closeable {
        private final DataOutputStream out;

        Writer(DataOutputStream out) {
            this.out = out;
        }

        public void write(TrainingPosition p) throws IOException {
            out.writeLong(p.player());
            out.writeLong(p.opponent());
            out.writeInt(p.game());
            out.writeByte(p.empties());
            out.writeByte(p.label());
            out.writeByte(p.kind());
            out.writeByte(0);
        }

        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    /** Reads records in order. */
    public static final class Reader implements Closeable {
        private final DataInputStream in;
        private final String name;
        private long index;

        Reader(DataInputStream in, String name) {
            this.in = in;
            this.name = name;
        }

        /** The next record, or null at the end (a partial last record is ignored). */
        public TrainingPosition next() throws IOException {
            long player;
            try {
                player = in.readLong();
            } catch (EOFException e) {
                return null;
            }
            try {
                long opponent = in.readLong();
                int game = in.readInt();
                int empties = in.readByte();
                int label = in.readByte();
                int kind = in.readByte();
                in.readByte();
                index++;
                if (damaged(player, opponent, game, empties, label, kind)) {
                    throw new FormatException(name + ": record " + index + " is damaged");
                }
                return new TrainingPosition(player, opponent, game, label, kind);
            } catch (EOFException e) {
                return null;
            }
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
