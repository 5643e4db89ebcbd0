package io.magpie.book;

import io.magpie.eval.Score;
import java.util.Random;

/** Choosing among a book position's moves: the best, or at random among those near the best. */
public final class BookMoves {
    private BookMoves() {}

    /** Sorts parallel move/value arrays by value, best first (ties: lower square first). */
    public static void sortBestFirst(int[] moves, int[] values, int n) {
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int v = values[i];
            int j = i - 1;
            while (j >= 0 && (values[j] < v || (values[j] == v && moves[j] > m))) {
                moves[j + 1] = moves[j];
                values[j + 1] = values[j];
                j--;
            }
            moves[j + 1] = m;
            values[j + 1] = v;
        }
    }

    /**
     * The index of the chosen move among the first {@code n} (sorted best first): uniformly among
     * the moves within {@code randomDiscs} discs of the best, or the best when {@code randomDiscs}
     * is 0.
     */
    public static int choose(int[] values, int n, int randomDiscs, Random random) {
        if (n <= 0) {
            return -1;
        }
        int near = 1;
        while (near < n && values[near] >= values[0] - randomDiscs * Score.DISC) {
            near++;
        }
        return randomDiscs > 0 ? random.nextInt(near) : 0;
    }
}
