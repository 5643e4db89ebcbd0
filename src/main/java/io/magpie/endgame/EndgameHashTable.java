package io.magpie.endgame;

import io.magpie.board.Square;

/**
 * The solver's transposition table: fixed memory, one primitive {@code long[]}, allocated once.
 *
 * <p>An entry is three longs: {@code player ^ data}, {@code opponent ^ data}, {@code data}. The
 * whole position is the key, so there are no false hits. XOR-ing the data into the key words makes
 * an entry torn by two threads writing at once fail the key check instead of returning a wrong
 * bound (lockless hashing, Hyatt and Mann). Layout of {@code data}:
 * <pre>
 *  bits  0..7   lower bound + 64 (0..128)
 *  bits  8..15  upper bound + 64
 *  bits 16..22  best move (0..63, Square.NONE when unknown)
 *  bits 23..28  empties of the position (its search depth)
 *  bits 29..36  date: the search generation that stored it
 *  bits 37..42  cost: log2 of the nodes searched below it
 *  bits 43..45  selectivity level of the bounds ({@link #EXACT}: no probcut below them)
 * </pre>
 *
 * <p>Replacement: two entries per bucket. A store updates the entry of the same position (merging
 * bounds) if there is one; otherwise it replaces the entry of an older search, and between entries
 * of the current search the one with the smaller cost (fewer nodes to redo), so expensive results
 * survive.
 */
public final class EndgameHashTable {
    private static final int ENTRY_LONGS = 3;
    private static final int BUCKET_LONGS = 2 * ENTRY_LONGS;

    /** The selectivity level of bounds proved without any probcut. */
    public static final int EXACT = 7;

    private final long[] table;
    private final long bucketMask;
    private int date;

    /** A table of about {@code hashMb} megabytes (rounded down to a power-of-two bucket count; at least 1 MB). */
    public EndgameHashTable(int hashMb) {
        this(Math.max(1, hashMb) * (1L << 20));
    }

    /** A table of about {@code bytes} bytes (rounded down to a power-of-two bucket count). */
    EndgameHashTable(long bytes) {
        long buckets = Math.max(1, Long.highestOneBit(bytes / (8L * BUCKET_LONGS)));
        // Arrays are indexed by int: cap at 2^31 longs.
        while (buckets * BUCKET_LONGS > Integer.MAX_VALUE - 8) {
            buckets >>= 1;
        }
        table = new long[(int) (buckets * BUCKET_LONGS)];
        bucketMask = buckets - 1;
        date = 1;
    }

    /** Starts a new search: entries of older searches are replaced first. Wraps after 255. */
    public void newSearch() {
        date = date == 255 ? 1 : date + 1;
    }

    /** Forgets everything (keeps the memory). */
    public void clear() {
        java.util.Arrays.fill(table, 0);
        date = 1;
    }

    public long sizeBytes() {
        return 8L * table.length;
    }

    private int bucket(long player, long opponent) {
        return (int) (hash(player, opponent) & bucketMask) * BUCKET_LONGS;
    }

    /** A hash of the position whose low bits index a table (this one and {@link OrderingTable}). */
    static long hash(long player, long opponent) {
        long h = player * 0x9E3779B97F4A7C15L + Long.rotateLeft(opponent, 29) * 0xC2B2AE3D27D4EB4FL;
        return h ^ (h >>> 31);
    }

    /**
     * The stored data of this position, or 0 when absent. Decode with {@link #lower}, {@link #upper}
     * and {@link #move}.
     */
    public long probe(long player, long opponent) {
        int i = bucket(player, opponent);
        long[] t = table;
        long data = t[i + 2];
        if ((t[i] ^ data) == player && (t[i + 1] ^ data) == opponent && data != 0) {
            return data;
        }
        data = t[i + 5];
        if ((t[i + 3] ^ data) == player && (t[i + 4] ^ data) == opponent && data != 0) {
            return data;
        }
        return 0;
    }

    public static int lower(long data) {
        return (int) (data & 0xFF) - 64;
    }

    public static int upper(long data) {
        return (int) ((data >>> 8) & 0xFF) - 64;
    }

    /** Selectivity level of the stored bounds: usable by searches of this level or below. */
    public static int level(long data) {
        return (int) ((data >>> 43) & 7);
    }

    /** The best move stored, or {@link Square#NONE}. */
    public static int move(long data) {
        return (int) ((data >>> 16) & 0x7F);
    }

    /**
     * Stores a search result: {@code score} from a search of window (alpha, beta) of a position with
     * {@code nEmpties} empties, after {@code nodes} nodes. A score above alpha is a lower bound, one
     * below beta an upper bound (both: exact). {@code level}: the selectivity of the search. Bounds of
     * a lower level than the stored ones are dropped (the move is kept); of a higher level, they
     * replace them.
     */
    public void store(long player, long opponent, int nEmpties, int alpha, int beta, int score, int move, long nodes,
            int level) {
        int i = bucket(player, opponent);
        long[] t = table;
        int cost = 63 - Long.numberOfLeadingZeros(nodes | 1);
        long d0 = t[i + 2];
        long d1 = t[i + 5];
        int slot;
        int lower = -64;
        int upper = 64;
        int oldMove = Square.NONE;
        long old = 0;
        if ((t[i] ^ d0) == player && (t[i + 1] ^ d0) == opponent && d0 != 0) {
            slot = i;
            old = d0;
        } else if ((t[i + 3] ^ d1) == player && (t[i + 4] ^ d1) == opponent && d1 != 0) {
            slot = i + 3;
            old = d1;
        } else {
            slot = priority(d0) <= priority(d1) ? i : i + 3;
        }
        if (old != 0) {
            int oldLevel = level(old);
            if (oldLevel > level) {
                return; // a selective result never overwrites sounder bounds
            }
            if (oldLevel == level) {
                lower = lower(old);
                upper = upper(old);
            }
            oldMove = move(old);
            cost = Math.max(cost, (int) ((old >>> 37) & 0x3F));
        }
        if (score < beta && score < upper) {
            upper = score;
        }
        if (score > alpha && score > lower) {
            lower = score;
        }
        if (lower > upper) {
            // A stale bound from a racing thread: keep the new result only.
            lower = score > alpha ? score : -64;
            upper = score < beta ? score : 64;
        }
        int best = score > alpha || oldMove == Square.NONE ? move : oldMove;
        long data = (long) (lower + 64) | (long) (upper + 64) << 8 | (long) best << 16
                | (long) nEmpties << 23 | (long) date << 29 | (long) cost << 37 | (long) level << 43;
        t[slot] = player ^ data;
        t[slot + 1] = opponent ^ data;
        t[slot + 2] = data;
    }

    /** Keep-worthiness of stored data: current searches first, then cost. Empty slots rank lowest. */
    private int priority(long data) {
        if (data == 0) {
            return -1;
        }
        int age = (int) ((data >>> 29) & 0xFF) == date ? 64 : 0;
        return age + (int) ((data >>> 37) & 0x3F);
    }
}
