package io.magpie.eval;

import io.magpie.board.Square;
import io.magpie.board.Symmetry;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The pattern set: which squares each feature reads, and the square-to-feature tables the
 * incremental update walks. Logistello/Edax style: 11 pattern shapes, each placed on the board in
 * every position the 8 symmetries give (46 instances in all). A feature value is the base-3 number
 * of its squares, first square most significant, with digit 0 = empty, 1 = colour A, 2 = colour B
 * (A is the side to move at the position the evaluator was set to; see {@link PatternEvaluator}).
 *
 * <p>All instances of a shape share one weight table. Where a symmetry maps a shape onto itself with
 * its squares in another order (an edge read backwards, a corner block transposed), the two readings
 * are one pattern and share one weight: {@link #packedIndex} maps a value to its symmetry class, so
 * the evaluation is the same for all 8 images of a position by construction.
 */
public final class Patterns {
    /** Shape names, for {@code --detail} and the weights file. */
    static final String[] SHAPE_NAMES = {
        "corner3x3", "corner2x5", "edge+2X", "row2", "row3", "row4",
        "diag8", "diag7", "diag6", "diag5", "diag4",
    };

    /** The first placement of each shape (square names in digit order, most significant first). */
    private static final String[][] SHAPE_SQUARES = {
        {"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"},
        {"a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2"},
        {"b2", "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "g2"},
        {"a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"},
        {"a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3"},
        {"a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4"},
        {"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"},
        {"b1", "c2", "d3", "e4", "f5", "g6", "h7"},
        {"c1", "d2", "e3", "f4", "g5", "h6"},
        {"d1", "e2", "f3", "g4", "h5"},
        {"e1", "f2", "g3", "h4"},
    };

    public static final int SHAPES = SHAPE_SQUARES.length;
    /** Number of placed instances (46). */
    public static final int INSTANCES;
    /** The shape of each instance. */
    static final int[] INSTANCE_SHAPE;
    /** The squares of each instance, in digit order. */
    static final int[][] INSTANCE_SQUARES;
    /** 3^length of each shape: the size of its value range. */
    static final int[] SHAPE_SIZE = new int[SHAPES];
    /** Where each shape's values start in a stage's expanded weight table. */
    static final int[] SHAPE_OFFSET = new int[SHAPES];
    /** Size of one stage's expanded weight table: the sum of the shape sizes. */
    public static final int EXPANDED_SIZE;
    /** Value -> symmetry class, per shape: the index into the packed (stored) weights of that shape. */
    static final int[][] PACKED_INDEX = new int[SHAPES][];
    /** Number of symmetry classes per shape. */
    static final int[] PACKED_SIZE = new int[SHAPES];
    /** Where each shape's classes start in a stage's packed weight vector. */
    static final int[] PACKED_OFFSET = new int[SHAPES];
    /** Size of one stage's packed weight vector (what the weights file stores). */
    public static final int PACKED_STAGE_SIZE;
    /** Value with colours A and B exchanged, per shape. */
    static final int[][] SWAP_COLOURS = new int[SHAPES][];

    /** Most instances one square belongs to. */
    static final int MAX_PER_SQUARE = 8;
    /** SQUARE_COUNT[sq] instances read square sq: SQUARE_INSTANCE / SQUARE_POWER at 8*sq + j. */
    static final int[] SQUARE_COUNT = new int[64];
    static final int[] SQUARE_INSTANCE = new int[64 * MAX_PER_SQUARE];
    static final int[] SQUARE_POWER = new int[64 * MAX_PER_SQUARE];

    /** Identifies this pattern set in weight files: a CRC of the shapes and their squares. */
    public static final int SET_ID;

    static {
        List<int[]> instances = new ArrayList<>();
        List<Integer> shapes = new ArrayList<>();
        int expanded = 0;
        int packed = 0;
        CRC32 crc = new CRC32();
        for (int t = 0; t < SHAPES; t++) {
            int n = SHAPE_SQUARES[t].length;
            int[] base = new int[n];
            for (int k = 0; k < n; k++) {
                base[k] = Square.parse(SHAPE_SQUARES[t][k]);
                crc.update(base[k]);
            }
            crc.update(0xFF);
            int size = pow3(n);
            SHAPE_SIZE[t] = size;
            SHAPE_OFFSET[t] = expanded;
            expanded += size;

            // Place the shape under all 8 symmetries; an image on an already placed square set is a
            // reordering of that instance, i.e. a self-symmetry of the shape.
            List<long[]> placedSets = new ArrayList<>();
            List<int[]> placed = new ArrayList<>();
            List<int[]> permutations = new ArrayList<>();
            for (int s = 0; s < Symmetry.COUNT; s++) {
                int[] image = new int[n];
                long set = 0;
                for (int k = 0; k < n; k++) {
                    image[k] = Symmetry.applyToSquare(s, base[k]);
                    set |= 1L << image[k];
                }
                int found = -1;
                for (int i = 0; i < placedSets.size(); i++) {
                    if (placedSets.get(i)[0] == set) {
                        found = i;
                    }
                }
                if (found < 0) {
                    placedSets.add(new long[] {set});
                    placed.add(image);
                    // every placement is the base under some symmetry, so the shape's self-maps are
                    // found from the base placement alone
                } else if (found == 0) {
                    int[] perm = new int[n];
                    for (int k = 0; k < n; k++) {
                        perm[k] = indexOf(base, image[k]);
                    }
                    permutations.add(perm);
                }
            }
            for (int[] squares : placed) {
                instances.add(squares);
                shapes.add(t);
            }

            int[] swap = new int[size];
            int[] packedIndex = new int[size];
            int[] canonical = new int[size];
            int classes = 0;
            int[] digits = new int[n];
            for (int v = 0; v < size; v++) {
                toDigits(v, digits);
                int sw = 0;
                for (int k = 0; k < n; k++) {
                    sw = sw * 3 + (digits[k] == 0 ? 0 : 3 - digits[k]);
                }
                swap[v] = sw;
                int min = v;
                for (int[] perm : permutations) {
                    int w = 0;
                    for (int k = 0; k < n; k++) {
                        w = w * 3 + digits[perm[k]];
                    }
                    min = Math.min(min, w);
                }
                if (min == v) {
                    canonical[v] = classes++;
                }
                packedIndex[v] = canonical[min];
            }
            SWAP_COLOURS[t] = swap;
            PACKED_INDEX[t] = packedIndex;
            PACKED_SIZE[t] = classes;
            PACKED_OFFSET[t] = packed;
            packed += classes;
        }
        EXPANDED_SIZE = expanded;
        PACKED_STAGE_SIZE = packed;
        INSTANCES = instances.size();
        INSTANCE_SHAPE = new int[INSTANCES];
        INSTANCE_SQUARES = new int[INSTANCES][];
        for (int i = 0; i < INSTANCES; i++) {
            INSTANCE_SHAPE[i] = shapes.get(i);
            int[] squares = instances.get(i);
            INSTANCE_SQUARES[i] = squares;
            for (int k = 0; k < squares.length; k++) {
                int sq = squares[k];
                int j = SQUARE_COUNT[sq]++;
                SQUARE_INSTANCE[sq * MAX_PER_SQUARE + j] = i;
                SQUARE_POWER[sq * MAX_PER_SQUARE + j] = pow3(squares.length - 1 - k);
            }
        }
        SET_ID = (int) crc.getValue();
    }

    private Patterns() {}

    /**
     * Computes every instance's value from scratch into {@code features[from..from+INSTANCES)}:
     * colour A's discs are {@code a}, colour B's {@code b}. Walks the occupied squares through the
     * square tables (about 5 additions per disc), with no allocation.
     */
    public static void compute(long a, long b, int[] features, int from) {
        for (int i = 0; i < INSTANCES; i++) {
            features[from + i] = 0;
        }
        addDiscs(a, 1, features, from);
        addDiscs(b, 2, features, from);
    }

    private static void addDiscs(long discs, int digit, int[] features, int from) {
        while (discs != 0) {
            int base = Long.numberOfTrailingZeros(discs) * MAX_PER_SQUARE;
            discs &= discs - 1;
            for (int j = 0, n = SQUARE_COUNT[base / MAX_PER_SQUARE]; j < n; j++) {
                features[from + SQUARE_INSTANCE[base + j]] += digit * SQUARE_POWER[base + j];
            }
        }
    }

    /**
     * The slow, obviously correct reference for {@link #compute}: each instance read square by
     * square in digit order.
     */
    static void computeReference(long a, long b, int[] features, int from) {
        for (int i = 0; i < INSTANCES; i++) {
            int v = 0;
            for (int sq : INSTANCE_SQUARES[i]) {
                v = v * 3 + ((a >>> sq & 1) != 0 ? 1 : (b >>> sq & 1) != 0 ? 2 : 0);
            }
            features[from + i] = v;
        }
    }

    /** The packed weight-vector position of instance {@code i} with value {@code v} (for fitting). */
    public static int packedPosition(int i, int v) {
        int t = INSTANCE_SHAPE[i];
        return PACKED_OFFSET[t] + PACKED_INDEX[t][v];
    }

    public static int shapeOf(int instance) {
        return INSTANCE_SHAPE[instance];
    }

    /** The squares of an instance as names, e.g. "a1 b1 c1 a2 ...". */
    public static String instanceSquares(int instance) {
        StringBuilder sb = new StringBuilder();
        for (int sq : INSTANCE_SQUARES[instance]) {
            sb.append(sb.length() > 0 ? " " : "").append(Square.name(sq));
        }
        return sb.toString();
    }

    public static String shapeName(int shape) {
        return SHAPE_NAMES[shape];
    }

    static int pow3(int n) {
        int p = 1;
        for (int k = 0; k < n; k++) {
            p *= 3;
        }
        return p;
    }

    private static void toDigits(int v, int[] digits) {
        for (int k = digits.length - 1; k >= 0; k--) {
            digits[k] = v % 3;
            v /= 3;
        }
    }

    private static int indexOf(int[] squares, int sq) {
        for (int k = 0; k < squares.length; k++) {
            if (squares[k] == sq) {
                return k;
            }
        }
        throw new IllegalStateException("square not in shape: " + sq);
    }
}
