package io.magpie.search;

import io.magpie.board.Bits;
import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.eval.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded random positions for tests. */
public final class Positions {
    private Positions() {}

    /** A position after {@code plies} random moves from the start (passes included), or null at game end. */
    public static Board randomPlay(Random random, int plies) {
        Board b = Board.start();
        for (int i = 0; i < plies; i++) {
            if (b.isGameOver()) {
                return null;
            }
            long legal = b.legalMoves();
            if (legal == 0) {
                b = b.play(Square.PASS);
                continue;
            }
            int k = random.nextInt(Long.bitCount(legal));
            for (int j = 0; j < k; j++) {
                legal &= legal - 1;
            }
            b = b.play(Long.numberOfTrailingZeros(legal));
        }
        return b.isGameOver() ? null : b;
    }

    /** {@code count} positions that are not over, with empties in [minEmpties, maxEmpties]. */
    public static List<Board> random(long seed, int count, int minEmpties, int maxEmpties) {
        Random random = new Random(seed);
        List<Board> result = new ArrayList<>();
        while (result.size() < count) {
            int empties = minEmpties + random.nextInt(maxEmpties - minEmpties + 1);
            Board b = randomPlay(random, 60 - empties);
            if (b != null && b.emptyCount() >= minEmpties && b.emptyCount() <= maxEmpties) {
                result.add(b);
            }
        }
        return result;
    }

    /** Positions where the side to move must pass. */
    public static List<Board> mustPass(long seed, int count) {
        Random random = new Random(seed);
        List<Board> result = new ArrayList<>();
        while (result.size() < count) {
            Board b = Board.start();
            while (!b.isGameOver() && !b.mustPass()) {
                long legal = b.legalMoves();
                int k = random.nextInt(Long.bitCount(legal));
                for (int j = 0; j < k; j++) {
                    legal &= legal - 1;
                }
                b = b.play(Long.numberOfTrailingZeros(legal));
            }
            if (b.mustPass()) {
                result.add(b);
            }
        }
        return result;
    }

    /** Reference negamax with the searcher's leaf rules: eval at depth 0 (final on a full board). */
    public static int negamax(long p, long o, int depth, io.magpie.eval.Evaluator eval) {
        if (depth == 0) {
            return (p | o) == -1L ? Score.fromDiscs(Bits.finalScore(p, o)) : eval.evaluate(p, o);
        }
        long legal = Bits.legalMoves(p, o);
        if (legal == 0) {
            if (Bits.legalMoves(o, p) == 0) {
                return Score.fromDiscs(Bits.finalScore(p, o));
            }
            return -negamax(o, p, depth, eval);
        }
        int best = -Score.INF;
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long f = Bits.flips(p, o, sq);
            best = Math.max(best, -negamax(o & ~f, p | f | Square.bit(sq), depth - 1, eval));
        }
        return best;
    }

    /** Reference exact solve (plain alpha-beta on final scores), in discs. */
    public static int solve(long p, long o, int alpha, int beta) {
        long legal = Bits.legalMoves(p, o);
        if (legal == 0) {
            if (Bits.legalMoves(o, p) == 0) {
                return Bits.finalScore(p, o);
            }
            return -solve(o, p, -beta, -alpha);
        }
        int best = -65;
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long f = Bits.flips(p, o, sq);
            int s = -solve(o & ~f, p | f | Square.bit(sq), -beta, -Math.max(alpha, best));
            if (s > best) {
                best = s;
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }
}
