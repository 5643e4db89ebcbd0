package io.magpie.book;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.board.Symmetry;

/**
 * A loaded book: positions in canonical orientation sorted by (player, opponent) as unsigned
 * longs, in parallel primitive arrays, found by binary search. Immutable; lookups allocate nothing
 * and are safe from any thread.
 */
public final class OpeningBook {
    private final long[] players;
    private final long[] opponents;
    /** Packed as described in {@link BookEntry}. */
    private final long[] data;
    private final int[] visits;

    /**
     * Takes ownership of the arrays, which must be sorted and free of duplicates.
     *
     * @throws IllegalArgumentException when they are not (the message gives the index)
     */
    public OpeningBook(long[] players, long[] opponents, long[] data, int[] visits) {
        if (players.length != opponents.length || players.length != data.length || players.length != visits.length) {
            throw new IllegalArgumentException("book arrays of different lengths");
        }
        for (int i = 1; i < players.length; i++) {
            if (compare(players[i - 1], opponents[i - 1], players[i], opponents[i]) >= 0) {
                throw new IllegalArgumentException("book positions not sorted or repeated at index " + i);
            }
        }
        this.players = players;
        this.opponents = opponents;
        this.data = data;
        this.visits = visits;
    }

    public static OpeningBook empty() {
        return new OpeningBook(new long[0], new long[0], new long[0], new int[0]);
    }

    static int compare(long p1, long o1, long p2, long o2) {
        int c = Long.compareUnsigned(p1, p2);
        return c != 0 ? c : Long.compareUnsigned(o1, o2);
    }

    public int size() {
        return players.length;
    }

    /** Index of a position already in canonical orientation, or -1. */
    public int indexOfCanonical(long player, long opponent) {
        int lo = 0;
        int hi = players.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = compare(players[mid], opponents[mid], player, opponent);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /** Index of a position in any orientation, or -1. */
    public int indexOf(long player, long opponent) {
        int s = Symmetry.canonicalSymmetry(player, opponent);
        return indexOfCanonical(Symmetry.apply(s, player), Symmetry.apply(s, opponent));
    }

    public long player(int index) {
        return players[index];
    }

    public long opponent(int index) {
        return opponents[index];
    }

    public long data(int index) {
        return data[index];
    }

    public int visits(int index) {
        return visits[index];
    }

    /**
     * The book moves of a position in the caller's orientation, with their values for the side to
     * move (Score units), written into caller-owned arrays of at least 33 entries. Returns the
     * number of moves, or 0 when the position is not playable from the book (absent, at the book's
     * edge, or with a child that has no value yet). A forced pass is returned as {@link Square#PASS}.
     */
    public int moveValues(long player, long opponent, int[] moves, int[] values) {
        int index = indexOf(player, opponent);
        if (index < 0 || !BookEntry.has(data[index], BookEntry.EXPANDED)) {
            return 0;
        }
        long legal = Bits.legalMoves(player, opponent);
        if (legal == 0) {
            int child = indexOf(opponent, player);
            if (child < 0 || !BookEntry.has(data[child], BookEntry.HAS_VALUE)) {
                return 0;
            }
            moves[0] = Square.PASS;
            values[0] = -BookEntry.value(data[child]);
            return 1;
        }
        int n = 0;
        while (legal != 0) {
            int sq = Long.numberOfTrailingZeros(legal);
            legal &= legal - 1;
            long flipped = Bits.flips(player, opponent, sq);
            int child = indexOf(opponent & ~flipped, player | flipped | Square.bit(sq));
            if (child < 0 || !BookEntry.has(data[child], BookEntry.HAS_VALUE)) {
                return 0;
            }
            moves[n] = sq;
            values[n] = -BookEntry.value(data[child]);
            n++;
        }
        return n;
    }
}
