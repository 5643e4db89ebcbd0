package io.magpie.search;

import static io.magpie.board.Capacity.MAX_MOVES;
import static io.magpie.board.Capacity.MAX_PLY;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Score;

/**
 * One search thread: iterative deepening with aspiration windows over a principal-variation
 * search, a shared {@link TranspositionTable} and Multi-ProbCut ({@link ProbCut}). Positions are
 * side-relative bitboard pairs passed by value (copy-make); all per-ply scratch is allocated here,
 * once, so the search itself allocates nothing below the root.
 *
 * <p>Layers, by remaining depth: {@link #searchPvs} (PV nodes, full window) → {@link #searchNws}
 * (null window, table, ProbCut, ordered moves) → {@link #searchShallow} (plain alpha-beta below
 * {@link #DEPTH_TO_SHALLOW}) → the evaluator. When the depth reaches the end of the game the same
 * functions return final scores, and subtrees of few empties go to {@link #solveSmall}.
 *
 * <p>Determinism: with one thread, a depth or node limit and a fresh table, the node count and
 * result are always the same (no clock reads, hash maps or random numbers influence the tree).
 */
public final class Searcher {
    public static final int MAX_DEPTH = 60;
    /** Below this depth the null-window search skips the table and ordering. */
    static final int DEPTH_TO_SHALLOW = 3;
    /** Aspiration half-window, widened by doubling on each failure. */
    static final int ASPIRATION_DELTA = 2 * Score.DISC;
    /** Nodes between two checks of the clock, the stop flag and the node limit. */
    static final int CHECK_INTERVAL = 256;
    /**
     * Remaining depth from which children are also ordered by their evaluation. Ordering searches
     * of depth 1 (from 8) and 2 (from 13) cost more than they saved: without them, +16 +/- 16 Elo
     * over 1,600 games at 40 ms a move (tuning/RESULTS.md, 2026-12-04).
     */
    static final int SORT_DEPTH = 4;

    private final TranspositionTable tt;
    private final Evaluator evaluator;
    private final int threadId;
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();

    private final int[][] moveLists = new int[MAX_PLY][MAX_MOVES];
    private final long[][] flipLists = new long[MAX_PLY][MAX_MOVES];
    private final int[][] valueLists = new int[MAX_PLY][MAX_MOVES];
    private final int[][] pvTable = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];

    private final int[] rootMoves = new int[MAX_MOVES];
    private final long[] rootFlips = new long[MAX_MOVES];
    private final int[] rootValues = new int[MAX_MOVES];
    private final int[][] rootPvs = new int[MAX_MOVES][];
    private int rootCount;
    /** Index of a root move whose search completed inside the window in the current iteration, or -1. */
    private int rootCompletedBest;

    private SearchControl control = SearchControl.unlimited();
    /** Read by other threads for progress reports only (a racy but harmless read). */
    private long nodes;
    private long nextCheck;
    private boolean aborted;
    private boolean mayAbort;
    private int selectivity = ProbCut.NONE;

    /** The exact-solve hand-over; never null (it may have no solver). */
    private final EndgameSwitch endgame;

    public Searcher(TranspositionTable tt, Evaluator evaluator, int threadId) {
        this(tt, evaluator, threadId, new EndgameSwitch(null));
    }

    public Searcher(TranspositionTable tt, Evaluator evaluator, int threadId, EndgameSwitch endgame) {
        this.tt = tt;
        this.evaluator = evaluator;
        this.threadId = threadId;
        this.endgame = endgame;
    }

    public long nodes() {
        return nodes;
    }

    /**
     * Searches the position by iterative deepening up to {@code maxDepth} (at most {@link
     * #MAX_DEPTH}) and returns the last completed iteration (or a better move found by an
     * interrupted one). The midgame runs at {@code selectivity} (a {@link ProbCut} level); the exact
     * phase raises it to {@link ProbCut#NONE}. The main thread (id 0) reports each iteration to the
     * listener and stops at the soft time limit; helper threads start one ply deeper when odd.
     *
     * <p>Game over or a forced pass at the root are handled by the caller (a pass may also be
     * searched: the root then has the single move {@link Square#PASS}).
     */
    public SearchResult search(long player, long opponent, int maxDepth, int selectivityLevel, int multiPv,
            SearchControl searchControl, ProgressListener listener) {
        control = searchControl;
        nodes = 0;
        nextCheck = CHECK_INTERVAL;
        aborted = false;
        mayAbort = threadId != 0;
        evaluator.reset(player, opponent);
        initRoot(player, opponent);
        int empties = Bits.countEmpties(player, opponent);
        maxDepth = Math.max(1, Math.min(maxDepth, MAX_DEPTH));
        int depth = Math.min(maxDepth, 1 + (threadId & 1));
        SearchResult last = null;
        // The last score at each depth parity: odd and even depths disagree by about two discs
        // (the side that moves last gains), so the next window centres on the same parity's score.
        // The first iteration fills both.
        int[] scoreByParity = new int[2];
        int previousBest = Square.NONE;
        int stableIterations = 0;
        double softMs = control.softMs;
        outer:
        while (true) {
            boolean exactPhase = depth >= empties;
            int level = exactPhase ? Math.min(selectivityLevel, ProbCut.NONE) : selectivityLevel;
            if (threadId == 0) {
                control.mainDepth = depth;
            }
            while (true) {
                if (exactPhase && level == ProbCut.NONE && last != null && canHandOver(multiPv)
                        && endgame.exactAffordable(empties, control)) {
                    last = handOver(player, opponent, last, listener);
                    break outer;
                }
                selectivity = level;
                int score = aspirate(player, opponent, depth, last != null, scoreByParity[depth & 1], multiPv);
                if (aborted) {
                    if (last != null && multiPv == 1 && rootCompletedBest >= 0) {
                        last = partialResult(last);
                    }
                    break outer;
                }
                sortRoot();
                if (last == null) {
                    scoreByParity[~depth & 1] = score;
                }
                int fall = scoreByParity[depth & 1] - score;
                scoreByParity[depth & 1] = score;
                last = result(depth, level, exactPhase && level == ProbCut.NONE);
                mayAbort = true;
                if (threadId == 0) {
                    listener.onIteration(last);
                    stableIterations = previousBest == last.bestMove() ? stableIterations + 1
                            : previousBest == Square.NONE ? 1 : 0;
                    previousBest = last.bestMove();
                    if (control.timeLimited()) {
                        softMs = control.softMs * TimeManager.softScale(stableIterations, fall);
                    }
                    if (control.elapsedMs() >= softMs || rootCount == 1 && control.timeLimited()) {
                        break outer;
                    }
                }
                if (!exactPhase || level == ProbCut.NONE) {
                    break;
                }
                level++;
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
            depth = next;
        }
        if (last == null) {
            // Only a helper thread stopped before its first iteration can get here.
            return null;
        }
        last.nodes = nodes;
        last.elapsedMs = control.elapsedMs();
        return last;
    }

    private boolean canHandOver(int multiPv) {
        return threadId == 0 && multiPv == 1;
    }

    /** Runs the exact solve on the solver's own threads; the last result stands if it does not finish. */
    private SearchResult handOver(long player, long opponent, SearchResult last, ProgressListener listener) {
        control.helpersStop = true;
        SearchResult solved = endgame.solve(player, opponent, control, nodes, last);
        nodes += endgame.lastSolveNodes;
        if (solved == null) {
            return last;
        }
        solved.nodes = nodes;
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
        r.nodes = nodes;
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
            if (aborted) {
                return score;
            }
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
     * Searches every root move. Moves that cannot matter get a null window at the score they must
     * beat: the window's alpha, or with multiPv > 1 the multiPv-th best score so far.
     */
    private int searchRoot(long player, long opponent, int alpha, int beta, int depth, int multiPv) {
        nodes++;
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
            pvLength[1] = 1;
            int score;
            if (i == 0 || (multiPv > 1 && i < multiPv)) {
                score = -searchPvs(childPlayer, childOpponent, -beta, -floor, childDepth, 1);
            } else {
                score = -searchNws(childPlayer, childOpponent, -floor - 1, childDepth, 1);
                if (!aborted && score > floor && score < beta) {
                    pvLength[1] = 1;
                    score = -searchPvs(childPlayer, childOpponent, -beta, -floor, childDepth, 1);
                }
            }
            evaluator.pop();
            if (aborted) {
                break;
            }
            rootValues[i] = score;
            if (score > floor || i == 0) {
                int[] pv = new int[pvLength[1]];
                pv[0] = mv;
                System.arraycopy(pvTable[1], 1, pv, 1, pvLength[1] - 1);
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

    // ---------------------------------------------------------------------------------------------
    // The search proper: nothing below allocates.

    private void checkLimits() {
        nextCheck = nodes + CHECK_INTERVAL;
        if (!mayAbort) {
            return;
        }
        if (control.stopped() || threadId != 0 && control.helpersStop) {
            aborted = true;
        } else if (threadId == 0 && (nodes >= control.nodeLimit || System.nanoTime() > control.hardDeadlineNanos)) {
            aborted = true;
            control.stop();
        }
    }

    private static int finalScore(long player, long opponent) {
        return Score.fromDiscs(Bits.finalScore(player, opponent));
    }

    private int leaf(long player, long opponent) {
        if ((player | opponent) == -1L) {
            return finalScore(player, opponent);
        }
        return evaluator.evaluate(player, opponent);
    }

    /** Principal-variation node: full window, fills {@code pvTable[ply]}. */
    private int searchPvs(long player, long opponent, int alpha, int beta, int depth, int ply) {
        pvLength[ply] = ply;
        int empties = Bits.countEmpties(player, opponent);
        if (depth >= empties) {
            if (EndgameSwitch.useSmallSolver(depth, empties)) {
                return solveSmall(player, opponent, alpha, beta);
            }
            depth = empties;
        }
        if (depth <= 0 || ply >= MAX_PLY - 8) {
            nodes++;
            return leaf(player, opponent);
        }
        // Step 1. Count the node, check the limits.
        if (++nodes >= nextCheck) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        // Step 2. No move: pass, or the game is over.
        long legal = Bits.legalMoves(player, opponent);
        if (legal == 0) {
            if (Bits.legalMoves(opponent, player) == 0) {
                return finalScore(player, opponent);
            }
            evaluator.pushPass();
            pvLength[ply + 1] = ply + 1;
            int score = -searchPvs(opponent, player, -beta, -alpha, depth, ply + 1);
            evaluator.pop();
            updatePv(ply, Square.PASS);
            return score;
        }
        // Step 3. Table move first (no cut-offs at PV nodes, so the PV stays whole).
        int ttMove = Square.NONE;
        if (tt.probe(player, opponent, probe)) {
            ttMove = probe.move;
        }
        // Step 4. Order and search the moves: the first with the full window, the rest with a null
        // window around alpha, re-searched when they beat it.
        int n = generate(player, opponent, legal, ttMove, depth, ply);
        int[] moves = moveLists[ply];
        long[] flips = flipLists[ply];
        int oldAlpha = alpha;
        int best = -Score.INF;
        int bestMove = Square.NONE;
        for (int i = 0; i < n; i++) {
            pick(ply, i, n);
            int mv = moves[i];
            long f = flips[i];
            long childPlayer = opponent & ~f;
            long childOpponent = player | f | Square.bit(mv);
            evaluator.push(mv, f);
            pvLength[ply + 1] = ply + 1;
            int score;
            if (i == 0) {
                score = -searchPvs(childPlayer, childOpponent, -beta, -alpha, depth - 1, ply + 1);
            } else {
                score = -searchNws(childPlayer, childOpponent, -alpha - 1, depth - 1, ply + 1);
                if (!aborted && score > alpha && score < beta) {
                    pvLength[ply + 1] = ply + 1;
                    score = -searchPvs(childPlayer, childOpponent, -beta, -alpha, depth - 1, ply + 1);
                }
            }
            evaluator.pop();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = mv;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, mv);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        // Step 5. Store.
        tt.store(player, opponent, depth, selectivity, oldAlpha, beta, best, bestMove);
        return best;
    }

    private void updatePv(int ply, int mv) {
        int[] row = pvTable[ply];
        row[ply] = mv;
        int end = pvLength[ply + 1];
        System.arraycopy(pvTable[ply + 1], ply + 1, row, ply + 1, end - (ply + 1));
        pvLength[ply] = end;
    }

    /** Null-window node: is the score above {@code alpha}? Fail-soft. */
    private int searchNws(long player, long opponent, int alpha, int depth, int ply) {
        int empties = Bits.countEmpties(player, opponent);
        if (depth >= empties) {
            if (EndgameSwitch.useSmallSolver(depth, empties)) {
                return solveSmall(player, opponent, alpha, alpha + 1);
            }
            depth = empties;
        }
        if (depth < DEPTH_TO_SHALLOW || ply >= MAX_PLY - 8) {
            return searchShallow(player, opponent, alpha, alpha + 1, depth, ply);
        }
        // Step 1. Count the node, check the limits.
        if (++nodes >= nextCheck) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        // Step 2. No move: pass, or the game is over.
        long legal = Bits.legalMoves(player, opponent);
        if (legal == 0) {
            if (Bits.legalMoves(opponent, player) == 0) {
                return finalScore(player, opponent);
            }
            evaluator.pushPass();
            int score = -searchNws(opponent, player, -alpha - 1, depth, ply + 1);
            evaluator.pop();
            return score;
        }
        // Step 3. Table cut-off when the stored search was at least as deep and as exact.
        int ttMove = Square.NONE;
        if (tt.probe(player, opponent, probe)) {
            if (probe.depth >= depth && probe.selectivity >= selectivity) {
                if (probe.lower > alpha) {
                    return probe.lower;
                }
                if (probe.upper <= alpha) {
                    return probe.upper;
                }
            }
            ttMove = probe.move;
        }
        // Step 4. Multi-ProbCut: a shallow search predicts the deep one.
        if (selectivity < ProbCut.NONE && depth >= ProbCut.MIN_DEPTH) {
            int cut = probCut(player, opponent, alpha, depth, empties, ply);
            if (cut != NO_CUT) {
                return cut;
            }
        }
        // Step 5. Ordered moves, each with the same null window; stop at the first above alpha.
        int n = generate(player, opponent, legal, ttMove, depth, ply);
        int[] moves = moveLists[ply];
        long[] flips = flipLists[ply];
        int best = -Score.INF;
        int bestMove = Square.NONE;
        for (int i = 0; i < n; i++) {
            pick(ply, i, n);
            int mv = moves[i];
            long f = flips[i];
            evaluator.push(mv, f);
            int score = -searchNws(opponent & ~f, player | f | Square.bit(mv), -alpha - 1, depth - 1, ply + 1);
            evaluator.pop();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = mv;
                if (score > alpha) {
                    break;
                }
            }
        }
        // Step 6. Store.
        tt.store(player, opponent, depth, selectivity, alpha, alpha + 1, best, bestMove);
        return best;
    }

    private static final int NO_CUT = Integer.MIN_VALUE;

    /**
     * Multi-ProbCut: returns a bound (alpha + 1 = fails high, alpha = fails low) when a shallow
     * null-window search proves the deep value outside the window at the current confidence level,
     * NO_CUT otherwise.
     */
    private int probCut(long player, long opponent, int alpha, int depth, int empties, int ply) {
        int shallow = ProbCut.shallowDepth(depth);
        int betaBound = ProbCut.betaBound(selectivity, depth, empties, alpha + 1);
        if (betaBound < Score.MAX) {
            int score = searchProbe(player, opponent, betaBound - 1, shallow, ply);
            if (aborted) {
                return 0;
            }
            if (score >= betaBound) {
                return alpha + 1;
            }
        }
        int alphaBound = ProbCut.alphaBound(selectivity, depth, empties, alpha);
        if (alphaBound > -Score.MAX) {
            int score = searchProbe(player, opponent, alphaBound, shallow, ply);
            if (aborted) {
                return 0;
            }
            if (score <= alphaBound) {
                return alpha;
            }
        }
        return NO_CUT;
    }

    private int searchProbe(long player, long opponent, int alpha, int depth, int ply) {
        if (depth == 0) {
            nodes++;
            return leaf(player, opponent);
        }
        return searchNws(player, opponent, alpha, depth, ply);
    }

    /**
     * Fills the move list of {@code ply} with the moves, their flips and their ordering values: the
     * table move first, then static knowledge, plus from {@link #SORT_DEPTH} the child's evaluation.
     */
    private int generate(long player, long opponent, long legal, int ttMove, int depth, int ply) {
        boolean byEvaluation = depth >= SORT_DEPTH;
        int[] moves = moveLists[ply];
        long[] flips = flipLists[ply];
        int[] values = valueLists[ply];
        int n = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long f = Bits.flips(player, opponent, sq);
            int value;
            if (sq == ttMove) {
                value = MidgameMoveOrder.TT_MOVE;
            } else {
                long childPlayer = opponent & ~f;
                long childOpponent = player | f | Square.bit(sq);
                value = MidgameMoveOrder.staticValue(sq, childPlayer, childOpponent);
                if (byEvaluation) {
                    evaluator.push(sq, f);
                    nodes++;
                    value -= MidgameMoveOrder.W_EVALUATION * leaf(childPlayer, childOpponent);
                    evaluator.pop();
                }
            }
            moves[n] = sq;
            flips[n] = f;
            values[n] = value;
            n++;
        }
        return n;
    }

    /** Selection step: moves the best of moves[i..n) to index i. */
    private void pick(int ply, int i, int n) {
        int[] values = valueLists[ply];
        int bestIndex = i;
        for (int j = i + 1; j < n; j++) {
            if (values[j] > values[bestIndex]) {
                bestIndex = j;
            }
        }
        if (bestIndex != i) {
            int[] moves = moveLists[ply];
            long[] flips = flipLists[ply];
            int mv = moves[i];
            moves[i] = moves[bestIndex];
            moves[bestIndex] = mv;
            long f = flips[i];
            flips[i] = flips[bestIndex];
            flips[bestIndex] = f;
            int v = values[i];
            values[i] = values[bestIndex];
            values[bestIndex] = v;
        }
    }

    /** Plain fail-soft alpha-beta near the leaves: no table, corners tried first. */
    private int searchShallow(long player, long opponent, int alpha, int beta, int depth, int ply) {
        nodes++;
        if (depth <= 0) {
            return leaf(player, opponent);
        }
        if (nodes >= nextCheck) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        long legal = Bits.legalMoves(player, opponent);
        if (legal == 0) {
            if (Bits.legalMoves(opponent, player) == 0) {
                return finalScore(player, opponent);
            }
            evaluator.pushPass();
            int score = -searchShallow(opponent, player, -beta, -alpha, depth, ply + 1);
            evaluator.pop();
            return score;
        }
        int best = -Score.INF;
        long first = legal & Bits.CORNERS;
        for (int pass = 0; pass < 2; pass++) {
            for (long m = pass == 0 ? first : legal & ~first; m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                long f = Bits.flips(player, opponent, sq);
                evaluator.push(sq, f);
                int score = -searchShallow(opponent & ~f, player | f | Square.bit(sq), -beta, -alpha, depth - 1, ply + 1);
                evaluator.pop();
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        alpha = score;
                        if (score >= beta) {
                            return best;
                        }
                    }
                }
            }
        }
        return best;
    }

    /**
     * Exact fail-soft alpha-beta for the last few empties: final scores, no table, no evaluator
     * (so no evaluator hooks are called), moves in odd-parity quadrants first.
     */
    private int solveSmall(long player, long opponent, int alpha, int beta) {
        if (++nodes >= nextCheck) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        long empty = ~(player | opponent);
        if (empty == 0) {
            return finalScore(player, opponent);
        }
        long legal = Bits.legalMoves(player, opponent);
        if (legal == 0) {
            if (Bits.legalMoves(opponent, player) == 0) {
                return finalScore(player, opponent);
            }
            return -solveSmall(opponent, player, -beta, -alpha);
        }
        long odd = oddQuadrants(empty);
        int best = -Score.INF;
        for (int pass = 0; pass < 2; pass++) {
            for (long m = pass == 0 ? legal & odd : legal & ~odd; m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                long f = Bits.flips(player, opponent, sq);
                int score = -solveSmall(opponent & ~f, player | f | Square.bit(sq), -beta, -alpha);
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        alpha = score;
                        if (score >= beta) {
                            return best;
                        }
                    }
                }
            }
        }
        return best;
    }

    private static final long QUADRANT = 0x0F0F0F0FL;

    /** The quadrants holding an odd number of empty squares (the parity heuristic). */
    static long oddQuadrants(long empty) {
        long odd = 0;
        long q0 = QUADRANT;
        long q1 = QUADRANT << 4;
        long q2 = QUADRANT << 32;
        long q3 = QUADRANT << 36;
        if ((Long.bitCount(empty & q0) & 1) != 0) {
            odd |= q0;
        }
        if ((Long.bitCount(empty & q1) & 1) != 0) {
            odd |= q1;
        }
        if ((Long.bitCount(empty & q2) & 1) != 0) {
            odd |= q2;
        }
        if ((Long.bitCount(empty & q3) & 1) != 0) {
            odd |= q3;
        }
        return odd;
    }
}
