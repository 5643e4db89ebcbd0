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
    private final SearchControl control = new SearchControl();
    private final Endgame endgame;
    private final ParallelSolver parallel;
    /** Every thread's search (each has a small table of its own). */
    private final Endgame[] searches;
    private boolean presearch = true;

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

    /** Search threads of this solver. */
    public int threads() {
        return searches.length;
    }

    public SearchControl control() {
        return control;
    }

    /** Empties the hash tables (for reproducible node counts). */
    public void clearHash() {
        table.clear();
        for (Endgame e : searches) {
            e.localTable.clear();
            e.orderingTable.clear();
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
        return solve(player, opponent, alpha, beta, NOT_PROBABLE, maxNodes, maxMillis);
    }

    /**
     * A probable solve: like {@link #solve}, but every null-window node from {@link
     * Settings#PROBCUT_MIN_EMPTIES} empties on gives up when a shallow search on the ordering
     * evaluation is {@code PROBABLE_MARGINS[level]} beyond the window (Multi-ProbCut), so the score
     * and move are likely but not proved. Its bounds stay in the table at their own level: an exact
     * solve later finds the moves but never cuts on them. Without an ordering evaluation it is exact.
     *
     * @param level an index of {@link #PROBABLE_MARGINS}
     */
    public SolveResult solveProbable(long player, long opponent, int level, long maxNodes, long maxMillis) {
        if (level < 0 || level >= PROBABLE_MARGINS.length) {
            throw new IllegalArgumentException("no probable level " + level);
        }
        return solve(player, opponent, FULL_ALPHA, FULL_BETA, level, maxNodes, maxMillis);
    }

    /**
     * Probcut margins of the probable solves in centi-discs, cheapest first. On 200 game positions
     * with 22 empties (two threads) they cost 1/12 and 1/5.5 of the exact solve, and their moves
     * lost 1.09 and 0.73 discs on average against the best (bench/RESULTS.md).
     */
    public static final int[] PROBABLE_MARGINS = {300, 600};
    /** Table levels of the probable solves: above the pre-searches' (0, 1), below EXACT. */
    private static final int PROBABLE_TABLE_LEVEL = 2;
    private static final int NOT_PROBABLE = -1;

    private SolveResult solve(long player, long opponent, int alpha, int beta, int probable, long maxNodes,
            long maxMillis) {
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
        table.newSearch();
        for (Endgame e : searches) {
            e.localTable.newSearch();
        }
        long nodesBefore = nodes();
        int score;
        int[] pv;
        boolean complete = true;
        try {
            if (probable == NOT_PROBABLE) {
                presearch(player, opponent, nEmpties, alpha, beta);
            } else if (ordered()) {
                setSelectivity(PROBABLE_TABLE_LEVEL + probable, PROBABLE_MARGINS[probable], false);
            }
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
