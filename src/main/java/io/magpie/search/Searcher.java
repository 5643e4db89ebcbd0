package io.magpie.search;

import static io.magpie.board.Capacity.MAX_MOVES;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.endgame.SearchAborted;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Score;

/**
 * One search thread: iterative deepening with aspiration windows over a principal-variation
 * search ({@link NodeSearch}), a shared {@link TranspositionTable} and Multi-ProbCut ({@link
 * ProbCut}). Positions are side-relative bitboard pairs passed by value (copy-make); all per-ply
 * scratch is allocated once, so the search itself allocates nothing below the root.
 *
 * <p>Determinism: with one thread, a depth or node limit and a fresh table, the node count and
 * result are always the same (no clock reads, hash maps or random numbers influence the tree).
 */
public final class Searcher {
    public static final int MAX_DEPTH = 60;
    /** Aspiration half-window, widened by doubling on each failure. */
    static final int ASPIRATION_DELTA = 2 * Score.DISC;
    /**
     * Under the clock plan, a level of the search to the end is started only when expected to take
     * at most 1/PREDICTION_MARGIN of the time to the hard limit (the cold cost of {@link
     * EndgameSwitch#levelCostMs}: a table warm from the last move makes the lower levels nearly free
     * and says nothing of the next); otherwise the midgame search goes one ply deeper. In games at
     * 60 s a side, 18 of 24 moves at 24-30 empties ran to the hard limit (three times their target)
     * in levels cut off unfinished, and came to the exact solve with too little clock.
     */
    static final double PREDICTION_MARGIN = 1.5;

    private final Evaluator evaluator;
    private final int threadId;
    private final NodeSearch search;

    private final int[] rootMoves = new int[MAX_MOVES];
    private final long[] rootFlips = new long[MAX_MOVES];
    private final int[] rootValues = new int[MAX_MOVES];
    private final int[][] rootPvs = new int[MAX_MOVES][];
    private int rootCount;
    /** Index of a root move whose search completed inside the window in the current iteration, or -1. */
    private int rootCompletedBest;

    private SearchControl control = SearchControl.unlimited();

    /** The exact-solve hand-over; never null (it may have no solver). */
    private final EndgameSwitch endgame;

    public Searcher(TranspositionTable tt, Evaluator evaluator, int threadId) {
        this(tt, evaluator, threadId, new EndgameSwitch(null));
    }

    public Searcher(TranspositionTable tt, Evaluator evaluator, int threadId, EndgameSwitch endgame) {
        this.evaluator = evaluator;
        this.threadId = threadId;
        this.endgame = endgame;
        this.search = new NodeSearch(tt, evaluator, threadId);
    }

    /** Nodes of the current (or last) search; read by other threads for progress reports. */
    public long nodes() {
        return search.nodes;
    }

    /**
     * Searches the position by iterative deepening up to {@code maxDepth} (at most {@link
     * #MAX_DEPTH}) and returns the last completed iteration (or a better move found by an
     * interrupted one). The midgame runs at {@code selectivity} (a {@link ProbCut} level); the exact
     * phase, once the depth reaches the end, climbs the levels at that depth up to {@link
     * ProbCut#NONE}. The main thread (id 0) reports each iteration to the listener and stops at the
     * soft time limit; helper threads start one ply deeper when odd.
     *
     * <p>Game over or a forced pass at the root are handled by the caller (a pass may also be
     * searched: the root then has the single move {@link Square#PASS}).
     */
    public SearchResult search(long player, long opponent, int maxDepth, int selectivityLevel, int multiPv,
            SearchControl searchControl, ProgressListener listener) {
        control = searchControl;
        search.start(control);
        evaluator.reset(player, opponent);
        initRoot(player, opponent);
        int empties = Bits.countEmpties(player, opponent);
        maxDepth = Math.max(1, Math.min(maxDepth, MAX_DEPTH));
        int depth = Math.min(maxDepth, 1 + (threadId & 1));
        int level = levelAt(depth, empties, selectivityLevel);
        SearchResult last = null;
        // The last score at each depth parity: odd and even depths disagree by about two discs
        // (the side that moves last gains), so the next window centres on the same parity's score.
        // The first iteration fills both.
        int[] scoreByParity = new int[2];
        int previousBest = Square.NONE;
        int stableIterations = 0;
        double softMs = control.softMs;
        // Under the clock plan, the main thread may leave the search to the end for the midgame when
        // the next level is out of reach: the deepest midgame iteration, and the level to come back to.
        int midgameDepth = 0;
        int resumeLevel = -1;
        if (threadId == 0) {
            control.mainDepth = depth;
        }
        while (true) {
            boolean exactPhase = depth >= empties;
            boolean exact = exactPhase && level == ProbCut.NONE;
            if (exact && last != null && canHandOver(multiPv) && endgame.exactAffordable(empties, control)) {
                last = handOver(player, opponent, last, listener);
                break;
            }
            search.selectivity = level;
            long iterationStart = System.nanoTime();
            int score;
            try {
                score = aspirate(player, opponent, depth, last != null, scoreByParity[depth & 1], multiPv);
            } catch (SearchAborted e) {
                if (last != null && multiPv == 1 && rootCompletedBest >= 0) {
                    last = partialResult(last);
                }
                break;
            }
            sortRoot();
            if (last == null) {
                scoreByParity[~depth & 1] = score;
            }
            int fall = scoreByParity[depth & 1] - score;
            scoreByParity[depth & 1] = score;
            last = result(depth, level, exact);
            search.mayAbort = true;
            double iterationMs = (System.nanoTime() - iterationStart) / 1e6;
            if (threadId == 0) {
                listener.onIteration(last);
                stableIterations = previousBest == last.bestMove() ? stableIterations + 1
                        : previousBest == Square.NONE ? 1 : 0;
                previousBest = last.bestMove();
                if (control.timeLimited() && control.adaptiveSoft) {
                    softMs = control.softMs * TimeManager.softScale(stableIterations, fall);
                }
                if (control.elapsedMs() >= softMs || rootCount == 1 && control.timeLimited()) {
                    break;
                }
            }
            // Next: the exact phase's next level at the same depth, or the next depth.
            if (exactPhase && !exact) {
                double predictedMs = Math.max(endgame.levelCostMs(empties, level + 1),
                        iterationMs * EndgameSwitch.levelGrowth(level + 1));
                if (!wouldBeCutOff(predictedMs)) {
                    level++;
                    continue;
                }
                // The next level is out of reach: the time left goes to the midgame search one ply
                // deeper, and the level waits until the search comes back to the end.
                if (midgameDepth + 1 >= empties || midgameDepth + 1 > maxDepth) {
                    break;
                }
                resumeLevel = level + 1;
                depth = midgameDepth + 1;
                level = selectivityLevel;
                control.mainDepth = depth;
                continue;
            }
            if (exactPhase || depth >= maxDepth || control.stopped()) {
                break;
            }
            // A helper skips the depths the main thread has reached: its table entries then wait
            // for the main thread one iteration ahead, instead of repeating its work.
            int next = EndgameSwitch.nextDepth(threadId == 0 ? depth : Math.max(depth, control.mainDepth), empties,
                    maxDepth);
            // The main thread hands over to the exact solver once the search would reach the end, or
            // earlier with a time limit, as soon as the time affords the solve; otherwise the search
            // itself goes on to the end, selective first (its moves beat the solver's probable ones).
            boolean solveNow = next >= empties || control.timeLimited() && depth >= EndgameSwitch.MIN_DEPTH_BEFORE_SOLVE;
            if (solveNow && canHandOver(multiPv) && endgame.exactAffordable(empties, control)) {
                last = handOver(player, opponent, last, listener);
                break;
            }
            midgameDepth = depth;
            int nextLevel = levelAt(next, empties, selectivityLevel);
            if (next >= empties) {
                nextLevel = resumeLevel >= 0 ? resumeLevel : nextLevel;
                if (wouldBeCutOff(endgame.levelCostMs(empties, nextLevel))) {
                    if (depth + 1 >= empties) {
                        break; // nothing deeper short of the end: the time goes to the later moves
                    }
                    next = depth + 1; // the search to the end is out of reach: one ply deeper instead
                    nextLevel = selectivityLevel;
                }
            }
            depth = next;
            level = nextLevel;
            if (threadId == 0) {
                control.mainDepth = depth;
            }
        }
        if (last == null) {
            // Only a helper thread stopped before its first iteration can get here.
            return null;
        }
        last.nodes = search.nodes;
        last.elapsedMs = control.elapsedMs();
        return last;
    }

    /**
     * Whether the main thread, under the adaptive clock plan, should not start an iteration of the
     * search to the end expected to take {@code predictedMs}: it would likely be cut off at the hard
     * limit, and a level cut off gives little for its time.
     */
    private boolean wouldBeCutOff(double predictedMs) {
        return threadId == 0 && control.adaptiveSoft && control.timeLimited()
                && predictedMs * PREDICTION_MARGIN > (control.hardDeadlineNanos - System.nanoTime()) / 1e6;
    }

    /** The first selectivity level at {@code depth}: the exact phase starts at most at {@link ProbCut#NONE}. */
    private static int levelAt(int depth, int empties, int selectivityLevel) {
        return depth >= empties ? Math.min(selectivityLevel, ProbCut.NONE) : selectivityLevel;
    }

    private boolean canHandOver(int multiPv) {
        return threadId == 0 && multiPv == 1;
    }

    /** Runs the exact solve on the solver's own threads; the last result stands if it does not finish. */
    private SearchResult handOver(long player, long opponent, SearchResult last, ProgressListener listener) {
        control.helpersStop = true;
        SearchResult solved = endgame.solve(player, opponent, control, search.nodes, last);
        search.nodes += endgame.lastSolveNodes;
        if (solved == null) {
            return last;
        }
        solved.nodes = search.nodes;
        solved.elapsedMs = control.elapsedMs();
        listener.onIteration(solved);
        return solved;
    }

    private void initRoot(long player, long opponent) {
        long legal = Bits.legalMoves(player, opponent);
        rootCount = 0;
        if (legal == 0) {
            rootMoves[0] = Square.PASS;
            rootFlips[0] = 0;
            rootValues[0] = 0;
            rootPvs[0] = new int[] {Square.PASS};
            rootCount = 1;
            return;
        }
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long f = Bits.flips(player, opponent, sq);
            rootMoves[rootCount] = sq;
            rootFlips[rootCount] = f;
            rootValues[rootCount] = MidgameMoveOrder.staticValue(sq, opponent & ~f, player | f | Square.bit(sq));
            rootPvs[rootCount] = new int[] {sq};
            rootCount++;
        }
        sortRoot();
    }

    /** Stable insertion sort of the root moves by value, best first. */
    private void sortRoot() {
        for (int i = 1; i < rootCount; i++) {
            int mv = rootMoves[i];
            long f = rootFlips[i];
            int v = rootValues[i];
            int[] pv = rootPvs[i];
            int j = i - 1;
            while (j >= 0 && rootValues[j] < v) {
                rootMoves[j + 1] = rootMoves[j];
                rootFlips[j + 1] = rootFlips[j];
                rootValues[j + 1] = rootValues[j];
                rootPvs[j + 1] = rootPvs[j];
                j--;
            }
            rootMoves[j + 1] = mv;
            rootFlips[j + 1] = f;
            rootValues[j + 1] = v;
            rootPvs[j + 1] = pv;
        }
    }

    private SearchResult result(int depth, int level, boolean exact) {
        int[] moves = new int[rootCount];
        int[] scores = new int[rootCount];
        int[][] pvs = new int[rootCount][];
        for (int i = 0; i < rootCount; i++) {
            moves[i] = rootMoves[i];
            scores[i] = Math.max(-Score.MAX, rootValues[i]);
            pvs[i] = rootPvs[i].clone();
        }
        SearchResult r = new SearchResult(depth, level, exact, moves, scores, pvs);
        r.nodes = search.nodes;
        r.elapsedMs = control.elapsedMs();
        return r;
    }

    /** The last complete result, but with the better move an interrupted iteration proved. */
    private SearchResult partialResult(SearchResult last) {
        int mv = rootMoves[rootCompletedBest];
        if (mv == last.bestMove()) {
            return last;
        }
        int n = last.moves.length;
        int[] moves = new int[n];
        int[] scores = new int[n];
        int[][] pvs = new int[n][];
        moves[0] = mv;
        scores[0] = rootValues[rootCompletedBest];
        pvs[0] = rootPvs[rootCompletedBest].clone();
        for (int i = 0, j = 1; i < n; i++) {
            if (last.moves[i] != mv) {
                moves[j] = last.moves[i];
                scores[j] = last.scores[i];
                pvs[j] = last.pvs[i];
                j++;
            }
        }
        return new SearchResult(last.depth, last.selectivity, false, moves, scores, pvs);
    }

    private int aspirate(long player, long opponent, int depth, boolean havePrevious, int previous, int multiPv) {
        int alpha = -Score.INF;
        int beta = Score.INF;
        int delta = ASPIRATION_DELTA;
        if (havePrevious && multiPv == 1 && depth >= 4 && Math.abs(previous) < Score.MAX - delta) {
            alpha = previous - delta;
            beta = previous + delta;
        }
        while (true) {
            int score = searchRoot(player, opponent, alpha, beta, depth, multiPv);
            if (score <= alpha && alpha > -Score.INF) {
                delta *= 2;
                alpha = Math.max(-Score.INF, score - delta);
            } else if (score >= beta && beta < Score.INF) {
                delta *= 2;
                beta = Math.min(Score.INF, score + delta);
            } else {
                return score;
            }
        }
    }

    /**
     * Searches every root move (an abort leaves the moves searched so far with their values). Moves that cannot matter get a null window at the score they must
     * beat: the window's alpha, or with multiPv > 1 the multiPv-th best score so far.
     */
    private int searchRoot(long player, long opponent, int alpha, int beta, int depth, int multiPv) {
        search.nodes++;
        rootCompletedBest = -1;
        int best = -Score.INF;
        for (int i = 0; i < rootCount; i++) {
            rootValues[i] = -Score.INF - 1 - i; // unsearched moves keep their order behind the searched
        }
        for (int i = 0; i < rootCount; i++) {
            int mv = rootMoves[i];
            long f = rootFlips[i];
            long childPlayer;
            long childOpponent;
            if (mv == Square.PASS) {
                childPlayer = opponent;
                childOpponent = player;
                evaluator.pushPass();
            } else {
                childPlayer = opponent & ~f;
                childOpponent = player | f | Square.bit(mv);
                evaluator.push(mv, f);
            }
            int floor = multiPv > 1 ? Math.max(alpha, kthBest(multiPv, i)) : alpha;
            int childDepth = mv == Square.PASS ? depth : depth - 1; // a pass costs no depth
            int[] pvLength = search.pvLength;
            pvLength[1] = 1;
            int score;
            if (i == 0 || (multiPv > 1 && i < multiPv)) {
                score = -search.searchPvs(childPlayer, childOpponent, -beta, -floor, childDepth, 1);
            } else {
                score = -search.searchNws(childPlayer, childOpponent, -floor - 1, childDepth, 1);
                if (score > floor && score < beta) {
                    pvLength[1] = 1;
                    score = -search.searchPvs(childPlayer, childOpponent, -beta, -floor, childDepth, 1);
                }
            }
            evaluator.pop();
            rootValues[i] = score;
            if (score > floor || i == 0) {
                int[] pv = new int[pvLength[1]];
                pv[0] = mv;
                System.arraycopy(search.pvTable[1], 1, pv, 1, pvLength[1] - 1);
                rootPvs[i] = pv;
            }
            if (score > best) {
                best = score;
            }
            if (score > alpha && score < beta && (rootCompletedBest < 0 || score > rootValues[rootCompletedBest])) {
                rootCompletedBest = i;
            }
            if (multiPv == 1 && score > alpha) {
                alpha = score;
                if (score >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /** The k-th best score among the first {@code searched} root moves, or -INF if fewer. */
    private int kthBest(int k, int searched) {
        if (searched < k) {
            return -Score.INF;
        }
        int previousBound = Integer.MAX_VALUE;
        int countAbove = 0;
        while (true) {
            int max = Integer.MIN_VALUE;
            for (int i = 0; i < searched; i++) {
                if (rootValues[i] < previousBound && rootValues[i] > max) {
                    max = rootValues[i];
                }
            }
            int ties = 0;
            for (int i = 0; i < searched; i++) {
                if (rootValues[i] == max) {
                    ties++;
                }
            }
            countAbove += ties;
            if (countAbove >= k) {
                return max;
            }
            previousBound = max;
        }
    }
}
