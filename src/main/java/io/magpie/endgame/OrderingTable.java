package io.magpie.endgame;

/**
 * One thread's small always-replace table of ordering-search results: the bounds (centi-discs), the
 * depth searched and the best move, keyed by the whole position. A node's ordering searches look
 * most of the way through what its parent's did one ply lower; this table hands those results on.
 * 8,192 entries of three longs (192 KB), so it stays in the core's cache beside the solver's own
 * table. Used by the ordering nodes with 2 or more plies left (those that sort their moves first),
 * and a bound only when it is of the same depth.
 *
 * <p>Why: it took FFO #56 from 879.5 M to 828.0 M nodes (-6 %). Only bounds of exactly the asked
 * depth are used (odd and even depths differ in their bias); 2^13 entries is as good as 2^17.
 * The measurements are in bench/RESULTS.md.
 */
final class OrderingTable {
    private static final int LOG2_ENTRIES = 13;
    /** Bounds beyond this are stored as this (the evaluations stay inside +-6,400). */
    private static final int STORED_INFINITY = 32_000;

    /** Per entry: player, opponent, data (depth + 1: 8 bits, move: 8, lower: 16, upper: 16). */
    private final long[] entries = new long[3 << LOG2_ENTRIES];
    private static final int MASK = (1 << LOG2_ENTRIES) - 1;

    /** Forgets everything, for reproducible node counts. */
    void clear() {
        java.util.Arrays.fill(entries, 0);
    }

    private static int index(long player, long opponent) {
        return 3 * ((int) EndgameHashTable.hash(player, opponent) & MASK);
    }

    /** The data stored for the position, or 0 when it is not in the table. */
    long probe(long player, long opponent) {
        int i = index(player, opponent);
        long[] e = entries;
        return e[i] == player && e[i + 1] == opponent ? e[i + 2] : 0;
    }

    /** Keeps a result ({@code lower == upper}: exact), replacing whatever the slot held. */
    void store(long player, long opponent, int depth, int lower, int upper, int move) {
        int i = index(player, opponent);
        long[] e = entries;
        e[i] = player;
        e[i + 1] = opponent;
        e[i + 2] = (long) (depth + 1) << 56 | (long) (move & 0xFF) << 48 | (long) (clamp(lower) & 0xFFFF) << 16
                | (clamp(upper) & 0xFFFF);
    }

    private static int clamp(int v) {
        return Math.max(-STORED_INFINITY, Math.min(STORED_INFINITY, v));
    }

    static int depth(long data) {
        return (int) (data >>> 56) - 1;
    }

    static int move(long data) {
        return (int) (data >>> 48) & 0xFF;
    }

    static int lower(long data) {
        int v = (short) (data >>> 16);
        return v == -STORED_INFINITY ? -OrderingSearch.INFINITY : v;
    }

    static int upper(long data) {
        int v = (short) data;
        return v == STORED_INFINITY ? OrderingSearch.INFINITY : v;
    }
}
