package io.magpie.search;

import io.magpie.eval.Evaluator;

/**
 * Runs one search on N threads sharing one transposition table (Lazy SMP): the caller's thread is
 * the main searcher, which reports progress and watches the clock; helpers search the same
 * position (odd ones one ply deeper) and feed the table. When the main searcher returns, the
 * helpers are stopped and joined, and the deepest completed result wins (main on ties).
 */
public final class SearchPool {
    private final TranspositionTable tt;
    private final Searcher[] searchers;
    private final EndgameSwitch endgame;

    public SearchPool(TranspositionTable tt, Evaluator evaluator, int threads) {
        this(tt, evaluator, threads, new EndgameSwitch(null));
    }

    /** A pool whose main thread hands positions near the end to {@code endgame}. */
    public SearchPool(TranspositionTable tt, Evaluator evaluator, int threads, EndgameSwitch endgame) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.tt = tt;
        this.endgame = endgame;
        this.searchers = new Searcher[threads];
        for (int i = 0; i < threads; i++) {
            searchers[i] = new Searcher(tt, i == 0 ? evaluator : evaluator.forThread(), i, endgame);
        }
    }

    public int threads() {
        return searchers.length;
    }

    public EndgameSwitch endgame() {
        return endgame;
    }

    /** Stops the threads of the pool's solver, if any; call when the pool is replaced. */
    public void close() {
        endgame.close();
    }

    public TranspositionTable table() {
        return tt;
    }

    /** Total nodes of every thread (approximate while they run). */
    public long nodes() {
        long total = 0;
        for (Searcher s : searchers) {
            total += s.nodes();
        }
        return total;
    }

    public SearchResult search(long player, long opponent, int maxDepth, int selectivity, int multiPv,
            SearchControl control, ProgressListener listener) {
        tt.newSearch();
        int helpers = searchers.length - 1;
        Thread[] threads = new Thread[helpers];
        SearchResult[] helperResults = new SearchResult[helpers];
        for (int i = 0; i < helpers; i++) {
            int index = i;
            Searcher helper = searchers[i + 1];
            threads[i] = new Thread(() -> helperResults[index] = helper.search(player, opponent, maxDepth,
                    selectivity, multiPv, control, ProgressListener.NONE), "magpie-search-" + (i + 1));
            threads[i].setDaemon(true);
            threads[i].start();
        }
        ProgressListener withTotals = helpers == 0 ? listener : result -> {
            result.nodes = nodes();
            listener.onIteration(result);
        };
        SearchResult result;
        try {
            result = searchers[0].search(player, opponent, maxDepth, selectivity, multiPv, control, withTotals);
        } finally {
            control.stop();
            for (Thread t : threads) {
                joinQuietly(t);
            }
        }
        for (SearchResult r : helperResults) {
            if (r != null && multiPv == 1 && (r.depth > result.depth && r.selectivity >= result.selectivity
                    || r.exact && !result.exact)) {
                result = r;
            }
        }
        result.nodes = nodes();
        result.elapsedMs = control.elapsedMs();
        return result;
    }

    private static void joinQuietly(Thread t) {
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
