package io.magpie.eval;

import static io.magpie.board.Capacity.MAX_PLY;

import io.magpie.board.Bits;

/**
 * The trained pattern evaluation: the sum, over the 46 pattern instances of {@link Patterns}, of the
 * weight of each instance's value in the position's stage, plus a per-stage bias. The result is an
 * estimate of the final disc differential for the side to move in units of 1/100 disc (the search's
 * score unit), clamped inside ±64 discs.
 *
 * <p>Incremental use (the search): {@link #reset} at the root, then {@link #push}/{@link #pushPass}
 * before a child and {@link #pop} after it. Features live in a per-ply stack, so a push copies 46
 * ints and adds the changes of the placed and flipped squares (on vectors where the JVM allows:
 * {@link VectorFeatures}), and a pop is {@code ply--}. Features
 * are kept in fixed colours (A = the side to move at the root), and the weight table of the colour
 * to move is used, so nothing is recomputed when the side to move changes. {@link #evaluate} uses the
 * stack when its argument is the position on top of it, and otherwise computes from scratch. Not
 * thread-safe: one instance per search thread ({@link #forThread}).
 *
 * <p>Hot path: no allocation after construction. The output unit is {@code Score.DISC} (100 per
 * disc) and stays inside ±{@code Score.MAX_EVAL}.
 */
public final class PatternEvaluator implements Evaluator {
    /** Output unit: 1/100 disc, as the search's score. */
    public static final int UNITS_PER_DISC = Score.DISC;
    /** Evaluations stay strictly inside ±64 discs. */
    public static final int MAX_EVAL = Score.MAX_EVAL;

    private static final int N = Patterns.INSTANCES;
    /** A ply's slots in the feature stack: the instances, rounded up to whole 8-int vectors. */
    static final int STRIDE = (N + 7) & ~7;
    /** SHAPE_OFFSET of each instance's shape, flattened for the inner loop. */
    private static final int[] INSTANCE_OFFSET = new int[N];

    /**
     * The instances each square is read by, for the incremental update: {@code power << 6 | instance}
     * at {@code MAX_PER_SQUARE * sq + j}, {@code j < SQUARE_COUNT[sq]} (one load per instance).
     */
    private static final int[] SQUARE_UPDATE = new int[64 * Patterns.MAX_PER_SQUARE];

    static {
        for (int i = 0; i < N; i++) {
            INSTANCE_OFFSET[i] = Patterns.SHAPE_OFFSET[Patterns.INSTANCE_SHAPE[i]];
        }
        for (int k = 0; k < SQUARE_UPDATE.length; k++) {
            SQUARE_UPDATE[k] = Patterns.SQUARE_POWER[k] << 6 | Patterns.SQUARE_INSTANCE[k];
        }
    }

    private final Weights weights;
    private final int stages;
    /**
     * features[ply * STRIDE + i]: instance i's value at that ply, colours A/B fixed at the root, plus the
     * offset of its shape in a stage's table (so that a lookup is one add).
     */
    private final int[] features = new int[(MAX_PLY + 1) * STRIDE];
    /** The position (side to move first) at each ply, to check that evaluate is asked about it. */
    private final long[] stackPlayer = new long[MAX_PLY + 1];
    private final long[] stackOpponent = new long[MAX_PLY + 1];
    /** Whether colour A is to move at each ply. */
    private final boolean[] aToMove = new boolean[MAX_PLY + 1];
    private final int[] scratch = new int[N];
    private int ply = -1;
    /** Whether {@link #push} runs on vectors ({@link VectorFeatures}). */
    private final boolean vectors;

    /** An evaluator whose updates run on vectors where {@link Bits#SIMD} allows. */
    public PatternEvaluator(Weights weights) {
        this(weights, Bits.SIMD);
    }

    /** {@code vectors}: the vector update (only where {@link Bits#SIMD} is on) or the scalar one. */
    PatternEvaluator(Weights weights, boolean vectors) {
        if (vectors && !Bits.SIMD) {
            throw new IllegalArgumentException("this JVM has no 256-bit Vector API");
        }
        this.weights = weights;
        this.stages = weights.stages();
        this.vectors = vectors;
    }

    private static boolean vectorsPrepared;

    /**
     * Gets the vector update compiled before a clock starts (once per JVM, about 0.3 s of one core; nothing
     * without {@link Bits#SIMD}): until C2 compiles it, the Vector API allocates on every operation
     * and runs many times slower than the scalar update.
     */
    public static synchronized void prepareVectors() {
        if (!Bits.SIMD || vectorsPrepared) {
            return;
        }
        vectorsPrepared = true;
        int[] f = new int[2 * STRIDE];
        long deadline = System.nanoTime() + 2_000_000_000L;
        long sum = 0;
        while (System.nanoTime() < deadline) {
            long start = System.nanoTime();
            for (int i = 0; i < 2000; i++) {
                VectorFeatures.push(f, 0, STRIDE, i & 63, 0x0000001818000000L >>> (i & 7), (i & 1) == 0);
                sum += f[STRIDE + (i % N)];
            }
            if (System.nanoTime() - start < 200_000) {
                break;
            }
        }
        if (sum == 42) {
            System.out.print(""); // keeps the loop from being optimised away
        }
    }

    public Weights weights() {
        return weights;
    }

    /** A fresh evaluator on the same (immutable) weights, for another search thread. */
    @Override
    public PatternEvaluator forThread() {
        return new PatternEvaluator(weights, vectors);
    }

    /** The search starts from this position: the side to move becomes colour A. */
    @Override
    public void reset(long player, long opponent) {
        ply = 0;
        Patterns.compute(player, opponent, features, 0);
        addOffsets(features);
        stackPlayer[0] = player;
        stackOpponent[0] = opponent;
        aToMove[0] = true;
    }

    /**
     * The side to move plays {@code move}, flipping {@code flipped}. Each changed square updates the
     * instances that read it: the placed square goes 0 -> colour, a flipped one other colour -> colour.
     */
    @Override
    public void push(int move, long flipped) {
        int from = ply * STRIDE;
        int to = from + STRIDE;
        boolean a = aToMove[ply];
        if (vectors) {
            VectorFeatures.push(features, from, to, move, flipped, a);
        } else {
            pushScalar(from, to, move, flipped, a);
        }
        long player = stackPlayer[ply];
        long opponent = stackOpponent[ply];
        ply++;
        stackPlayer[ply] = opponent ^ flipped;
        stackOpponent[ply] = player | flipped | (1L << move);
        aToMove[ply] = !a;
    }

    private void pushScalar(int from, int to, int move, long flipped, boolean a) {
        System.arraycopy(features, from, features, to, N);
        // digit of the mover: 1 for A, 2 for B; a flip changes a digit by +-1 (B->A is -1)
        int placed = a ? 1 : 2;
        int flip = a ? -1 : 1;
        int[] f = features;
        int base = move * Patterns.MAX_PER_SQUARE;
        for (int j = base, end = base + Patterns.SQUARE_COUNT[move]; j < end; j++) {
            int u = SQUARE_UPDATE[j];
            f[to + (u & 63)] += placed * (u >>> 6);
        }
        long rest = flipped;
        while (rest != 0) {
            int sq = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            base = sq * Patterns.MAX_PER_SQUARE;
            for (int j = base, end = base + Patterns.SQUARE_COUNT[sq]; j < end; j++) {
                int u = SQUARE_UPDATE[j];
                f[to + (u & 63)] += flip * (u >>> 6);
            }
        }
    }

    /** The side to move passes. */
    @Override
    public void pushPass() {
        System.arraycopy(features, ply * STRIDE, features, ply * STRIDE + STRIDE, STRIDE);
        long player = stackPlayer[ply];
        ply++;
        stackPlayer[ply] = stackOpponent[ply - 1];
        stackOpponent[ply] = player;
        aToMove[ply] = !aToMove[ply - 1];
    }

    /** Takes back the last push. */
    @Override
    public void pop() {
        ply--;
    }

    /** Current stack depth (0 at the root, -1 before any reset). */
    public int ply() {
        return ply;
    }

    /**
     * The evaluation of a position (side to move first), in 1/100 disc: from the feature stack when
     * this is its top position, from scratch otherwise.
     */
    @Override
    public int evaluate(long player, long opponent) {
        if (ply >= 0 && stackPlayer[ply] == player && stackOpponent[ply] == opponent) {
            return sum(features, ply * STRIDE, aToMove[ply], 64 - Long.bitCount(player | opponent));
        }
        return evaluateFromScratch(player, opponent);
    }

    /** The evaluation computed from scratch, ignoring the stack: the reference for the incremental one. */
    public int evaluateFromScratch(long player, long opponent) {
        Patterns.compute(player, opponent, scratch, 0);
        addOffsets(scratch);
        return sum(scratch, 0, true, 64 - Long.bitCount(player | opponent));
    }

    private static void addOffsets(int[] f) {
        for (int i = 0; i < N; i++) {
            f[i] += INSTANCE_OFFSET[i];
        }
    }

    /** The evaluation of the position on top of the stack. */
    public int evaluateTop() {
        return sum(features, ply * STRIDE, aToMove[ply], 64 - Long.bitCount(stackPlayer[ply] | stackOpponent[ply]));
    }

    private int sum(int[] f, int from, boolean a, int empties) {
        int s = linearSum(f, from, a, Weights.stageOf(empties, stages));
        return s > MAX_EVAL ? MAX_EVAL : s < -MAX_EVAL ? -MAX_EVAL : s;
    }

    /** The position on top of the stack is this one: its features start at {@link #topOffset}. */
    boolean isTop(long player, long opponent) {
        return ply >= 0 && stackPlayer[ply] == player && stackOpponent[ply] == opponent;
    }

    /** Where the features of the position on top of the stack start in {@link #stackFeatures}. */
    int topOffset() {
        return ply * STRIDE;
    }

    int[] stackFeatures() {
        return features;
    }

    boolean aToMoveAtTop() {
        return aToMove[ply];
    }

    /** Expanded features (with shape offsets, colour A to move) computed from scratch into {@code f}. */
    static void computeExpanded(long player, long opponent, int[] f) {
        Patterns.compute(player, opponent, f, 0);
        addOffsets(f);
    }

    /** The linear sum in 1/100 disc, not clamped. */
    int linearSum(int[] f, int from, boolean a, int stage) {
        short[] table = a ? weights.forA : weights.forB;
        int base = stage * Patterns.EXPANDED_SIZE;
        int s = weights.bias[stage];
        for (int i = from, end = from + N; i < end; i++) {
            s += table[base + f[i]];
        }
        if (weights.unitsPerDisc() != UNITS_PER_DISC) {
            s = s * UNITS_PER_DISC / weights.unitsPerDisc();
        }
        return s;
    }

    /**
     * Each instance's weight in the evaluation of a position (in the weights' units, before the
     * bias and clamping), into {@code out[0..INSTANCES)}; returns the stage's bias. For {@code eval
     * --detail}; allocates nothing but is not meant for the search.
     */
    public int contributions(long player, long opponent, int[] out) {
        Patterns.compute(player, opponent, scratch, 0);
        int stage = weights.stageOf(64 - Long.bitCount(player | opponent));
        int base = stage * Patterns.EXPANDED_SIZE;
        for (int i = 0; i < N; i++) {
            out[i] = weights.forA[base + INSTANCE_OFFSET[i] + scratch[i]];
        }
        return weights.bias[stage];
    }
}
