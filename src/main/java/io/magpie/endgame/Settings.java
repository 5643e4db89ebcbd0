package io.magpie.endgame;

/**
 * Compile-time switches and named tunables of the solver. The {@code static final} switches fold
 * away when off, so measuring a variant is a one-line change.
 */
final class Settings {
    private Settings() {}

    /**
     * Up to this many empties the null-window search uses parity ordering and no hash table
     * ({@link ShallowSearch}). 6 and 8 took the same time on FFO #36-#38.
     */
    static final int DEPTH_TO_SHALLOW = 7;

    /**
     * From this many empties up to {@link #DEPTH_TO_SHALLOW}, the hash-less search sorts its moves
     * by the opponent's replies instead of quadrant parity alone: FFO #45 -26 % nodes, -6 % time.
     */
    static final int SHALLOW_SORT_EMPTIES = 6;

    /**
     * Nodes with fewer empties than this keep their bounds in a small table of the thread's own
     * ({@link #LOCAL_TABLE_BYTES}) instead of the shared one: it stays in the core's cache, and
     * results this near the end are cheap to redo. FFO #40-#49, one thread: +4 % nodes, about 11 %
     * less time (bench/RESULTS.md). Equal to {@link #DEPTH_TO_SPLIT}: below it no two threads
     * share a subtree.
     */
    static final int LOCAL_TABLE_EMPTIES = 12;
    static final long LOCAL_TABLE_BYTES = 1L << 20;

    /** Enhanced transposition cutoff: probe every child in the table before searching any. */
    static final boolean USE_ETC = true;

    /**
     * ETC pays only where subtrees are large: from this many empties on. From 9 to 11: up to 5 %
     * fewer nodes on FFO #36-#38 and #40-#41, the same time.
     */
    static final int DEPTH_TO_ETC = 14;

    /**
     * Stability cutoff on or off, from 4 empties up. Off below 8 empties: +10 % time on FFO #36-#38
     * and #40-#41.
     */
    static final boolean USE_STABILITY = true;

    /**
     * The stability cutoff is tried only when alpha is at least this (index: empties). Below it the
     * opponent cannot hold enough stable discs to fail low. Values from Edax's search.c thresholds.
     */
    static final int[] STABILITY_THRESHOLD = {
        99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48,
        48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
        64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64
    };

    /** Parallel search: a node is split among threads only with at least this many empties. */
    static final int DEPTH_TO_SPLIT = 12;

    /**
     * Selective pre-searches: before an exact solve of at least {@link #PRESEARCH_MIN_EMPTIES}
     * empties, one search at each margin of {@link #PRESEARCH_MARGINS} ({@link io.magpie.eval.Score}
     * units, loosest first) from {@link #PRESEARCH_FROM_EMPTIES} empties on, in which a null-window
     * node with at least {@link #PROBCUT_MIN_EMPTIES} empties gives up when a shallow search on the
     * ordering evaluation is that far beyond the window (Multi-ProbCut). Their bounds are stored at
     * a lower selectivity level, so the exact search never cuts on them, but it finds their best
     * moves in the table. FFO #47-#48, one thread: -9 % time. The looser level at 600 pays from 28
     * empties (FFO #40-#59 -4 % nodes) and costs below; the first margin is touchy (700 or 800: #55
     * +34 % nodes). Other margins and schedules: bench/RESULTS.md.
     */
    static final int[] PRESEARCH_MARGINS = {600, 300};
    static final int[] PRESEARCH_FROM_EMPTIES = {28, 20};
    /** The fewest empties of any pre-search (the least of {@link #PRESEARCH_FROM_EMPTIES}). */
    static final int PRESEARCH_MIN_EMPTIES = least(PRESEARCH_FROM_EMPTIES);

    private static int least(int[] values) {
        int least = Integer.MAX_VALUE;
        for (int v : values) {
            least = Math.min(least, v);
        }
        return least;
    }
    static final int PROBCUT_MIN_EMPTIES = 14;
    /**
     * Depth of the probcut's shallow search: 1 at {@link #PROBCUT_MIN_EMPTIES}, one more every 3
     * empties, at most 5 (FFO #51 -35 % nodes against one more every 4 up to 3). Roots from 28
     * empties use a deeper schedule in their last pre-search ({@link #DEEP_PROBCUT_FROM_EMPTIES});
     * {@link #probcutDepth} picks.
     */
    static final int PROBCUT_DEPTH = 1;
    static final int PROBCUT_DEPTH_STEP = 3;
    static final int PROBCUT_MAX_DEPTH = 5;

    /**
     * In the last (tightest) pre-search of a root with at least this many empties, the probcut
     * searches go deeper: one more ply every {@link #DEEP_PROBCUT_DEPTH_STEP} empties, at most
     * {@link #DEEP_PROBCUT_MAX_DEPTH}. FFO #55, one thread: -19 % nodes; below 28 empties it costs.
     */
    static final int DEEP_PROBCUT_FROM_EMPTIES = 28;
    static final int DEEP_PROBCUT_DEPTH_STEP = 2;
    static final int DEEP_PROBCUT_MAX_DEPTH = 6;

    /** Plies of the probcut search at a node with {@code nEmpties} empties, on the deeper schedule or not. */
    static int probcutDepth(int nEmpties, boolean deep) {
        int step = deep ? DEEP_PROBCUT_DEPTH_STEP : PROBCUT_DEPTH_STEP;
        int max = deep ? DEEP_PROBCUT_MAX_DEPTH : PROBCUT_MAX_DEPTH;
        return Math.min(max, PROBCUT_DEPTH + (nEmpties - PROBCUT_MIN_EMPTIES) / step);
    }
}
