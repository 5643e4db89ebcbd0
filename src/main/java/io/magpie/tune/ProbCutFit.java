package io.magpie.tune;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.search.MidgameMoveOrder;
import io.magpie.search.ProbCut;
import io.magpie.search.SearchControl;
import io.magpie.search.Searcher;
import io.magpie.search.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Measures and fits the Multi-ProbCut parameters (cold code, used by {@code magpie tune mpc}).
 * Each sample is one position searched by iterative deepening at 100% selectivity with a fresh
 * table; the root score of every depth 1..D is recorded. For each depth d and its probe depth s =
 * {@link ProbCut#shallowDepth}(d), and each stage (a range of empties), a least-squares line v_d =
 * a * v_s + b is fitted and sigma is the standard deviation of the residuals.
 */
public final class ProbCutFit {
    /** Stage ranges of empties: the fit is made per range. */
    public static final int[][] STAGES = {{14, 25}, {26, 37}, {38, 49}, {50, 60}};

    private ProbCutFit() {}

    /** One measured position: its empties and the root score at depths 1..D (index = depth). */
    public record Sample(int empties, int[] scores) {}

    /**
     * Plays from {@code start} (player, opponent) {@code plies} moves, each the best by the static
     * ordering value with probability 0.75 and a random legal move otherwise; returns the position
     * reached, or null when the game ended first.
     */
    public static long[] wander(long player, long opponent, int plies, Random random) {
        for (int i = 0; i < plies; i++) {
            long legal = Bits.legalMoves(player, opponent);
            if (legal == 0) {
                if (Bits.legalMoves(opponent, player) == 0) {
                    return null;
                }
                long t = player;
                player = opponent;
                opponent = t;
                continue;
            }
            int chosen = -1;
            if (random.nextInt(4) != 0) {
                int bestValue = Integer.MIN_VALUE;
                for (long m = legal; m != 0; m &= m - 1) {
                    int sq = Long.numberOfTrailingZeros(m);
                    long f = Bits.flips(player, opponent, sq);
                    int v = MidgameMoveOrder.staticValue(sq, opponent & ~f, player | f | Square.bit(sq));
                    if (v > bestValue) {
                        bestValue = v;
                        chosen = sq;
                    }
                }
            } else {
                int k = random.nextInt(Long.bitCount(legal));
                long m = legal;
                for (int j = 0; j < k; j++) {
                    m &= m - 1;
                }
                chosen = Long.numberOfTrailingZeros(m);
            }
            long f = Bits.flips(player, opponent, chosen);
            long next = opponent & ~f;
            opponent = player | f | Square.bit(chosen);
            player = next;
        }
        if (Bits.legalMoves(player, opponent) == 0) {
            return null;
        }
        return new long[] {player, opponent};
    }

    /** Root scores at depths 1..maxDepth (index = depth) at 100% selectivity, fresh table. */
    public static int[] measure(long player, long opponent, int maxDepth, Evaluator evaluator, int hashMb) {
        TranspositionTable tt = new TranspositionTable(hashMb);
        Searcher searcher = new Searcher(tt, evaluator, 0);
        int[] scores = new int[maxDepth + 1];
        searcher.search(player, opponent, maxDepth, ProbCut.NONE, 1, SearchControl.unlimited(),
                r -> scores[r.depth] = r.score());
        return scores;
    }

    /** The fit as lines {@code depth shallow emptiesFrom emptiesTo a b sigma n}. */
    public static List<String> fit(List<Sample> samples, int maxDepth) {
        List<String> lines = new ArrayList<>();
        for (int d = ProbCut.MIN_DEPTH; d <= maxDepth; d++) {
            int s = ProbCut.shallowDepth(d);
            for (int[] stage : STAGES) {
                double sx = 0;
                double sy = 0;
                double sxx = 0;
                double sxy = 0;
                int n = 0;
                for (Sample sample : samples) {
                    if (sample.empties() >= stage[0] && sample.empties() <= stage[1] && sample.scores().length > d) {
                        double x = s == 0 ? sample.scores()[0] : sample.scores()[s];
                        double y = sample.scores()[d];
                        sx += x;
                        sy += y;
                        sxx += x * x;
                        sxy += x * y;
                        n++;
                    }
                }
                if (n < 20) {
                    continue;
                }
                double a = (n * sxy - sx * sy) / (n * sxx - sx * sx);
                double b = (sy - a * sx) / n;
                double sse = 0;
                for (Sample sample : samples) {
                    if (sample.empties() >= stage[0] && sample.empties() <= stage[1] && sample.scores().length > d) {
                        double x = s == 0 ? sample.scores()[0] : sample.scores()[s];
                        double r = sample.scores()[d] - (a * x + b);
                        sse += r * r;
                    }
                }
                double sigma = Math.sqrt(sse / Math.max(1, n - 2));
                lines.add(String.format(Locale.ROOT, "%d %d %d %d %.4f %.1f %.1f %d", d, s, stage[0], stage[1], a, b,
                        sigma, n));
            }
        }
        return lines;
    }
}
