package io.magpie.endgame;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;

/**
 * The public face of the solver: exact score, best move and principal variation of a position,
 * in a given window, on one or more threads sharing one hash table.
 *
 * <p>Not thread-safe itself: one solve at a time. {@link #control()} may be stopped from any
 * thread. The hash table persists between solves (each solve starts a new date in it).
 */
public final class Solver {
    /** A window wider than any score: the solve is exact. */
    public static final int FULL_ALPHA = -65;
    public static final int FULL_BETA = 65;

    private final EndgameHashTable table;
    /**
     * A solve of fewer empties runs on the caller's thread alone, the helpers idle: on FFO #1-#39
     * (JDK 17, 2 cores) two threads took 1.45 times one thread's time at 14-16 empties, 1.4-2.2 times
     * at 17-19, the same at 20, and 0.3-0.6 times from 21 up; and games of 0.8 s a side with the
     * parallel solver in every solve lost to one thread by 113 ± 43 Elo (bench/RESULTS.md).
     */
    public static final int PARALLEL_MIN_EMPTIES = 21;

    private final SolveControl control = new SolveControl();
    private final Endgame endgame;
    private final ParallelSolver parallel;
    /** Every thread's search (each has a small table of its own). */
    private final Endgame[] searches;
    private boolean presearch = true;
    private int parallelMinEmpties = PARALLEL_MIN_EMPTIES;

    /**
     * @param hashMb shared hash table size in megabytes, allocated now (each thread adds a 1 MB table of its own)
     * @param threads search threads (1 = this thread only)
     */
    public Solver(int hashMb, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        Bits.prepareVectors(); // the solver's move generation runs on vectors where the JVM allows
        table = new EndgameHashTable(hashMb);
        endgame = threads == 1 ? new Endgame(table, control) : null;
        parallel = threads > 1 ? new ParallelSolver(table, control, threads) : null;
        searches = parallel != null ? parallel.endgames() : new Endgame[] {endgame};
    }

    /**
     * Orders moves at high empties by shallow searches on {@code evaluator} (null: the mobility
     * ordering alone). Each thread gets its own copy.
     */
    public void setOrderingEvaluator(Evaluator evaluator) {
        if (endgame != null) {
            endgame.setOrderingEvaluator(evaluator);
        } else {
            parallel.setOrderingEvaluator(evaluator);
        }
    }

    /** Turns the selective pre-searches off or on (on by default; for measurements and tests). */
    void setPresearch(boolean on) {
        presearch = on;
    }

    /** Splits the solves of at least {@code empties} among the threads (tests reach the parallel search at small sizes). */
    void setParallelMinEmpties(int empties) {
        parallelMinEmpties = empties;
    }

    /** Search threads of this solver. */
    public int threads() {
        return searches.length;
    }

    public SolveControl control() {
        return control;
    }

    /** Empties the hash tables (for reproducible node counts). */
    public void clearHash() {
        table.clear();
        for (Endgame e : searches) {
            e.localTable.clear();
            e.ordering.table.clear();
        }
    }

    /** Exact solve, no limits. */
    public SolveResult solve(long player, long opponent) {
        return solve(player, opponent, FULL_ALPHA, FULL_BETA, 0, 0);
    }

    /**
     * Solves in the window (alpha, beta) with optional limits (0 = none).
     *
     * @throws IllegalArgumentException if the window is empty or the discs overlap
     */
    public SolveResult solve(long player, long opponent, int alpha, int beta, long maxNodes, long maxMillis) {
        if ((player & opponent) != 0) {
            throw new IllegalArgumentException("a square holds discs of both sides");
        }
        alpha = Math.max(alpha, FULL_ALPHA);
        beta = Math.min(beta, FULL_BETA);
        if (alpha >= beta) {
            throw new IllegalArgumentException("empty window: alpha " + alpha + " >= beta " + beta);
        }
        int nEmpties = Bits.countEmpties(player, opponent);
        long start = System.nanoTime();
        control.reset(maxNodes, maxMillis);
        if (parallel != null) {
            parallel.setSplitting(nEmpties >= parallelMinEmpties);
        }
        table.newSearch();
        for (Endgame e : searches) {
            e.localTable.newSearch();
        }
        long nodesBefore = nodes();
        int score;
        int[] pv;
        boolean complete = true;
        try {
            presearch(player, opponent, nEmpties, alpha, beta);
            score = searchRoot(player, opponent, alpha, beta);
            pv = parallel != null ? parallel.principalVariation() : endgame.principalVariation();
        } catch (SearchAborted e) {
            score = 0;
            pv = new int[0];
            complete = false;
        } finally {
            setSelectivity(EndgameHashTable.EXACT, 0, false);
        }
        int bestMove = pv.length > 0 ? pv[0] : Square.NONE;
        return new SolveResult(score, alpha, beta, bestMove, pv, nEmpties, nodes() - nodesBefore,
                System.nanoTime() - start, complete);
    }

    private int searchRoot(long player, long opponent, int alpha, int beta) {
        return parallel != null
                ? parallel.searchRoot(player, opponent, alpha, beta)
                : endgame.searchRoot(player, opponent, alpha, beta);
    }

    /**
     * Selective pre-searches (probcut at decreasing margins) in the window of the exact search that
     * leave good moves in the table for it; their scores are not used.
     */
    private void presearch(long player, long opponent, int nEmpties, int alpha, int beta) {
        if (!presearch || !ordered() || nEmpties < Settings.PRESEARCH_MIN_EMPTIES) {
            return;
        }
        try {
            for (int i = 0; i < Settings.PRESEARCH_MARGINS.length; i++) {
                if (nEmpties < Settings.PRESEARCH_FROM_EMPTIES[i]) {
                    continue;
                }
                boolean last = i == Settings.PRESEARCH_MARGINS.length - 1;
                boolean deep = last && nEmpties >= Settings.DEEP_PROBCUT_FROM_EMPTIES;
                setSelectivity(i, Settings.PRESEARCH_MARGINS[i], deep);
                searchRoot(player, opponent, alpha, beta);
            }
        } finally {
            setSelectivity(EndgameHashTable.EXACT, 0, false);
        }
    }

    private boolean ordered() {
        return parallel != null ? parallel.hasOrderingEvaluation() : endgame.hasOrderingEvaluation();
    }

    private void setSelectivity(int level, int margin, boolean deepProbcut) {
        if (parallel != null) {
            parallel.setSelectivity(level, margin, deepProbcut);
        } else {
            endgame.setSelectivity(level, margin, deepProbcut);
        }
    }

    private long nodes() {
        return parallel != null ? parallel.totalNodes() : endgame.totalNodes();
    }

    /** Stops helper threads; the solver is unusable afterwards. */
    public void close() {
        if (parallel != null) {
            parallel.close();
        }
    }
}
