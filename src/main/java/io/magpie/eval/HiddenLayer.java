package io.magpie.eval;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;

/**
 * A pattern evaluation with a small hidden layer on top of the linear pattern sum: per stage, each
 * instance's packed pattern value also has an embedding of {@code dims} numbers; the embeddings of
 * the 46 instances and a bias are summed, and the output adds {@code out · max(0, sum)} (in discs)
 * to the linear part. The layer costs {@code dims} additions per instance at an evaluation, not a
 * network over the board; unlike the linear sum it still learns from more data (tuning/RESULTS.md).
 *
 * The layer may read only some shapes' instances ({@link #shapeMask}): fewer rows to fetch.
 *
 * <p>File ({@code .mph}): gzip of {@code "MGPH"}, version, the pattern set's id, stages, dims, the shape mask, the
 * linear part as a {@code .mpw} file's bytes (length first), then per stage the bias, the output
 * weights and the embeddings, as floats. Immutable once built.
 */
public final class HiddenLayer {
    static final int MAGIC = 0x4D475048;
    /** Version 2 adds the shape mask; version 1 files (every shape feeds the layer) are still read. */
    static final int VERSION = 2;
    /** Rows of a stage's embedding table: one per packed pattern value. */
    public static final int ROWS = Patterns.PACKED_STAGE_SIZE;
    /** Most hidden units a file may declare. */
    public static final int MAX_DIMS = 64;

    /**
     * The packed row of each expanded feature (shape offset + value, as the evaluator's feature stack
     * holds them) with colour A to move, and with colour B to move (the colours exchanged).
     */
    static final int[] ROW_FOR_A = new int[Patterns.EXPANDED_SIZE];
    static final int[] ROW_FOR_B = new int[Patterns.EXPANDED_SIZE];

    static {
        for (int t = 0; t < Patterns.SHAPES; t++) {
            int[] classOf = Patterns.PACKED_INDEX[t];
            int[] swap = Patterns.SWAP_COLOURS[t];
            for (int v = 0; v < classOf.length; v++) {
                ROW_FOR_A[Patterns.SHAPE_OFFSET[t] + v] = Patterns.PACKED_OFFSET[t] + classOf[v];
                ROW_FOR_B[Patterns.SHAPE_OFFSET[t] + v] = Patterns.PACKED_OFFSET[t] + classOf[swap[v]];
            }
        }
    }

    private final Weights linear;
    private final int dims;
    /** The shapes whose instances feed the layer (bit t: shape t); the linear part reads all. */
    private final int shapeMask;
    /** The instances that feed the layer, in order. */
    private final int[] layerInstances;
    /** Whether the sum runs on vectors ({@link VectorLayer}: 8 or 16 units, where the JVM allows). */
    private final boolean vectors;
    /** [stage][row * dims + d] */
    final float[][] embedding;
    /** [stage][d] */
    final float[][] bias;
    /** [stage][d], in discs per unit of activation */
    final float[][] out;

    private HiddenLayer(Weights linear, int dims, int shapeMask, float[][] embedding, float[][] bias, float[][] out) {
        this.linear = linear;
        this.dims = dims;
        this.shapeMask = shapeMask;
        this.layerInstances = instancesOf(shapeMask);
        this.vectors = io.magpie.board.Bits.SIMD && (dims == 8 || dims == 16) && layerInstances.length % 2 == 0;
        this.embedding = embedding;
        this.bias = bias;
        this.out = out;
    }

    /**
     * A model from its parts (copied): per stage, {@code ROWS * dims} embeddings, {@code dims}
     * biases and {@code dims} output weights.
     *
     * @throws IllegalArgumentException on a wrong shape
     */
    public static HiddenLayer of(Weights linear, int dims, float[][] embedding, float[][] bias, float[][] out) {
        return of(linear, dims, ALL_SHAPES, embedding, bias, out);
    }

    /** Every shape feeds the layer. */
    public static final int ALL_SHAPES = (1 << Patterns.SHAPES) - 1;

    /** As {@link #of(Weights, int, float[][], float[][], float[][])}, the layer fed by the shapes of {@code shapeMask} only. */
    public static HiddenLayer of(Weights linear, int dims, int shapeMask, float[][] embedding, float[][] bias,
            float[][] out) {
        if (shapeMask == 0 || (shapeMask & ~ALL_SHAPES) != 0) {
            throw new IllegalArgumentException("shape mask must name some of the " + Patterns.SHAPES + " shapes: "
                    + Integer.toBinaryString(shapeMask));
        }
        if (dims < 1 || dims > MAX_DIMS) {
            throw new IllegalArgumentException("hidden units must be 1.." + MAX_DIMS + ": " + dims);
        }
        int stages = linear.stages();
        if (embedding.length != stages || bias.length != stages || out.length != stages) {
            throw new IllegalArgumentException("the layer needs " + stages + " stages, as its linear part");
        }
        float[][] e = new float[stages][];
        float[][] b = new float[stages][];
        float[][] o = new float[stages][];
        for (int s = 0; s < stages; s++) {
            if (embedding[s].length != ROWS * dims || bias[s].length != dims || out[s].length != dims) {
                throw new IllegalArgumentException("stage " + s + " has the wrong number of parameters");
            }
            e[s] = embedding[s].clone();
            b[s] = bias[s].clone();
            o[s] = out[s].clone();
        }
        return new HiddenLayer(linear, dims, shapeMask, e, b, o);
    }

    /** The instances of the shapes in {@code shapeMask}, in instance order. */
    public static int[] instancesOf(int shapeMask) {
        int n = 0;
        int[] all = new int[Patterns.INSTANCES];
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            if ((shapeMask >>> Patterns.shapeOf(i) & 1) != 0) {
                all[n++] = i;
            }
        }
        return java.util.Arrays.copyOf(all, n);
    }

    public int shapeMask() {
        return shapeMask;
    }

    /**
     * This layer on another linear part (same stage count), its output in stage {@code s} scaled by
     * {@code layerShare[s]}: for mixing a share of a model into other weights ({@code tune blend}).
     */
    public HiddenLayer onLinear(Weights otherLinear, double[] layerShare) {
        if (otherLinear.stages() != stages() || layerShare.length != stages()) {
            throw new IllegalArgumentException("stage counts differ: " + otherLinear.stages() + " and " + stages());
        }
        float[][] scaled = new float[stages()][dims];
        for (int s = 0; s < stages(); s++) {
            for (int k = 0; k < dims; k++) {
                scaled[s][k] = (float) (out[s][k] * layerShare[s]);
            }
        }
        return new HiddenLayer(otherLinear, dims, shapeMask, embedding, bias, scaled);
    }

    /** Copies of one stage's layer: embeddings, biases, output weights (for resuming a fit). */
    public float[] embeddingOf(int stage) {
        return embedding[stage].clone();
    }

    public float[] biasOf(int stage) {
        return bias[stage].clone();
    }

    public float[] outOf(int stage) {
        return out[stage].clone();
    }

    public Weights linear() {
        return linear;
    }

    public int dims() {
        return dims;
    }

    public int stages() {
        return linear.stages();
    }

    /**
     * The layer's part of an evaluation, in discs: {@code features[from..from+INSTANCES)} are expanded
     * features (shape offset + value) in colours A/B, {@code aToMove} tells which colour is to move,
     * {@code acc} is scratch of at least {@code dims}. Allocates nothing.
     */
    float evaluate(int[] features, int from, boolean aToMove, int stage, float[] acc) {
        int[] rowOf = aToMove ? ROW_FOR_A : ROW_FOR_B;
        if (vectors) {
            if (dims == 16) {
                return VectorLayer.sum16(features, from, layerInstances, rowOf, embedding[stage], bias[stage], out[stage]);
            }
            if (dims == 8) {
                return VectorLayer.sum8(features, from, layerInstances, rowOf, embedding[stage], bias[stage], out[stage]);
            }
        }
        return evaluateScalar(features, from, rowOf, stage, acc);
    }

    /** The layer's sum one unit at a time: any number of units, and the reference for the vector one. */
    float evaluateScalar(int[] features, int from, int[] rowOf, int stage, float[] acc) {
        float[] e = embedding[stage];
        int d = dims;
        System.arraycopy(bias[stage], 0, acc, 0, d);
        for (int i : layerInstances) {
            int row = rowOf[features[from + i]] * d;
            for (int k = 0; k < d; k++) {
                acc[k] += e[row + k];
            }
        }
        float[] o = out[stage];
        float sum = 0;
        for (int k = 0; k < d; k++) {
            float h = acc[k];
            if (h > 0) {
                sum += h * o[k];
            }
        }
        return sum;
    }

    /**
     * Gets the vector sum compiled before a clock starts (as {@link PatternEvaluator#prepareVectors}:
     * until C2 compiles it, the Vector API allocates on every operation); nothing without vectors.
     */
    public void prepareVectors() {
        if (!vectors) {
            return;
        }
        int[] f = new int[Patterns.INSTANCES];
        PatternEvaluator.computeExpanded(0x0000000810000000L, 0x0000001008000000L, f);
        float[] acc = new float[dims];
        long deadline = System.nanoTime() + 2_000_000_000L;
        float sum = 0;
        while (System.nanoTime() < deadline) {
            long start = System.nanoTime();
            for (int i = 0; i < 2000; i++) {
                sum += evaluate(f, 0, (i & 1) == 0, i % stages(), acc);
            }
            if (System.nanoTime() - start < 400_000) {
                break;
            }
        }
        if (sum == 42.4242f) {
            System.out.print(""); // keeps the loop from being optimised away
        }
    }

    /** The file's bytes (see the class comment). */
    public byte[] toBytes() {
        return toBytes(VERSION);
    }

    /** The bytes of a file of {@code version} (1 only for a layer fed by every shape: it has no mask). */
    byte[] toBytes(int version) {
        if (version == 1 && shapeMask != ALL_SHAPES) {
            throw new IllegalArgumentException("version 1 has no shape mask");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream data = new DataOutputStream(new GZIPOutputStream(bytes, 1 << 16))) {
            data.writeInt(MAGIC);
            data.writeInt(version);
            data.writeInt(Patterns.SET_ID);
            data.writeInt(stages());
            data.writeInt(dims);
            if (version > 1) {
                data.writeInt(shapeMask);
            }
            byte[] lin = linear.toBytes();
            data.writeInt(lin.length);
            data.write(lin);
            for (int s = 0; s < stages(); s++) {
                writeFloats(data, bias[s]);
                writeFloats(data, out[s]);
                writeFloats(data, embedding[s]);
            }
        } catch (IOException e) {
            throw new IllegalStateException("in-memory write failed", e);
        }
        return bytes.toByteArray();
    }

    public void write(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(tmp, toBytes());
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Reads a {@code .mph} file.
     *
     * @throws IOException naming the file when it is missing, truncated, damaged or for another
     *     pattern set
     */
    public static HiddenLayer load(Path file) throws IOException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such hidden-layer weights file", e);
        }
        return read(bytes, file.toString());
    }

    /** Reads a model from a file's bytes; {@code name} names it in error messages. */
    public static HiddenLayer read(byte[] bytes, String name) throws IOException {
        try (DataInputStream data = new DataInputStream(new GZIPInputStream(new ByteArrayInputStream(bytes)))) {
            if (data.readInt() != MAGIC) {
                throw new IOException(name + ": not a hidden-layer weights file (.mph)");
            }
            int version = data.readInt();
            if (version != 1 && version != VERSION) {
                throw new IOException(name + ": version " + version + ", this build reads 1 and " + VERSION);
            }
            if (data.readInt() != Patterns.SET_ID) {
                throw new IOException(name + ": made for another pattern set");
            }
            int stages = data.readInt();
            int dims = data.readInt();
            int shapeMask = version == 1 ? ALL_SHAPES : data.readInt();
            if (stages < 1 || stages > 60 || dims < 1 || dims > MAX_DIMS || shapeMask == 0
                    || (shapeMask & ~ALL_SHAPES) != 0) {
                throw new IOException(name + ": damaged (" + stages + " stages, " + dims + " hidden units, shapes "
                        + Integer.toBinaryString(shapeMask) + ")");
            }
            int linLength = data.readInt();
            if (linLength < 0 || linLength > Weights.MAX_FILE_BYTES) {
                throw new IOException(name + ": damaged (linear part of " + linLength + " bytes)");
            }
            byte[] lin = new byte[linLength];
            data.readFully(lin);
            Weights linear = Weights.read(lin, name + " (linear part)");
            if (linear.stages() != stages) {
                throw new IOException(name + ": damaged (linear part has " + linear.stages() + " stages)");
            }
            float[][] e = new float[stages][ROWS * dims];
            float[][] b = new float[stages][dims];
            float[][] o = new float[stages][dims];
            for (int s = 0; s < stages; s++) {
                readFloats(data, b[s]);
                readFloats(data, o[s]);
                readFloats(data, e[s]);
            }
            if (data.read() != -1) {
                throw new IOException(name + ": damaged (bytes after the last stage)");
            }
            return new HiddenLayer(linear, dims, shapeMask, e, b, o);
        } catch (EOFException e) {
            throw new IOException(name + ": truncated hidden-layer weights file", e);
        } catch (ZipException e) {
            throw new IOException(name + ": damaged hidden-layer weights file (" + e.getMessage() + ")", e);
        }
    }

    private static void writeFloats(DataOutputStream data, float[] values) throws IOException {
        for (float v : values) {
            data.writeFloat(v);
        }
    }

    private static void readFloats(DataInputStream data, float[] values) throws IOException {
        for (int i = 0; i < values.length; i++) {
            values[i] = data.readFloat();
        }
    }
}
