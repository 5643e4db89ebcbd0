package io.magpie.eval;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * Trained weights of the pattern evaluation, per game stage, and their file format (described in
 * {@code tuning/FORMAT.md}): a 32-byte big-endian header (magic, version, byte-order mark, pattern
 * set id, stage count, units per disc, weights per stage, payload length, CRC-32) then the packed
 * 16-bit weights, deflated. Weights are stored once per symmetry class ({@link Patterns}) and
 * expanded at load into two flat tables, one for each colour to move, so that evaluation is one
 * array read per pattern instance.
 */
public final class Weights {
    /** "MGPW". */
    static final int MAGIC = 0x4D475057;
    static final int VERSION = 1;
    /** A weights file is a few MB; more means the wrong file (or one without end). */
    static final int MAX_FILE_BYTES = 256 << 20;
    /** Written as the two bytes 01 02: a reader with the other byte order sees 02 01. */
    static final int BYTE_ORDER_MARK = 0x0102;
    static final int HEADER_BYTES = 32;
    /** The CRC-32 at this offset covers the header bytes before it and the inflated payload. */
    static final int CRC_OFFSET = 24;
    /** Entries after the patterns in each stage's packed vector: [0] is a constant bias. */
    public static final int GLOBALS = 1;
    public static final int BIAS = Patterns.PACKED_STAGE_SIZE;
    /** Packed weights per stage: the symmetry classes of all shapes, then the globals. */
    public static final int STAGE_SIZE = Patterns.PACKED_STAGE_SIZE + GLOBALS;
    /** Units per disc of newly written files: the search's score unit. */
    public static final int DEFAULT_UNITS_PER_DISC = 100;
    /** The default weights inside the jar (a copy of a file under tuning/). */
    public static final String DEFAULT_RESOURCE = "/io/magpie/eval/weights.mpw";
    /**
     * The weights the endgame solver orders its moves by, inside the jar. Not always the playing
     * weights (the ones that play best need not order best: generation 3 cost the solver 22 % more
     * nodes than generation 2), but today the same file: generation 5 orders FFO #40-#59 in 13 %
     * fewer nodes than generation 2, and one file loads once.
     */
    public static final String ORDERING_RESOURCE = DEFAULT_RESOURCE;

    private final int stages;
    private final int unitsPerDisc;
    private final short[][] packed;
    /** Expanded tables [stage * EXPANDED_SIZE + SHAPE_OFFSET + value], colour A / colour B to move. */
    final short[] forA;
    final short[] forB;
    final int[] bias;

    private Weights(short[][] packed, int unitsPerDisc) {
        this.stages = packed.length;
        this.unitsPerDisc = unitsPerDisc;
        this.packed = packed;
        int size = Patterns.EXPANDED_SIZE;
        forA = new short[stages * size];
        forB = new short[stages * size];
        bias = new int[stages];
        for (int s = 0; s < stages; s++) {
            short[] p = packed[s];
            bias[s] = p[BIAS];
            for (int t = 0; t < Patterns.SHAPES; t++) {
                int[] classOf = Patterns.PACKED_INDEX[t];
                int[] swap = Patterns.SWAP_COLOURS[t];
                int from = Patterns.PACKED_OFFSET[t];
                int to = s * size + Patterns.SHAPE_OFFSET[t];
                for (int v = 0; v < classOf.length; v++) {
                    forA[to + v] = p[from + classOf[v]];
                    // colour B to move sees the board with the colours exchanged
                    forB[to + v] = p[from + classOf[swap[v]]];
                }
            }
        }
    }

    /**
     * Weights from packed vectors, one per stage, each {@link #STAGE_SIZE} long.
     *
     * @throws IllegalArgumentException on a wrong shape
     */
    public static Weights of(short[][] packed, int unitsPerDisc) {
        if (packed.length < 1 || packed.length > 60) {
            throw new IllegalArgumentException("stage count must be 1..60: " + packed.length);
        }
        if (unitsPerDisc < 1) {
            throw new IllegalArgumentException("units per disc must be positive: " + unitsPerDisc);
        }
        short[][] copy = new short[packed.length][];
        for (int s = 0; s < packed.length; s++) {
            if (packed[s].length != STAGE_SIZE) {
                throw new IllegalArgumentException("stage " + s + " has " + packed[s].length
                        + " weights, expected " + STAGE_SIZE);
            }
            copy[s] = packed[s].clone();
        }
        return new Weights(copy, unitsPerDisc);
    }

    /** All-zero weights: evaluates every position as 0. */
    public static Weights zero(int stages) {
        return of(new short[stages][STAGE_SIZE], DEFAULT_UNITS_PER_DISC);
    }

    public int stages() {
        return stages;
    }

    public int unitsPerDisc() {
        return unitsPerDisc;
    }

    /** A copy of one stage's packed weights. */
    public short[] packedStage(int stage) {
        return packed[stage].clone();
    }

    /** The stage of a position with {@code empties} empty squares: stage 0 is the opening. */
    public int stageOf(int empties) {
        return stageOf(empties, stages);
    }

    public static int stageOf(int empties, int stages) {
        int s = (60 - empties) * stages / 60;
        return s < 0 ? 0 : s >= stages ? stages - 1 : s;
    }

    /** Loads the default weights from the jar. */
    public static Weights loadDefault() throws IOException {
        return loadResource(DEFAULT_RESOURCE);
    }

    /** Loads weights from the jar, e.g. {@link #DEFAULT_RESOURCE} or {@link #ORDERING_RESOURCE}. */
    public static Weights loadResource(String resource) throws IOException {
        try (InputStream in = Weights.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("weights missing from the jar: " + resource);
            }
            return read(in.readAllBytes(), "jar:" + resource);
        }
    }

    public static Weights load(Path file) throws IOException {
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) { // opening a folder works, its first read fails naming nothing
                throw new IOException("a folder, not a file");
            }
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes(MAX_FILE_BYTES + 1); // a file without end (/dev/zero) stops here
            }
            if (bytes.length > MAX_FILE_BYTES) {
                throw new IOException("more than " + (MAX_FILE_BYTES >> 20) + " MB, too large for weights");
            }
        } catch (IOException e) {
            throw new IOException("cannot read weights file " + file + ": " + e.getMessage(), e);
        }
        return read(bytes, file.toString());
    }

    /**
     * Parses a weights file.
     *
     * @param name the file's name, for error messages
     * @throws IOException naming the file when it is damaged, truncated or made for another pattern set
     */
    public static Weights read(byte[] bytes, String name) throws IOException {
        if (bytes.length < HEADER_BYTES) {
            throw bad(name, "truncated header (" + bytes.length + " bytes)");
        }
        ByteBuffer h = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
        if (h.getInt() != MAGIC) {
            throw bad(name, "not a Magpie weights file (bad magic)");
        }
        int version = h.getShort() & 0xFFFF;
        if (version != VERSION) {
            throw bad(name, "format version " + version + ", this build reads " + VERSION);
        }
        int mark = h.getShort() & 0xFFFF;
        if (mark != BYTE_ORDER_MARK) {
            throw bad(name, String.format(java.util.Locale.ROOT, "byte-order mark 0x%04x, expected 0x%04x", mark,
                    BYTE_ORDER_MARK));
        }
        int setId = h.getInt();
        if (setId != Patterns.SET_ID) {
            throw bad(name, String.format(java.util.Locale.ROOT,
                    "made for pattern set %08x, this build uses %08x", setId, Patterns.SET_ID));
        }
        int stages = h.getShort() & 0xFFFF;
        int units = h.getShort() & 0xFFFF;
        int stageSize = h.getInt();
        int payloadLength = h.getInt();
        int crc = h.getInt();
        int reserved = h.getInt();
        if (reserved != 0) {
            throw bad(name, "reserved header bytes are not zero");
        }
        if (stages < 1 || stages > 60 || units < 1) {
            throw bad(name, "bad stage count " + stages + " or units per disc " + units);
        }
        if (stageSize != STAGE_SIZE) {
            throw bad(name, stageSize + " weights per stage, this build needs " + STAGE_SIZE);
        }
        if (payloadLength < 0 || payloadLength != bytes.length - HEADER_BYTES) {
            throw bad(name, "payload is " + (bytes.length - HEADER_BYTES) + " bytes, header says " + payloadLength
                    + " (truncated or extended)");
        }
        byte[] raw = new byte[stages * stageSize * 2];
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(bytes, HEADER_BYTES, payloadLength);
            int n = 0;
            while (n < raw.length && !inflater.finished()) {
                int got = inflater.inflate(raw, n, raw.length - n);
                if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                n += got;
            }
            if (n != raw.length || !inflater.finished() || inflater.getRemaining() != 0) {
                throw bad(name, "damaged payload (wrong length after decompression)");
            }
        } catch (DataFormatException e) {
            throw bad(name, "damaged payload (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
        CRC32 check = new CRC32();
        check.update(bytes, 0, CRC_OFFSET);
        check.update(raw);
        if ((int) check.getValue() != crc) {
            throw bad(name, "checksum mismatch");
        }
        ByteBuffer w = ByteBuffer.wrap(raw).order(ByteOrder.BIG_ENDIAN);
        short[][] packed = new short[stages][stageSize];
        for (int s = 0; s < stages; s++) {
            w.asShortBuffer().get(packed[s]);
            w.position(w.position() + stageSize * 2);
        }
        return new Weights(packed, units);
    }

    /** The file image of these weights. */
    public byte[] toBytes() {
        ByteBuffer raw = ByteBuffer.allocate(stages * STAGE_SIZE * 2).order(ByteOrder.BIG_ENDIAN);
        for (short[] p : packed) {
            for (short x : p) {
                raw.putShort(x);
            }
        }
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setInput(raw.array());
        deflater.finish();
        ByteArrayOutputStream payload = new ByteArrayOutputStream();
        byte[] buf = new byte[65536];
        while (!deflater.finished()) {
            int n = deflater.deflate(buf);
            payload.write(buf, 0, n);
        }
        deflater.end();
        ByteBuffer h = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.BIG_ENDIAN);
        h.putInt(MAGIC).putShort((short) VERSION).putShort((short) BYTE_ORDER_MARK).putInt(Patterns.SET_ID)
                .putShort((short) stages).putShort((short) unitsPerDisc).putInt(STAGE_SIZE)
                .putInt(payload.size());
        CRC32 crc = new CRC32();
        crc.update(h.array(), 0, CRC_OFFSET);
        crc.update(raw.array());
        h.putInt((int) crc.getValue()).putInt(0);
        byte[] out = new byte[HEADER_BYTES + payload.size()];
        System.arraycopy(h.array(), 0, out, 0, HEADER_BYTES);
        System.arraycopy(payload.toByteArray(), 0, out, HEADER_BYTES, payload.size());
        return out;
    }

    /**
     * Writes to {@code file}.tmp, then renames it over {@code file}; a target that exists and is no
     * regular file (a device such as /dev/full, a pipe) is written in place: a rename would replace it.
     */
    public void write(Path file) throws IOException {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            try {
                Files.write(file, toBytes());
            } catch (IOException e) {
                throw new IOException("cannot write weights file " + file + ": " + e.getMessage(), e);
            }
            return;
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            Files.write(tmp, toBytes());
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException again) {
                e.addSuppressed(again);
            }
            // named by the target: the temporary file's name alone would leave a user guessing
            String why = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getMessage();
            throw new IOException("cannot write weights file " + file + ": " + why, e);
        }
    }

    private static IOException bad(String name, String what) {
        return new IOException("weights file " + name + ": " + what);
    }
}
