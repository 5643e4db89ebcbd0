package io.magpie.bench;

import io.magpie.board.Bits;
import io.magpie.board.Board;
import java.util.SplittableRandom;

/**
 * A fixed sample of positions for the benchmarks: every position of seeded random games from the
 * start (passes skipped), each with one of its legal moves chosen by the same generator. The same
 * seed gives the same sample on every machine, so runs are comparable.
 */
final class Positions {
    static final int COUNT = 4096;
    static final long SEED = 20261130L;

    final long[] player = new long[COUNT];
    final long[] opponent = new long[COUNT];
    final int[] move = new int[COUNT];

    Positions() {
        SplittableRandom random = new SplittableRandom(SEED);
        int n = 0;
        while (n < COUNT) {
            long p = Board.START_BLACK;
            long o = Board.START_WHITE;
            while (n < COUNT) {
                long moves = Bits.legalMoves(p, o);
                if (moves == 0) {
                    if (Bits.legalMoves(o, p) == 0) {
                        break;
                    }
                } else {
                    for (int skip = random.nextInt(Long.bitCount(moves)); skip > 0; skip--) {
                        moves &= moves - 1;
                    }
                    int sq = Long.numberOfTrailingZeros(moves);
                    player[n] = p;
                    opponent[n] = o;
                    move[n] = sq;
                    n++;
                    long flipped = Bits.flips(p, o, sq);
                    p |= flipped | (1L << sq);
                    o &= ~flipped;
                }
                long t = p;
                p = o;
                o = t;
            }
        }
    }
}
