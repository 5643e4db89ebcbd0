package io.magpie.search;

import io.magpie.board.Square;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * Where the midgame search hands over to the exact endgame solve, in one place. Iterative
 * deepening asks {@link #nextDepth} after each iteration; once the next depth comes within {@link
 * #JUMP} plies of the end of the game, it would search to the end:
 *
 * <ul>
 *   <li>with a {@link Solver} (the dedicated solver of package {@code endgame}), the main thread
 *       calls it, if the time left is likely to be enough ({@link #solvableEmpties}); otherwise the
 *       midgame deepening simply continues below the end;
 *   <li>without one (or for multi-PV hints), the searcher itself searches to the end with final
 *       scores, selective first and then at 100%, when its result is marked exact.
 * </ul>
 *
 * If a solve does not finish in time, the last completed midgame iteration stands.
 */
public final class EndgameSwitch {
    /** Jump to the exact search once the midgame depth is within this many plies of the end. */
    static final int JUMP = 6;
    /** Exact subtrees with at most this many empties use the searcher's small solver. */
    static final int EMPTIES_TO_SMALL_SOLVER = 6;
    /**
     * With a time budget, positions with at most this many empties get extra time, because the
     * exact solve is in reach there and it decides the game.
     */
    static final int EMPTIES_WORTH_MORE_TIME = 24;
    /**
     * Solver cost model: about SOLVE_EMPTIES_PER_SECOND empties solve in one second, and each more
     * empty costs about SOLVE_GROWTH times more. Measured with the solver branch's first version on
     * random 18- and 22-empties positions (0.1 to 2 s at 18, 18 to 42 s at 22; shared 2-core
     * machine, JDK 17).
     */
    static final int SOLVE_EMPTIES_PER_SECOND = 17;
    static final double SOLVE_GROWTH = 2.6;
    /**
     * The solver checks its deadline only every so many nodes and overshoots it by up to ~40 ms when
     * warm (more when cold): it gets only a share of the time left, and none below this.
     */
    static final long MIN_SOLVE_MS = 20;
    static final double SOLVE_SHARE = 0.5;

    /** How often a running solve looks at the search's stop flag. */
    private static final long WATCH_INTERVAL_NANOS = 1_000_000L;

    private final Solver solver;

    /** @param solver the exact solver to call, or null to use the searcher's own exact search */
    public EndgameSwitch(Solver solver) {
        this.solver = solver;
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

    /** The most empties the solver is expected to finish in {@code ms}; everything when unlimited. */
    static int solvableEmpties(long ms) {
        if (ms == Long.MAX_VALUE) {
            return 64;
        }
        double extra = Math.log(Math.max(1, ms) / 1000.0) / Math.log(SOLVE_GROWTH);
        return (int) Math.floor(SOLVE_EMPTIES_PER_SECOND + extra);
    }

    /** True when the solver should be tried now, given the control's time left. */
    boolean worthSolving(int empties, SearchControl control) {
        if (solver == null || control.stopped()) {
            return false;
        }
        if (!control.timeLimited()) {
            return true;
        }
        long leftMs = (control.hardDeadlineNanos - System.nanoTime()) / 1_000_000L;
        return leftMs >= MIN_SOLVE_MS && empties <= solvableEmpties((long) (leftMs * SOLVE_SHARE));
    }

    /**
     * Solves exactly within the control's time and node limits. Returns the result with {@code
     * others} (the last iteration's root moves) behind the solver's best move, or null when the
     * solve did not finish.
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

    /** Stops a running solve (from any thread). */
    public void stop() {
        if (solver != null) {
            solver.control().stop();
        }
    }
}
