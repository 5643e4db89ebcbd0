package io.magpie.bench;

import io.magpie.board.Bits;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The move generator's primitives, each over the same {@link Positions} sample; scores are
 * nanoseconds per position. Every result goes to the {@link Blackhole} so that nothing is
 * optimised away.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BitsBenchmark {
    private final Positions positions = new Positions();

    @Benchmark
    @OperationsPerInvocation(Positions.COUNT)
    public void legalMoves(Blackhole bh) {
        long[] player = positions.player;
        long[] opponent = positions.opponent;
        for (int i = 0; i < Positions.COUNT; i++) {
            bh.consume(Bits.legalMoves(player[i], opponent[i]));
        }
    }

    @Benchmark
    @OperationsPerInvocation(Positions.COUNT)
    public void flips(Blackhole bh) {
        long[] player = positions.player;
        long[] opponent = positions.opponent;
        int[] move = positions.move;
        for (int i = 0; i < Positions.COUNT; i++) {
            bh.consume(Bits.flips(player[i], opponent[i], move[i]));
        }
    }

    /** {@link #legalMoves} on 256-bit vectors: perft's code (the scalar one without the Vector API module). */
    @Benchmark
    @OperationsPerInvocation(Positions.COUNT)
    public void legalMovesSimd(Blackhole bh) {
        long[] player = positions.player;
        long[] opponent = positions.opponent;
        for (int i = 0; i < Positions.COUNT; i++) {
            bh.consume(Bits.legalMovesSimd(player[i], opponent[i]));
        }
    }

    /** {@link #flips} on 256-bit vectors, as perft makes them. */
    @Benchmark
    @OperationsPerInvocation(Positions.COUNT)
    public void flipsSimd(Blackhole bh) {
        long[] player = positions.player;
        long[] opponent = positions.opponent;
        int[] move = positions.move;
        for (int i = 0; i < Positions.COUNT; i++) {
            bh.consume(Bits.flipsSimd(player[i], opponent[i], move[i]));
        }
    }

    /** Flips, then the child position (side to move swapped), as search and perft make a move. */
    @Benchmark
    @OperationsPerInvocation(Positions.COUNT)
    public void makeMove(Blackhole bh) {
        long[] player = positions.player;
        long[] opponent = positions.opponent;
        int[] move = positions.move;
        for (int i = 0; i < Positions.COUNT; i++) {
            long flipped = Bits.flips(player[i], opponent[i], move[i]);
            bh.consume(opponent[i] & ~flipped);
            bh.consume(player[i] | flipped | (1L << move[i]));
        }
    }

    /** Make-move then the child's legal moves and their count: the inner step of a bulk-counted perft. */
    @Benchmark
    @OperationsPerInvocation(Positions.COUNT)
    public void makeMoveAndCountReplies(Blackhole bh) {
        long[] player = positions.player;
        long[] opponent = positions.opponent;
        int[] move = positions.move;
        for (int i = 0; i < Positions.COUNT; i++) {
            long flipped = Bits.flips(player[i], opponent[i], move[i]);
            bh.consume(Long.bitCount(Bits.legalMoves(opponent[i] & ~flipped, player[i] | flipped | (1L << move[i]))));
        }
    }
}
