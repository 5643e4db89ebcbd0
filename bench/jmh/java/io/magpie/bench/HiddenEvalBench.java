package io.magpie.bench;

import io.magpie.board.Bits;
import io.magpie.eval.Evaluator;
import io.magpie.eval.HiddenEvaluator;
import io.magpie.eval.HiddenLayer;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Weights;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What a hidden layer of {@code dims} units fed by {@code shapes} adds to a leaf evaluation (dims 0:
 * the linear pattern evaluation alone): a move made on the feature stack, the child evaluated, the move taken back, over
 * the moves of a midgame root. The layer's values are random (its cost does not depend on them),
 * its linear part is the jar's weights.
 * {@code mvn -Pbench test-compile exec:exec -Djmh.args="HiddenEvalBench -f 1 -wi 3 -i 5"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HiddenEvalBench {
    @Param({"0", "8", "16"})
    public int dims;

    /** The shapes that feed the layer: all 46 instances, or the 8 corner 3x3 and edge+2X ones. */
    @Param({"all", "corner3x3,edge+2X"})
    public String shapes;

    private Evaluator eval;
    private long rootPlayer;
    private long rootOpponent;
    private final int[] rootMove = new int[64];
    private final long[] rootFlipped = new long[64];
    private int rootMoves;
    private int next;

    @Setup
    public void setUp() throws Exception {
        Weights linear = Weights.loadDefault();
        if (dims == 0) {
            eval = new PatternEvaluator(linear);
        } else {
            SplittableRandom random = new SplittableRandom(1);
            int stages = linear.stages();
            float[][] e = new float[stages][HiddenLayer.ROWS * dims];
            float[][] b = new float[stages][dims];
            float[][] o = new float[stages][dims];
            for (int s = 0; s < stages; s++) {
                for (int j = 0; j < e[s].length; j++) {
                    e[s][j] = (float) random.nextGaussian() * 0.1f;
                }
                for (int k = 0; k < dims; k++) {
                    b[s][k] = 0.5f;
                    o[s][k] = (float) random.nextGaussian();
                }
            }
            int mask = shapes.equals("all") ? HiddenLayer.ALL_SHAPES : 1 | 1 << 2;
            eval = new HiddenEvaluator(HiddenLayer.of(linear, dims, mask, e, b, o));
        }
        // the root: the sample's position at 20-40 empties with the most legal moves
        Positions sample = new Positions();
        int best = -1;
        for (int i = 0; i < Positions.COUNT; i++) {
            int empties = 64 - Long.bitCount(sample.player[i] | sample.opponent[i]);
            if (empties >= 20 && empties <= 40 && (best < 0 || Long.bitCount(Bits.legalMoves(sample.player[i],
                    sample.opponent[i])) > Long.bitCount(Bits.legalMoves(sample.player[best], sample.opponent[best])))) {
                best = i;
            }
        }
        rootPlayer = sample.player[best];
        rootOpponent = sample.opponent[best];
        eval.reset(rootPlayer, rootOpponent);
        long moves = Bits.legalMoves(rootPlayer, rootOpponent);
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            rootMove[rootMoves] = sq;
            rootFlipped[rootMoves++] = Bits.flips(rootPlayer, rootOpponent, sq);
        }
    }

    /** A leaf evaluation after one incremental move, as the search does it. */
    @Benchmark
    public void pushEvaluatePop(Blackhole bh) {
        int k = (next++ & Integer.MAX_VALUE) % rootMoves;
        int sq = rootMove[k];
        long flipped = rootFlipped[k];
        eval.push(sq, flipped);
        // the child, side to move first
        bh.consume(eval.evaluate(rootOpponent & ~flipped, rootPlayer | flipped | (1L << sq)));
        eval.pop();
    }
}
