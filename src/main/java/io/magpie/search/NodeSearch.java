package io.magpie.search;

import static io.magpie.board.Capacity.MAX_MOVES;
import static io.magpie.board.Capacity.MAX_PLY;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.endgame.SearchAborted;
import io.magpie.endgame.SmallSolver;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Score;

/**
 * One thread's midgame search below the root, in layers by remaining depth: {@link #searchPvs} (PV
 * nodes, full window) → {@link #searchNws} (null window, table, ProbCut, ordered moves) → {@link
 * #searchShallow} (plain alpha-beta below {@link #DEPTH_TO_SHALLOW}) → the evaluator. When the depth
 * reaches the end of the game the same layers return final scores, and subtrees of at most {@link
 * EndgameSwitch#EMPTIES_TO_SMALL_SOLVER} empties go to the endgame's {@link SmallSolver}. Every
 * node starts with the same prologue ({@link #enter}, {@link #pass}); a stop or a limit throws
 * {@link SearchAborted}, which the caller catches. Nothing here allocates.
 */
final class NodeSearch {
    /** Below this depth the null-window search skips the table and ordering. */
    static final int DEPTH_TO_SHALLOW = 3;
    /** Nodes between two checks of the clock, the stop flag and the node limit. */
    static final int CHECK_INTERVAL = 256;
    /**
     * Remaining depth from which children are also ordered by their evaluation. Ordering searches
     * of depth 1 and 2 cost more than they saved: without them, +16 +/- 16 Elo (tuning/RESULTS.md).
     */
    static final int SORT_DEPTH = 4;
    /** Plies kept free at the end of the per-ply arrays: deeper nodes are leaves. */
    private static final int LAST_PLY = MAX_PLY - 8;
    private static final int NO_CUT = Integer.MIN_VALUE;

    /** Which search a pass continues in (see {@link #pass}). */
    private static final int PVS = 0;
    private static final int NWS = 1;
    private static final int SHALLOW = 2;

    private final TranspositionTable tt;
    private final Evaluator evaluator;
    private final int threadId;
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();
    private final SmallSolver smallSolver = new SmallSolver();

    private final int[][] moveLists = new int[MAX_PLY][MAX_MOVES];
    private final long[][] flipLists = new long[MAX_PLY][MAX_MOVES];
    private final int[][] valueLists = new int[MAX_PLY][MAX_MOVES];
    /** The triangular PV table: row {@code ply} holds the line from that ply, to {@code pvLength[ply]}. */
    final int[][] pvTable = new int[MAX_PLY + 1][MAX_PLY + 1];
    final int[] pvLength = new int[MAX_PLY + 1];

    private SearchControl control = SearchControl.unlimited();
    /** Read by other threads for progress reports only (a racy but harmless read). */
    long nodes;
    private long nextCheck;
    /** Whether the limits may abort the search (the main thread's first iteration always completes). */
    boolean mayAbort;
    /** The {@link ProbCut} level of the current iteration. */
    int selectivity = ProbCut.NONE;

    NodeSearch(TranspositionTable tt, Evaluator evaluator, int threadId) {
        this.tt = tt;
        this.evaluator = evaluator;
        this.threadId = threadId;
    }

    /** Starts a new search under {@code control}: no nodes yet. */
    void start(SearchControl control) {
        this.control = control;
        nodes = 0;
        nextCheck = CHECK_INTERVAL;
        mayAbort = threadId != 0;
    }

    private void checkLimits() {
        nextCheck = nodes + CHECK_INTERVAL;
        if (!mayAbort) {
            return;
        }
        if (control.stopped() || threadId != 0 && control.helpersStop) {
            throw SearchAborted.INSTANCE;
        }
        if (threadId == 0 && (nodes >= control.nodeLimit || System.nanoTime() > control.hardDeadlineNanos)) {
            control.stop();
            throw SearchAborted.INSTANCE;
        }
    }

    /**
     * The prologue of every interior node: counts it, checks the limits now and then, and returns the
     * legal moves (none: see {@link #pass}).
     *
     * @throws SearchAborted when stopped or a limit is reached
     */
    private long enter(long player, long opponent) {
        if (++nodes >= nextCheck) {
            checkLimits();
        }
        return Bits.legalMoves(player, opponent);
    }

    /**
     * A node without a move: the final score when the opponent has none either (the game is over),
     * else the score after the pass, searched by the same {@code layer} at the same depth.
     */
    private int pass(int layer, long player, long opponent, int alpha, int beta, int depth, int ply) {
        if (Bits.legalMoves(opponent, player) == 0) {
            return finalScore(player, opponent);
        }
        evaluator.pushPass();
        int score;
        if (layer == PVS) {
            pvLength[ply + 1] = ply + 1;
            score = -searchPvs(opponent, player, -beta, -alpha, depth, ply + 1);
        } else if (layer == NWS) {
            score = -searchNws(opponent, player, -beta, depth, ply + 1);
        } else {
            score = -searchShallow(opponent, player, -beta, -alpha, depth, ply + 1);
        }
        evaluator.pop();
        if (layer == PVS) {
            updatePv(ply, Square.PASS);
        }
        return score;
    }

    private static int finalScore(long player, long opponent) {
        return Score.fromDiscs(Bits.finalScore(player, opponent));
    }

    /** The evaluation, or the final score of a full board. */
    int leaf(long player, long opponent) {
        if ((player | opponent) == -1L) {
            return finalScore(player, opponent);
        }
        return evaluator.evaluate(player, opponent);
    }

    /**
     * The exact score of a position of few empties by the endgame's {@link SmallSolver}, fail-soft
     * in (alpha, beta): the window in discs is the widest that keeps the bounds valid in Score units.
     */
    private int solveSmall(long player, long opponent, int alpha, int beta) {
        int discAlpha = Math.floorDiv(alpha, Score.DISC);
        int discBeta = Math.max(discAlpha + 1, -Math.floorDiv(-beta, Score.DISC));
        long before = smallSolver.nodes();
        int discs = smallSolver.solve(player, opponent, discAlpha, discBeta);
        nodes += smallSolver.nodes() - before;
        if (nodes >= nextCheck) {
            checkLimits();
        }
        return Score.fromDiscs(discs);
    }

    /** Principal-variation node: full window, fills {@code pvTable[ply]}. */
    int searchPvs(long player, long opponent, int alpha, int beta, int depth, int ply) {
        pvLength[ply] = ply;
        int empties = Bits.countEmpties(player, opponent);
        if (depth >= empties) {
            if (EndgameSwitch.useSmallSolver(depth, empties)) {
                return solveSmall(player, opponent, alpha, beta);
            }
            depth = empties;
        }
        if (depth <= 0 || ply >= LAST_PLY) {
            nodes++;
            return leaf(player, opponent);
        }
        // Step 1. Count the node, check the limits; no move: pass, or the game is over.
        long legal = enter(player, opponent);
        if (legal == 0) {
            return pass(PVS, player, opponent, alpha, beta, depth, ply);
        }
        // Step 2. Table move first (no cut-offs at PV nodes, so the PV stays whole).
        int ttMove = Square.NONE;
        if (tt.probe(player, opponent, probe)) {
            ttMove = probe.move;
        }
        // Step 3. Order and search the moves: the first with the full window, the rest with a null
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
                if (score > alpha && score < beta) {
                    pvLength[ply + 1] = ply + 1;
                    score = -searchPvs(childPlayer, childOpponent, -beta, -alpha, depth - 1, ply + 1);
                }
            }
            evaluator.pop();
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
        // Step 4. Store.
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
    int searchNws(long player, long opponent, int alpha, int depth, int ply) {
        int empties = Bits.countEmpties(player, opponent);
        if (depth >= empties) {
            if (EndgameSwitch.useSmallSolver(depth, empties)) {
                return solveSmall(player, opponent, alpha, alpha + 1);
            }
            depth = empties;
        }
        if (depth < DEPTH_TO_SHALLOW || ply >= LAST_PLY) {
            return searchShallow(player, opponent, alpha, alpha + 1, depth, ply);
        }
        // Step 1. Count the node, check the limits; no move: pass, or the game is over.
        long legal = enter(player, opponent);
        if (legal == 0) {
            return pass(NWS, player, opponent, alpha, alpha + 1, depth, ply);
        }
        // Step 2. Table cut-off when the stored search was at least as deep and as exact.
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
        // Step 3. Multi-ProbCut: a shallow search predicts the deep one.
        if (selectivity < ProbCut.NONE && depth >= ProbCut.MIN_DEPTH) {
            int cut = probCut(player, opponent, alpha, depth, empties, ply);
            if (cut != NO_CUT) {
                return cut;
            }
        }
        // Step 4. Ordered moves, each with the same null window; stop at the first above alpha.
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
            if (score > best) {
                best = score;
                bestMove = mv;
                if (score > alpha) {
                    break;
                }
            }
        }
        // Step 5. Store.
        tt.store(player, opponent, depth, selectivity, alpha, alpha + 1, best, bestMove);
        return best;
    }

    /**
     * Multi-ProbCut: returns a bound (alpha + 1 = fails high, alpha = fails low) when a shallow
     * null-window search proves the deep value outside the window at the current confidence level,
     * NO_CUT otherwise.
     */
    private int probCut(long player, long opponent, int alpha, int depth, int empties, int ply) {
        int shallow = ProbCut.shallowDepth(depth);
        int betaBound = ProbCut.betaBound(selectivity, depth, empties, alpha + 1);
        if (betaBound < Score.MAX && searchProbe(player, opponent, betaBound - 1, shallow, ply) >= betaBound) {
            return alpha + 1;
        }
        int alphaBound = ProbCut.alphaBound(selectivity, depth, empties, alpha);
        if (alphaBound > -Score.MAX && searchProbe(player, opponent, alphaBound, shallow, ply) <= alphaBound) {
            return alpha;
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

    /** Selection step: moves the best of moves[i..n) to index i (the first of equals). */
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
        if (depth <= 0) {
            nodes++;
            return leaf(player, opponent);
        }
        long legal = enter(player, opponent);
        if (legal == 0) {
            return pass(SHALLOW, player, opponent, alpha, beta, depth, ply);
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
}
