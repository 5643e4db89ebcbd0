package io.magpie.endgame;

import static io.magpie.board.Capacity.MAX_MOVES;

/**
 * Preallocated move lists of one search thread: one segment of {@link io.magpie.board.Capacity#MAX_MOVES}
 * entries per depth (or ply), so the search allocates nothing. Each entry is a move's square, its
 * flips, its sort key, the opponent's replies after it and its ordering-search value; a list that
 * needs fewer of them leaves the others unused.
 */
final class MoveList {
    final int[] squares;
    final long[] flips;
    final int[] keys;
    /** The opponent's legal moves after the move: the child's moves, found while keying it. */
    final long[] replies;
    /** The move's ordering-search value, or -{@link OrderingSearch#INFINITY} when it got no search. */
    final int[] values;

    MoveList(int segments) {
        int n = segments * MAX_MOVES;
        squares = new int[n];
        flips = new long[n];
        keys = new int[n];
        replies = new long[n];
        values = new int[n];
    }

    /** The first index of segment {@code segment}. */
    static int base(int segment) {
        return segment * MAX_MOVES;
    }

    /**
     * One step of a selection sort: the entry with the highest key in {@code i..end-1} (the first of
     * equals) is swapped to {@code i}. A cutoff usually comes before the list is sorted.
     */
    void selectBest(int i, int end) {
        int[] k = keys;
        int top = i;
        for (int j = i + 1; j < end; j++) {
            if (k[j] > k[top]) {
                top = j;
            }
        }
        if (top != i) {
            swap(i, top);
        }
    }

    private void swap(int i, int j) {
        int key = keys[j];
        keys[j] = keys[i];
        keys[i] = key;
        int sq = squares[j];
        squares[j] = squares[i];
        squares[i] = sq;
        long flipped = flips[j];
        flips[j] = flips[i];
        flips[i] = flipped;
        long reply = replies[j];
        replies[j] = replies[i];
        replies[i] = reply;
        int value = values[j];
        values[j] = values[i];
        values[i] = value;
    }
}
