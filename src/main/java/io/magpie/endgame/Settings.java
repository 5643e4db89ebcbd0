package io.magpie.endgame;

/**
 * Compile-time switches and named tunables of the solver. The {@code static final} switches fold
 * away when off, so measuring a variant is a one-line change.
 */
final class Settings {
    private Settings() {}

    /**
     * Up to this many empties the null-window search uses parity ordering and no hash table. 7 as in
     * Edax. On FFO #36-#38, 6 and 8 took the same CPU time within the noise of a shared machine
     * (6: 18 % fewer nodes, each dearer; 8: 29 % more nodes, each cheaper).
     */
    static final int DEPTH_TO_SHALLOW = 7;

    /**
     * From this many empties to {@link #DEPTH_TO_SHALLOW}, the hash-less search sorts its moves by
     * the opponent's replies instead of quadrant parity alone. FFO #36-#38 + #40-#41 (one thread):
     * parity only 282.0 M nodes; sorted from 7: 245.6 M; from 6: 222.5 M (-21 %), but each node
     * dearer: user CPU 14.4 s against 14.5 s on a quiet moment (from 7: the same CPU as from 6).
     * FFO #45: 867.1 M -> 640.0 M nodes, 40.4 s -> 38.0 s user CPU. Hashless from 8 empties with
     * this: 237.5 M nodes, the same CPU. A cheaper key is the next thing to try.
     */
    static final int SHALLOW_SORT_EMPTIES = 6;

    /**
     * Null-window nodes with fewer empties than this keep their bounds in a small table of the
     * thread's own ({@link #LOCAL_TABLE_BYTES}) instead of the shared one: it stays in the core's
     * cache, where a probe of the big table waits for main memory, and results this near the end
     * are cheap to redo. FFO #40-#49, one thread, alternating runs on a noisy machine: 873.3 M nodes
     * in 37.0, 37.5, 50.8 s without it; 908.2 M nodes (+4 %) in 32.9, 32.8, 45.4, 46.1 s with a
     * 1 MB table below 12 empties; 2 MB below 13 33.7, 44.2 s; 1 MB below 14 32.4, 33.2, 46.5 s
     * (923.1 M nodes); 512 KB below 12 33.3 s; 256 KB 40.7 s; 4 MB 35.2, 35.5 s; 16 MB 36.4 s. Kept:
     * 1 MB below 12 at PV nodes too, 905.3 M nodes, 33.0 and 33.8 s (bench/RESULTS.md). 12 is also {@link #DEPTH_TO_SPLIT}: below it no two threads share a subtree.
     */
    static final int LOCAL_TABLE_EMPTIES = 12;
    static final long LOCAL_TABLE_BYTES = 1L << 20;

    /** Enhanced transposition cutoff: probe every child in the table before searching any. */
    static final boolean USE_ETC = true;

    /**
     * ETC pays only where subtrees are large: from this many empties on (10: 4 % fewer nodes, no faster).
     * Rechecked on FFO #36-#38 + #40-#41: 282.0 M nodes; from 11: 273 M, from 9: 267 M, from 10 (with
     * other changes) 268 M, the same user CPU time in paired runs (16.4 s against 16.2 s).
     */
    static final int DEPTH_TO_ETC = 14;

    /**
     * Stability cutoff on or off, from 4 empties up (off below 8 empties only: FFO #36-#38 + #40-#41
     * +3 % nodes, +10 % CPU; off at 4 empties alone: FFO #45 + #49 + #50 +32 % nodes).
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
     * empties, one search at each margin of {@link #PRESEARCH_MARGINS} (centi-discs, loosest first)
     * from {@link #PRESEARCH_FROM_EMPTIES} empties on, in which a null-window node with at least
     * {@link #PROBCUT_MIN_EMPTIES} empties gives up when a shallow search on the ordering evaluation
     * is that far beyond the window (Multi-ProbCut). Their bounds are stored at a lower selectivity
     * level, so the exact search never cuts on them, but it finds their best moves in the table. FFO
     * #47-#48, one thread: 142.1 M -> 130.0 M nodes, 15.5 s -> 14.1 s (two runs each); margins 200,
     * 400+200 and 600+300, or shallow depths 2-6, no better; an aspiration window around the
     * pre-search score (1, 2 or 4 discs) no better either.
     *
     * <p>The looser level at 600 pays from 28 empties (one thread, nodes, 300 alone -> 600 then 300):
     * FFO #53 2,627 M -> 2,419 M, #54 4,774 M -> 4,335 M, #55 10,438 M -> 10,345 M, #56 681.4 M ->
     * 681.9 M, #57 1,245 M -> 1,270 M, #58 1,330 M -> 1,082 M; FFO #40-#59 -4.2 %. Below 28 it costs:
     * FFO #51 (27 empties) +10 %, #20-#39 (15-26 empties) 114.5 M -> 139.3 M. The first margin is
     * touchy on #55: 700 or 800 instead of 600 gave 14.0 G and 13.9 G nodes (+34 %), although 700
     * gave #53 + #54 5,898 M (600: 6,755 M) and 800 #54 4,090 M; 500: #53 + #54 7,304 M; three
     * levels 1000, 600, 300: #54 4,561 M; 600, 300, 150: #54 4,346 M.
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
     * Depth of the probcut's shallow search: 1 at PROBCUT_MIN_EMPTIES, one more every 3 empties, at
     * most 5. One thread, nodes, against one more every 4 empties up to 3: FFO #51 622.7 M -> 402.7 M,
     * #52 320.1 M -> 311.2 M, #49 285.8 M -> 285.3 M, #47-#48 101.5 M both, #40-#44 128.9 M -> 141.4 M
     * (the pre-search costs more than it saves at 20-23 empties). Every 2 empties, or at most 4: the
     * same within 1 %. Roots from 28 empties use a deeper schedule in their last pre-search
     * ({@link #DEEP_PROBCUT_FROM_EMPTIES}); {@link #probcutDepth} picks.
     */
    static final int PROBCUT_DEPTH = 1;
    static final int PROBCUT_DEPTH_STEP = 3;
    static final int PROBCUT_MAX_DEPTH = 5;

    /**
     * In the last (tightest) pre-search of a root with at least this many empties, the probcut
     * searches go deeper: one more ply every {@link #DEEP_PROBCUT_DEPTH_STEP} empties, at most
     * {@link #DEEP_PROBCUT_MAX_DEPTH}. One thread, nodes, before -> after: FFO #55 10,345.1 M ->
     * 8,384.3 M, #53 2,419.5 M -> 2,380.4 M, #57 1,270.0 M -> 1,273.9 M, #58 1,081.7 M -> 1,081.4 M
     * (bench/RESULTS.md). In both pre-search levels it took 8-20 % off #53, #54, #57 and #58 but
     * gave #55 14,106.9 M; in the first level alone #55 14,084.7 M. Applied below 28 empties it
     * costs: FFO #40-#49 765.2 M -> 776.3 M.
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
