package io.magpie.bench;

import io.magpie.board.Bits;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Weights;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The pattern evaluation's cost: a full evaluation from scratch, an evaluation from the feature
 * stack, and an incremental update (push + pop of one move). Positions are 256 midgame positions from
 * seeded random games; the weights are the default ones from the jar.
 * {@code mvn -Pbench test-compile exec:exec -Djmh.args="PatternEvalBench -f 1 -wi 3 -i 5"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PatternEvalBench {
    private static final int N = 256;
    private final long[] player = new long[N];
    private final long[] opponent = new long[N];
    private final int[] move = new int[N];
    private final long[] flipped = new long[N];
    private PatternEvaluator eval;
    private int next;
    /** A midgame root with its legal moves, for the incremental benchmarks. */
    private final int[] rootMove = new int[64];
    private final long[] rootFlipped = new long[64];
    private int rootMoves;

    @Setup
    public void setUp() throws Exception {
        eval = new PatternEvaluator(Weights.loadDefault());
        SplittableRandom random = new SplittableRandom(42);
        int n = 0;
        while (n < N) {
            long p = 0x0000000810000000L;
            long o = 0x0000001008000000L;
            int stop = 10 + random.nextInt(40);
            boolean ok = true;
            for (int ply = 0; ply < stop && ok; ply++) {
                long moves = Bits.legalMoves(p, o);
                if (moves == 0) {
                    ok = false;
                    break;
                }
                for (int k = random.nextInt(Long.bitCount(moves)); k > 0; k--) {
                    moves &= moves - 1;
                }
                int sq = Long.numberOfTrailingZeros(moves);
                long f = Bits.flips(p, o, sq);
                long t = p | f | (1L << sq);
                p = o & ~f;
                o = t;
            }
            long moves = Bits.legalMoves(p, o);
            if (ok && moves != 0) {
                player[n] = p;
                opponent[n] = o;
                move[n] = Long.numberOfTrailingZeros(moves);
                flipped[n] = Bits.flips(p, o, move[n]);
                n++;
            }
        }
        int best = 0;
        for (int i = 0; i < N; i++) {
            if (Long.bitCount(Bits.legalMoves(player[i], opponent[i])) > Long.bitCount(Bits.legalMoves(player[best], opponent[best]))) {
                best = i;
            }
        }
        eval.reset(player[best], opponent[best]);
        long moves = Bits.legalMoves(player[best], opponent[best]);
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            rootMove[rootMoves] = sq;
            rootFlipped[rootMoves++] = Bits.flips(player[best], opponent[best], sq);
        }
    }

    /** A full evaluation: 46 pattern values computed square by square, then summed. */
    @Benchmark
    public void fullEvaluation(Blackhole bh) {
        int i = next++ & (N - 1);
        bh.consume(eval.evaluateFromScratch(player[i], opponent[i]));
    }

    /** One move made and taken back on the feature stack (the search's make/undo cost). */
    @Benchmark
    public void incrementalUpdate(Blackhole bh) {
        int k = (next++ & Integer.MAX_VALUE) % rootMoves;
        eval.push(rootMove[k], rootFlipped[k]);
        bh.consume(eval.ply());
        eval.pop();
    }

    /** A leaf evaluation from the stack after one incremental move (46 table reads more). */
    @Benchmark
    public void pushEvaluatePop(Blackhole bh) {
        int k = (next++ & Integer.MAX_VALUE) % rootMoves;
        eval.push(rootMove[k], rootFlipped[k]);
        bh.consume(eval.evaluateTop());
        eval.pop();
    }
}
