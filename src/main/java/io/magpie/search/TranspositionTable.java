package io.magpie.search;

import io.magpie.board.Square;
import io.magpie.eval.Score;

/**
 * A transposition table of primitive arrays, shared by every search thread. Each entry stores the
 * whole position (so there are no false hits) and one packed data word; entries are grouped in
 * buckets of {@value #BUCKET} and a store replaces, in order: the same position, an entry from an
 * older search, the shallowest entry.
 *
 * <p>Lock-free sharing: the word {@code keys[2i]} holds {@code player ^ data}, so a probe that
 * reads a half-written entry (another thread's data with this thread's key) fails the check and
 * counts as a miss. Probes and stores never allocate; a probe fills the caller's {@link Probe}.
 */
public final class TranspositionTable {
    public static final int BUCKET = 4;
    /** Bytes per entry: three longs. */
    public static final int ENTRY_BYTES = 24;

    /*
     * Data word layout:
     *   bits  0..15  lower bound (signed 16-bit score)
     *   bits 16..31  upper bound (signed 16-bit score)
     *   bits 32..38  best move (0..63, PASS, NONE)
     *   bits 39..45  depth (0..127)
     *   bits 46..48  selectivity level (0..7, higher = more exact, see ProbCut)
     *   bits 49..56  search age (0..255)
     */
    private static final int MOVE_SHIFT = 32;
    private static final int DEPTH_SHIFT = 39;
    private static final int SELECTIVITY_SHIFT = 46;
    private static final int AGE_SHIFT = 49;

    private final long[] keys;
    private final long[] data;
    private final int bucketMask;
    /** Current search age, 1..255 (0 never appears, so a zero data word means an empty slot). */
    private int age = 1;

    /** Result of a probe, owned by the caller and reused. */
    public static final class Probe {
        public int lower;
        public int upper;
        public int move;
        public int depth;
        public int selectivity;
    }

    public TranspositionTable(int sizeMb) {
        if (sizeMb < 1) {
            throw new IllegalArgumentException("hash size must be at least 1 MB: " + sizeMb);
        }
        long entries = (long) sizeMb * 1024 * 1024 / ENTRY_BYTES;
        int buckets = Integer.highestOneBit((int) Math.min(entries / BUCKET, 1 << 26));
        this.bucketMask = buckets - 1;
        this.keys = new long[buckets * BUCKET * 2];
        this.data = new long[buckets * BUCKET];
    }

    public int entries() {
        return data.length;
    }

    /** Empties the table (a fresh table for bench and new games). */
    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
        age = 1;
    }

    /** A new search: older entries become the first to be replaced. */
    public void newSearch() {
        age = age % 255 + 1;
    }

    /** Fills {@code out} and returns true when the position is stored. */
    public boolean probe(long player, long opponent, Probe out) {
        int base = bucket(player, opponent);
        for (int i = base; i < base + BUCKET; i++) {
            long d = data[i];
            if ((keys[2 * i] ^ d) == player && keys[2 * i + 1] == opponent && d != 0) {
                out.lower = (short) d;
                out.upper = (short) (d >>> 16);
                out.move = (int) (d >>> MOVE_SHIFT) & 0x7F;
                out.depth = (int) (d >>> DEPTH_SHIFT) & 0x7F;
                out.selectivity = (int) (d >>> SELECTIVITY_SHIFT) & 0x7;
                return true;
            }
        }
        return false;
    }

    /**
     * Stores the result of a search of {@code depth} at {@code selectivity} that returned {@code
     * score} with window (alpha, beta): a lower bound when score >= beta, an upper bound when score
     * <= alpha, exact otherwise.
     */
    public void store(long player, long opponent, int depth, int selectivity, int alpha, int beta, int score,
            int move) {
        int lower = score > alpha ? score : -Score.INF;
        int upper = score < beta ? score : Score.INF;
        int base = bucket(player, opponent);
        int victim = base;
        int victimPriority = Integer.MAX_VALUE;
        for (int i = base; i < base + BUCKET; i++) {
            long d = data[i];
            if ((keys[2 * i] ^ d) == player && keys[2 * i + 1] == opponent && d != 0) {
                int oldDepth = (int) (d >>> DEPTH_SHIFT) & 0x7F;
                int oldSelectivity = (int) (d >>> SELECTIVITY_SHIFT) & 0x7;
                if (oldDepth == depth && oldSelectivity == selectivity) {
                    // Same search depth: both results hold, so keep the tighter bounds.
                    int oldLower = (short) d;
                    int oldUpper = (short) (d >>> 16);
                    int newLower = Math.max(lower, oldLower);
                    int newUpper = Math.min(upper, oldUpper);
                    if (newLower <= newUpper) {
                        lower = newLower;
                        upper = newUpper;
                    }
                    if (move == Square.NONE) {
                        move = (int) (d >>> MOVE_SHIFT) & 0x7F;
                    }
                } else if (oldDepth > depth || (oldDepth == depth && oldSelectivity > selectivity)) {
                    return; // keep the deeper result
                }
                write(i, player, opponent, pack(lower, upper, move, depth, selectivity));
                return;
            }
            int priority = priority(d);
            if (priority < victimPriority) {
                victimPriority = priority;
                victim = i;
            }
        }
        write(victim, player, opponent, pack(lower, upper, move, depth, selectivity));
    }

    /** Replacement priority: empty slots first, then older searches, then shallower entries. */
    private int priority(long d) {
        if (d == 0) {
            return -1;
        }
        int entryAge = (int) (d >>> AGE_SHIFT) & 0xFF;
        int depth = (int) (d >>> DEPTH_SHIFT) & 0x7F;
        return (entryAge == age ? 256 : 0) + depth;
    }

    private long pack(int lower, int upper, int move, int depth, int selectivity) {
        return (lower & 0xFFFFL) | (upper & 0xFFFFL) << 16 | (long) (move & 0x7F) << MOVE_SHIFT
                | (long) Math.min(depth, 127) << DEPTH_SHIFT | (long) selectivity << SELECTIVITY_SHIFT
                | (long) age << AGE_SHIFT;
    }

    private void write(int i, long player, long opponent, long d) {
        data[i] = d;
        keys[2 * i] = player ^ d;
        keys[2 * i + 1] = opponent;
    }

    private int bucket(long player, long opponent) {
        long h = player * 0x9E3779B97F4A7C15L + opponent;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return ((int) h & bucketMask) * BUCKET;
    }
}
