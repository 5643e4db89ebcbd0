package io.magpie.search;

import io.magpie.board.Square;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.eval.Score;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * Where the midgame search hands over to the endgame solver, in one place. Iterative deepening asks
 * {@link #nextDepth} after each iteration; once the next depth comes within {@link #JUMP} plies of
 * the end of the game, it would search to the end:
 *
 * <ul>
 *   <li>with a {@link Solver} (the dedicated solver of package {@code endgame}), the main thread
 *       calls its exact solve if the time left is likely to be enough ({@link #exactAffordable});
 *       with a time limit it also hands over earlier, after a midgame iteration of {@link
 *       #MIN_DEPTH_BEFORE_SOLVE} plies, as soon as the exact solve is affordable. Otherwise the
 *       searcher goes on to the end itself, selective first, and hands over before its 100% level
 *       if the time then affords it. The solver is not asked for probable solves (Multi-ProbCut in
 *       the solver): on positions of real games at 22-24 empties, with 90-360 ms a move, their
 *       moves lost more discs than the searcher's own selective search to the end
 *       (tuning/RESULTS.md);
 *   <li>without one (or for multi-PV hints), the searcher itself searches to the end with final
 *       scores, selective first and then at 100%, when its result is marked exact.
 * </ul>
 *
 * If the solve does not finish in time, the last completed iteration stands.
 */
public final class EndgameSwitch {
    /** Jump to the exact search once the midgame depth is within this many plies of the end. */
    static final int JUMP = 6;
    /**
     * Exact subtrees of the midgame search with at most this many empties go to the endgame's
     * {@link io.magpie.endgame.SmallSolver} (at most its MAX_EMPTIES).
     */
    static final int EMPTIES_TO_SMALL_SOLVER = 6;
    /**
     * With a time budget, positions with at most this many empties get extra time, because the
     * exact solve is in reach there and it decides the game.
     */
    static final int EMPTIES_WORTH_MORE_TIME = 24;
    /**
     * Exact-solve cost model: one thread takes about EXACT_MS at {@link #REFERENCE_EMPTIES} empties,
     * and each more empty costs EXACT_GROWTH times more. Means over 200 positions each of Magpie's
     * games against NTest at 20, 22 and 24 empties, cold table, JDK 17 (bench/RESULTS.md): 154, 743
     * ms on one thread (2,000 ms at 24 on two). Two threads were 1.64 times faster than one.
     */
    public static final int REFERENCE_EMPTIES = 22;
    static final double EXACT_MS = 743;
    static final double EXACT_GROWTH = 2.1;
    /** Speed-up of the parallel solver on n threads: n to this power (1.64 measured on two). */
    static final double THREAD_SPEEDUP_EXPONENT = 0.71;
    /**
     * With a time limit, the main thread hands over to the solver as soon as the exact solve is affordable
     * and this deep a midgame iteration stands as the fallback, not only near the end of the game.
     */
    static final int MIN_DEPTH_BEFORE_SOLVE = 8;
    /**
     * The solver checks its deadline only every so many nodes and overshoots it by up to ~40 ms when
     * warm (more when cold): it gets only a share of the time left, and none below this.
     */
    static final long MIN_SOLVE_MS = 20;
    static final double SOLVE_SHARE = 0.5;

    /**
     * The measured speed of this machine's solves against the cost model: a solve's time divided
     * by the model's estimate, smoothed geometrically over the solves of at least {@link
     * #MIN_MEASURED_MS}; a solve that ran out of time counts as at least that slow. Kept within
     * [{@link #MIN_COST_SCALE}, {@link #MAX_COST_SCALE}] so one odd solve cannot mislead the plan.
     */
    private volatile double costScale = 1;
    static final long MIN_MEASURED_MS = 50;
    static final double MIN_COST_SCALE = 0.25;
    static final double MAX_COST_SCALE = 8;

    /** How often a running solve looks at the search's stop flag. */
    private static final long WATCH_INTERVAL_NANOS = 1_000_000L;

    private final Solver solver;
    private final double speedup;

    /** @param solver the exact solver to call, or null to use the searcher's own exact search */
    public EndgameSwitch(Solver solver) {
        this(solver, 1);
    }

    /** With the cost model scaled from the start, as if measured ({@link #costScale}). */
    EndgameSwitch(Solver solver, double costScale) {
        this.solver = solver;
        this.speedup = solver == null ? 1 : Math.pow(solver.threads(), THREAD_SPEEDUP_EXPONENT);
        this.costScale = costScale;
    }

    public boolean hasSolver() {
        return solver != null;
    }

    /** The depth of the next iteration after {@code depth}, at most {@code maxDepth}. */
    static int nextDepth(int depth, int empties, int maxDepth) {
        int next = depth + 1;
        if (next >= empties - JUMP) {
            next = Math.max(next, empties);
        }
        return Math.min(next, maxDepth);
    }

    static boolean useSmallSolver(int depth, int empties) {
        return depth >= empties && empties <= EMPTIES_TO_SMALL_SOLVER;
    }

    /** The most empties the exact solve is expected to finish in {@code ms} on a solver {@code speedup} times faster. */
    static int solvableEmpties(long ms, double speedup) {
        if (ms == Long.MAX_VALUE) {
            return 64;
        }
        double extra = Math.log(Math.max(1, ms) * speedup / EXACT_MS) / Math.log(EXACT_GROWTH);
        return (int) Math.floor(REFERENCE_EMPTIES + extra);
    }

    /**
     * The model's time in ms for an exact solve at {@code empties} on one thread of the reference
     * machine, divided by {@code speedup} (threads) and multiplied by {@code scale} (measured).
     */
    public static double exactCostMs(int empties, double speedup, double scale) {
        return EXACT_MS * Math.pow(EXACT_GROWTH, empties - REFERENCE_EMPTIES) * scale / speedup;
    }

    /**
     * The searcher's own search to the end at each Multi-ProbCut level (58, 73, 87, 95, 98, 99 and
     * 100 %) costs about this share of the exact solve's modelled time, each level 2.5-8 times the
     * one below. Measured on positions of 5-minute games at 28-37 empties; single positions stray
     * by up to 3 times either way, and a table warm from the last move can make the lower levels
     * nearly free without making the next one any cheaper: a cold estimate, an upper bound more
     * often than not.
     */
    static final double[] LEVEL_COST_SHARE = {0.0005, 0.004, 0.02, 0.06, 0.15, 0.35, 1};

    /** This switch's estimate of the searcher's iteration to the end at {@code level} from a cold table, in ms. */
    double levelCostMs(int empties, int level) {
        return exactCostMs(empties) * LEVEL_COST_SHARE[Math.max(0, Math.min(level, ProbCut.NONE))];
    }

    /** How many times the iteration to the end at {@code level} costs the one at the level below. */
    static double levelGrowth(int level) {
        int l = Math.max(1, Math.min(level, ProbCut.NONE));
        return LEVEL_COST_SHARE[l] / LEVEL_COST_SHARE[l - 1];
    }

    /** This switch's estimate of an exact solve at {@code empties}, in ms: threads and measured speed included. */
    public double exactCostMs(int empties) {
        return exactCostMs(empties, speedupAt(empties), costScale);
    }

    /** How many times faster the solver's threads make the solves they split (1 on one thread). */
    public double parallelSpeedup() {
        return speedup;
    }

    /** The solver's speed-up at {@code empties}: its threads split only the larger solves. */
    private double speedupAt(int empties) {
        return empties >= Solver.PARALLEL_MIN_EMPTIES ? speedup : 1;
    }

    /** The measured speed against the model (1 = as modelled, 2 = twice as slow). */
    public double costScale() {
        return costScale;
    }

    /** The new measured speed after a solve at {@code empties} that took {@code ms}, finished or not. */
    static double measuredScale(double scale, int empties, double ms, boolean complete, double speedup) {
        if (ms < MIN_MEASURED_MS) {
            return scale; // dominated by start-up and a warm table: says little about the next solve
        }
        double sample = ms / exactCostMs(empties, speedup, 1);
        if (!complete) {
            sample = Math.max(sample, scale); // only a lower bound on the real cost
        }
        double next = Math.sqrt(scale * sample);
        return Math.max(MIN_COST_SCALE, Math.min(MAX_COST_SCALE, next));
    }

    /** Whether the exact solve is likely to finish in the time left (always without a time limit). */
    boolean exactAffordable(int empties, SearchControl control) {
        if (solver == null || control.stopped()) {
            return false;
        }
        if (!control.timeLimited()) {
            return true;
        }
        long leftMs = (control.hardDeadlineNanos - System.nanoTime()) / 1_000_000L;
        return leftMs >= MIN_SOLVE_MS && empties <= solvableEmpties((long) (leftMs * SOLVE_SHARE / costScale), speedupAt(empties));
    }

    /**
     * Runs the exact solve within the control's time and node limits.
     * Returns the result with {@code others} (the last iteration's root moves) behind the solver's
     * best move, or null when the solve did not finish.
     */
    SearchResult solve(long player, long opponent, SearchControl control, long nodesSoFar, SearchResult others) {
        long maxMillis = 0;
        if (control.timeLimited()) {
            maxMillis = Math.max(1, (long) ((control.hardDeadlineNanos - System.nanoTime()) / 1e6 * SOLVE_SHARE));
        }
        long maxNodes = control.nodeLimit == Long.MAX_VALUE ? 0 : Math.max(1, control.nodeLimit - nodesSoFar);
        if (control.stopped()) {
            return null;
        }
        // The solver polls its own control, which solve() re-arms: a watcher passes our stop on
        // (again and again, so a stop that came just before the re-arming is not lost).
        AtomicBoolean solving = new AtomicBoolean(true);
        Thread watcher = new Thread(() -> {
            while (solving.get()) {
                if (control.stopped()) {
                    solver.control().stop();
                }
                LockSupport.parkNanos(WATCH_INTERVAL_NANOS);
            }
        }, "magpie-solve-watcher");
        watcher.setDaemon(true);
        watcher.start();
        SolveResult r;
        try {
            r = solver.solve(player, opponent, Solver.FULL_ALPHA, Solver.FULL_BETA, maxNodes, maxMillis);
        } finally {
            solving.set(false);
            LockSupport.unpark(watcher);
        }
        lastSolveNodes = r.nodes();
        if (maxMillis > 0) {
            int empties = 64 - Long.bitCount(player | opponent);
            costScale = measuredScale(costScale, empties, r.elapsedNanos() / 1e6, r.complete(), speedupAt(empties));
        }
        if (!r.complete()) {
            return null;
        }
        int best = r.bestMove() == Square.NONE ? Square.PASS : r.bestMove();
        int n = others != null ? others.moves.length : 1;
        int[] moves = new int[n];
        int[] scores = new int[n];
        int[][] pvs = new int[n][];
        moves[0] = best;
        scores[0] = Score.fromDiscs(r.score());
        pvs[0] = r.pv().length > 0 ? r.pv().clone() : new int[] {best};
        for (int i = 0, j = 1; others != null && i < others.moves.length && j < n; i++) {
            if (others.moves[i] != best) {
                moves[j] = others.moves[i];
                scores[j] = others.scores[i];
                pvs[j] = others.pvs[i];
                j++;
            }
        }
        int empties = 64 - Long.bitCount(player | opponent);
        return new SearchResult(empties, ProbCut.NONE, true, moves, scores, pvs);
    }

    /** Nodes of the last solve, finished or not. */
    long lastSolveNodes;

    /** Empties the solver's table (reproducible node counts). */
    public void clear() {
        if (solver != null) {
            solver.clearHash();
        }
    }

    /** Stops the solver's helper threads; this switch cannot solve afterwards. */
    void close() {
        if (solver != null) {
            solver.close();
        }
    }

    /** Stops a running solve (from any thread). */
    public void stop() {
        if (solver != null) {
            solver.control().stop();
        }
    }
}
