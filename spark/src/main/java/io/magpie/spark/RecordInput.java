package io.magpie.spark;

import io.magpie.board.Board;
import io.magpie.format.BoardText;
import io.magpie.tune.PositionFile;
import io.magpie.tune.TrainingPosition;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Training-position files (.mgpd, {@link PositionFile}) split into ranges of records: fixed-size
 * records let each task seek straight to its range, so nothing is shuffled and the partitions are
 * the same on every run.
 */
final class RecordInput {
    private static final int HEADER_BYTES = 8;
    private static final int MAGIC = 0x4D475044; // "MGPD"
    private static final int VERSION = 1;

    private RecordInput() {}

    /** Records {@code first..end-1} of one file; {@code firstOrdinal} is the first one's place in all inputs. */
    record Range(String file, long first, long end, long firstOrdinal) implements Serializable {}

    /** A record read, or a damaged one (then {@code position} is null and {@code error} says why). */
    record Record(long ordinal, String source, TrainingPosition position, String error) {}

    /** Whether a file starts with the training-data header. */
    static boolean isPositionFile(String file) throws IOException {
        Path path = new Path(file);
        FileSystem fs = OutputDir.fs(path);
        if (fs.getFileStatus(path).getLen() < HEADER_BYTES) {
            return false;
        }
        try (DataInputStream in = fs.open(path)) {
            return in.readInt() == MAGIC;
        }
    }

    /** Splits the files into ranges of at most {@code chunk} records, in file order. */
    static List<Range> ranges(List<String> files, int chunk) throws IOException {
        List<Range> ranges = new ArrayList<>();
        long ordinal = 0;
        for (String file : files) {
            Path path = new Path(file);
            FileSystem fs = OutputDir.fs(path);
            try (DataInputStream in = fs.open(path)) {
                if (in.readInt() != MAGIC || in.readInt() != VERSION) {
                    throw new IOException(file + ": not a Magpie training data file (version " + VERSION + ")");
                }
            }
            long records = (fs.getFileStatus(path).getLen() - HEADER_BYTES) / PositionFile.RECORD_BYTES;
            for (long first = 0; first < records; first += chunk) {
                long end = Math.min(records, first + chunk);
                ranges.add(new Range(file, first, end, ordinal + first));
            }
            ordinal += records;
        }
        return ranges;
    }

    /**
     * The files' records as positions in text (the side to move as X), in input order, for the solve
     * job; a damaged record becomes a rejected line.
     */
    static JavaRDD<Line> lines(JavaSparkContext sc, List<String> files) throws IOException {
        List<Range> ranges = ranges(files, 1 << 16);
        return sc.parallelize(ranges, Math.max(1, ranges.size())).flatMap(range -> {
            List<Line> lines = new ArrayList<>();
            read(range, r -> lines.add(r.position() == null ? Line.rejected(r.ordinal(), r.error())
                    : new Line(r.ordinal(), r.source(), BoardText.format(
                            Board.fromRelative(r.position().player(), r.position().opponent(), true)))));
            return lines.iterator();
        });
    }

    /** Reads a range, checking each record as {@link PositionFile} does. */
    static void read(Range range, Consumer<Record> sink) throws IOException {
        Path path = new Path(range.file());
        FileSystem fs = OutputDir.fs(path);
        int n = (int) (range.end() - range.first());
        byte[] bytes = new byte[n * PositionFile.RECORD_BYTES];
        try (FSDataInputStream in = fs.open(path)) {
            in.seek(HEADER_BYTES + range.first() * PositionFile.RECORD_BYTES);
            in.readFully(bytes);
        }
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(bytes); // big-endian, as written
        for (int i = 0; i < n; i++) {
            long player = buf.getLong();
            long opponent = buf.getLong();
            int game = buf.getInt();
            int empties = buf.get();
            int label = buf.get();
            int kind = buf.get();
            buf.get();
            long record = range.first() + i + 1;
            String source = range.file() + ": record " + record;
            if ((player & opponent) != 0 || empties != 64 - Long.bitCount(player | opponent) || label < -64
                    || label > 64 || kind < 0 || kind > TrainingPosition.SEARCHED) {
                sink.accept(new Record(range.firstOrdinal() + i, source, null, source + " is damaged"));
            } else {
                sink.accept(new Record(range.firstOrdinal() + i, source,
                        new TrainingPosition(player, opponent, game, label, kind), null));
            }
        }
    }

    /** The 24 bytes of a record, as {@link PositionFile} writes them. */
    static void write(TrainingPosition p, java.nio.ByteBuffer out) {
        out.putLong(p.player());
        out.putLong(p.opponent());
        out.putInt(p.game());
        out.put((byte) p.empties());
        out.put((byte) p.label());
        out.put((byte) p.kind());
        out.put((byte) 0);
    }

    static byte[] header() {
        return java.nio.ByteBuffer.allocate(HEADER_BYTES).putInt(MAGIC).putInt(VERSION).array();
    }
}
