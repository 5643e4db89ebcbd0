package io.magpie.bench;

import io.magpie.board.Board;
import io.magpie.board.Perft;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft from the start position at small depths, one thread, a pass counts as a ply. The score is
 * milliseconds per tree; leaves per second = leaves / score (depth 8: 390,216 leaves; depth 9:
 * 3,005,288).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PerftBenchmark {
    @Param({"8", "9"})
    public int depth;

    @Benchmark
    public long startPosition() {
        return Perft.perft(Board.START_BLACK, Board.START_WHITE, depth, true);
    }
}
