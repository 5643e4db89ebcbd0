package io.magpie.endgame;

import static io.magpie.board.Capacity.MAX_PLY;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Score;

/**
 * One thread's exact search: PVS along the principal variation, null-window search (NWS) elsewhere,
 * layered by empties (see the package documentation): {@link ShallowSearch} from {@link
 * Settings#DEPTH_TO_SHALLOW} empties down, moves sorted by {@link OrderingSearch} from {@link
 * SolverMoveOrder#LIGHT_SORT_EMPTIES} up, and split points for the {@link ParallelSolver}.
 */
final class Endgame {
    /** Nodes with a poll (hash-level and ordering nodes) between two polls of the {@link SolveControl}. */
    static final int POLL_INTERVAL = 1024;
    private static final int NO_SCORE = ShallowSearch.NO_SCORE;

    final ShallowSearch shallow = new ShallowSearch();
    final OrderingSearch ordering = new OrderingSearch(this);
    /** Shared by all threads: nodes with {@link Settings#LOCAL_TABLE_EMPTIES} or more empties. */
    final EndgameHashTable table;
    /** This thread's own small table for the nodes below {@link Settings#LOCAL_TABLE_EMPTIES}. */
    final EndgameHashTable localTable = new EndgameHashTable(Settings.LOCAL_TABLE_BYTES);
    final SolveControl control;

    /** The parallel search this thread belongs to, or null on one thread. */
    ParallelSolver parallel;
    int workerIndex;
    /** The innermost split point this thread is searching below (null: none). */
    SplitPoint split;

    /**
     * Selectivity of the current search: {@link EndgameHashTable#EXACT}, or a probcut level of a
     * pre-search whose null-window nodes give up when a shallow search is {@link #probcutMargin}
     * beyond the window.
     */
    private int level = EndgameHashTable.EXACT;
    /** How far ({@link Score} units) a shallow search must be beyond the window to cut, at this level. */
    private int probcutMargin;
    /** Whether the probcut searches follow the deeper schedule (see {@link Settings#DEEP_PROBCUT_FROM_EMPTIES}). */
    private boolean deepProbcut;

    /** Positions visited by the searches with a poll: NWS, PVS and ordering nodes. */
    private long nodes;
    private long reportedNodes;
    private int pollCountdown = POLL_INTERVAL;

    /** Move lists of the null-window layer, one per number of empties. */
    private final MoveList moves = new MoveList(61);
    /** Move lists of the PVS layer, one per ply, and its triangular PV table. */
    private final MoveList pvsMoves = new MoveList(MAX_PLY);
    private final int[] pv = new int[MAX_PLY * MAX_PLY];
    private final int[] pvLength = new int[MAX_PLY];

    Endgame(EndgameHashTable table, SolveControl control) {
        this.table = table;
        this.control = control;
    }

    /** Orders moves with shallow searches on a copy of {@code evaluator} at high empties (null: mobility). */
    void setOrderingEvaluator(Evaluator evaluator) {
        ordering.setEvaluator(evaluator);
    }

    /**
     * Sets the selectivity of the next searches: a probcut level, its margin and whether its shallow
     * searches follow the deeper schedule ({@link Settings#probcutDepth}), or EXACT.
     */
    void setSelectivity(int level, int margin, boolean deepProbcut) {
        this.level = level;
        this.probcutMargin = margin;
        this.deepProbcut = deepProbcut;
    }

    /** Whether moves are ordered by a trained evaluation, in {@link Score} units (probcut needs one). */
    boolean hasOrderingEvaluation() {
        return ordering.trained();
    }

    /** Nodes searched by this thread since it was created. */
    long totalNodes() {
        return nodes + shallow.nodes + shallow.last.nodes;
    }

    /** The principal variation found by the last {@link #searchRoot}, starting with the best move. */
    int[] principalVariation() {
        return java.util.Arrays.copyOf(pv, pvLength[0]);
    }

    /**
     * Full search of the root in the window (alpha, beta), filling the principal variation.
     *
     * @throws SearchAborted when stopped or a limit is reached
     */
    int searchRoot(long player, long opponent, int alpha, int beta) {
        int nEmpties = Bits.countEmpties(player, opponent);
        return searchPvs(player, opponent, alpha, beta, nEmpties, LastMoves.parity(~(player | opponent)), 0);
    }

    /**
     * The prologue of every node with a poll: counts it, and now and then reports the nodes to the
     * control and polls it.
     *
     * @throws SearchAborted when the control or a split point above says stop
     */
    void countNode() {
        if (--pollCountdown <= 0) {
            poll();
        }
        nodes++;
    }

    private void poll() {
        pollCountdown = POLL_INTERVAL;
        long total = totalNodes();
        boolean stop = control.report(total - reportedNodes);
        reportedNodes = total;
        if (stop || (split != null && split.aborted())) {
            throw SearchAborted.INSTANCE;
        }
    }

    /** The table holding null-window results of positions with {@code nEmpties} empties. */
    private EndgameHashTable tableFor(int nEmpties) {
        return nEmpties < Settings.LOCAL_TABLE_EMPTIES ? localTable : table;
    }

    /**
     * Null-window search of any position with {@code nEmpties} empties: picks the layer. {@code
     * legal}: the legal moves when the caller found them already (else {@link
     * ShallowSearch#UNKNOWN_MOVES}); {@code likelyAll}: whether the position is expected to fail low
     * (see {@link SolverMoveOrder#ALL_NODE_MARGIN}).
     */
    private int nws(long player, long opponent, int alpha, int nEmpties, int parity, long legal, boolean likelyAll) {
        if (nEmpties > Settings.DEPTH_TO_SHALLOW) {
            return searchNws(player, opponent, alpha, nEmpties, parity, legal, likelyAll);
        }
        return shallow.nws(player, opponent, alpha, nEmpties, parity, legal);
    }

    /**
     * Null-window search with the hash table, fastest-first ordering, stability cutoff and enhanced
     * transposition cutoff.
     */
    private int searchNws(long player, long opponent, int alpha, int nEmpties, int parity, long legal,
            boolean likelyAll) {
        // Step 1. Count the node, poll for a stop now and then.
        countNode();

        // Step 2. Stability cutoff: the opponent's stable discs cap our score.
        int stableCut = Stability.cutoff(player, opponent, alpha, nEmpties);
        if (stableCut != Stability.NO_CUTOFF) {
            return stableCut;
        }

        // Step 3. Hash table: a bound may settle the test; else its move goes first.
        EndgameHashTable tt = tableFor(nEmpties);
        long data = tt.probe(player, opponent);
        int hashMove = Square.NONE;
        if (data != 0) {
            if (EndgameHashTable.level(data) >= level) {
                int lower = EndgameHashTable.lower(data);
                if (lower > alpha) {
                    return lower;
                }
                int upper = EndgameHashTable.upper(data);
                if (upper <= alpha) {
                    return upper;
                }
            }
            hashMove = EndgameHashTable.move(data);
        }

        // Step 4. No move: pass, or the game is over.
        if (legal == ShallowSearch.UNKNOWN_MOVES) {
            legal = Bits.legalMovesSimd(player, opponent);
        }
        if (legal == 0) {
            long replies = Bits.legalMovesSimd(opponent, player); // the opponent's moves after the pass
            if (replies == 0) {
                return Bits.finalScore(player, opponent);
            }
            return -searchNws(opponent, player, -alpha - 1, nEmpties, parity, replies, false);
        }
        long nodesBefore = totalNodes();

        // Step 4b. Probcut (pre-searches only): a shallow search far beyond the window decides.
        if (level != EndgameHashTable.EXACT && nEmpties >= Settings.PROBCUT_MIN_EMPTIES) {
            int cut = ordering.probcut(player, opponent, alpha, Settings.probcutDepth(nEmpties, deepProbcut),
                    probcutMargin);
            if (cut != OrderingSearch.NO_CUT) {
                tt.store(player, opponent, nEmpties, alpha, alpha + 1, cut, hashMove, totalNodes() - nodesBefore, level);
                return cut;
            }
        }

        // Step 5. Below the ETC depth the hash move goes first before any other move is generated:
        // it usually cuts off, and then the other moves' flips are never needed.
        int best = NO_SCORE;
        int bestMove = Square.NONE;
        boolean etc = Settings.USE_ETC && nEmpties >= Settings.DEPTH_TO_ETC;
        int searched = 0;
        if (!etc && hashMove < 64 && ((legal >>> hashMove) & 1) != 0) {
            long flipped = Bits.flipsSimd(player, opponent, hashMove);
            best = -nws(opponent & ~flipped, player | flipped | (1L << hashMove), -alpha - 1, nEmpties - 1,
                    parity ^ LastMoves.QUADRANT_BIT[hashMove], ShallowSearch.UNKNOWN_MOVES, false);
            bestMove = hashMove;
            legal &= ~(1L << hashMove);
            searched = 1;
            if (best > alpha || legal == 0) {
                tt.store(player, opponent, nEmpties, alpha, alpha + 1, best, bestMove, totalNodes() - nodesBefore, level);
                return best;
            }
        }

        // Step 6. Generate and key the (other) moves; enhanced transposition cutoff on the children.
        int base = MoveList.base(nEmpties);
        int count = 0;
        long odd = LastMoves.QUADRANT_SQUARES[parity];
        boolean hashMoveFound = false;
        while (legal != 0) {
            int sq = Long.numberOfTrailingZeros(legal);
            legal &= legal - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            if (etc) {
                long child = tableFor(nEmpties - 1).probe(opponent & ~flipped, player | flipped | (1L << sq));
                if (child != 0 && -EndgameHashTable.upper(child) > alpha && EndgameHashTable.level(child) >= level) {
                    return -EndgameHashTable.upper(child);
                }
            }
            long replies = ShallowSearch.UNKNOWN_MOVES;
            if (!etc) {
                // A forcing move is searched as soon as it is found (see SolverMoveOrder#FORCING_MOBILITY).
                replies = replies(player, opponent, sq, flipped);
                if (SolverMoveOrder.weightedMobility(replies) <= SolverMoveOrder.FORCING_MOBILITY) {
                    int score = -nws(opponent & ~flipped, player | flipped | (1L << sq), -alpha - 1, nEmpties - 1,
                            parity ^ LastMoves.QUADRANT_BIT[sq], replies, false);
                    searched++;
                    if (score > best) {
                        best = score;
                        bestMove = sq;
                        if (score > alpha) {
                            tt.store(player, opponent, nEmpties, alpha, alpha + 1, best, bestMove, totalNodes() - nodesBefore, level);
                            return best;
                        }
                    }
                    continue;
                }
            }
            moves.squares[base + count] = sq;
            moves.flips[base + count] = flipped;
            moves.replies[base + count] = replies;
            moves.values[base + count] = -OrderingSearch.INFINITY;
            if (sq == hashMove) {
                moves.keys[base + count] = SolverMoveOrder.HASH_MOVE;
                hashMoveFound = true;
            } else {
                moves.keys[base + count] = 0;
            }
            count++;
        }
        // The hash move goes first, alone: the others are keyed only if it fails to cut off.
        // An expected all node searches every move anyway: fastest-first alone, no ordering searches.
        boolean bySearch = nEmpties >= SolverMoveOrder.LIGHT_SORT_EMPTIES && !likelyAll;
        if (!hashMoveFound) {
            keyMoves(player, opponent, nEmpties, bySearch, odd, base, 0, count);
        }

        // Step 7. Search the moves, best key first (selection sort: a cutoff usually comes early).
        for (int i = 0; i < count; i++) {
            // Young brothers wait: after the first move, share the rest with idle threads.
            if (searched == 1 && parallel != null && nEmpties >= Settings.DEPTH_TO_SPLIT
                    && parallel.hasAvailableWorker()) {
                SplitPoint sp = newSplitPoint(player, opponent, alpha, nEmpties, parity, base + i, count - i, best, bestMove);
                parallel.split(this, sp);
                best = sp.best;
                bestMove = sp.bestMove;
                break;
            }
            moves.selectBest(base + i, base + count);
            int sq = moves.squares[base + i];
            long flipped = moves.flips[base + i];
            // A move expected to cut off by a margin leaves a child expected to fail low.
            boolean childLikelyAll = moves.values[base + i] >= Score.fromDiscs(alpha + 1) + SolverMoveOrder.ALL_NODE_MARGIN;
            int score = -nws(opponent & ~flipped, player | flipped | (1L << sq), -alpha - 1, nEmpties - 1,
                    parity ^ LastMoves.QUADRANT_BIT[sq], moves.replies[base + i], childLikelyAll);
            searched++;
            if (score > best) {
                best = score;
                bestMove = sq;
                if (score > alpha) {
                    break;
                }
            }
            if (i == 0 && hashMoveFound) {
                keyMoves(player, opponent, nEmpties, bySearch, odd, base, 1, count);
            }
        }

        // Step 8. Store the bound.
        tt.store(player, opponent, nEmpties, alpha, alpha + 1, best, bestMove, totalNodes() - nodesBefore, level);
        return best;
    }

    /**
     * Sort keys for the moves at {@code base+from..base+to-1} of the null-window list: fastest-first,
     * and with {@code bySearch} an ordering search for the first {@link SolverMoveOrder#searchedMoves}
     * moves in fastest-first order, which then go before the others.
     */
    private void keyMoves(long player, long opponent, int nEmpties, boolean bySearch, long odd, int base, int from,
            int to) {
        MoveList m = moves;
        for (int k = base + from; k < base + to; k++) {
            if (m.replies[k] == ShallowSearch.UNKNOWN_MOVES) {
                m.replies[k] = replies(player, opponent, m.squares[k], m.flips[k]);
            }
            m.keys[k] = SolverMoveOrder.fastestFirst(player, opponent, m.squares[k], m.flips[k], odd, m.replies[k]);
        }
        if (!bySearch) {
            return;
        }
        ordering.reset(player, opponent);
        int bestEval = -OrderingSearch.INFINITY;
        int searchedEnd = base + Math.min(to, from + SolverMoveOrder.searchedMoves(nEmpties));
        for (int k = base + from; k < searchedEnd; k++) {
            m.selectBest(k, base + to);
            // Past the best so far by more than the margin, only a bound is needed: the move goes late anyway.
            int floor = bestEval == -OrderingSearch.INFINITY ? -OrderingSearch.INFINITY
                    : bestEval - SolverMoveOrder.KEY_MARGIN;
            int eval = ordering.value(player, opponent, m.squares[k], m.flips[k],
                    SolverMoveOrder.sortSearchDepth(nEmpties), floor);
            m.keys[k] = sortKey(eval, m.keys[k]); // the fastest-first key is there already
            m.values[k] = eval;
            bestEval = Math.max(bestEval, eval);
        }
        for (int k = searchedEnd; k < base + to; k++) {
            m.keys[k] >>= SolverMoveOrder.FASTEST_FIRST_SHIFT; // below every searched key
        }
    }

    /** The opponent's legal moves after the move to {@code sq} flipping {@code flipped}. */
    private static long replies(long player, long opponent, int sq, long flipped) {
        return Bits.legalMovesSimd(opponent & ~flipped, player | flipped | (1L << sq));
    }

    /** A split point holding the moves at {@code from..from+n-1} of a move list, sorted best key first. */
    private SplitPoint newSplitPoint(long player, long opponent, int alpha, int nEmpties, int parity, int from, int n,
            int best, int bestMove) {
        int[] squares = new int[n];
        long[] flips = new long[n];
        for (int i = 0; i < n; i++) {
            moves.selectBest(from + i, from + n);
            squares[i] = moves.squares[from + i];
            flips[i] = moves.flips[from + i];
        }
        return new SplitPoint(split, player, opponent, alpha, nEmpties, parity, squares, flips, best, bestMove);
    }

    /** Searches moves of a split point until none is left or one cuts off (any thread). */
    void searchSplitMoves(SplitPoint sp) {
        int k;
        while ((k = sp.nextMove()) >= 0) {
            int sq = sp.squares[k];
            long flipped = sp.flips[k];
            int score = -nws(sp.opponent & ~flipped, sp.player | flipped | (1L << sq), -sp.alpha - 1, sp.nEmpties - 1,
                    sp.parity ^ LastMoves.QUADRANT_BIT[sq], ShallowSearch.UNKNOWN_MOVES, false);
            sp.update(score, sq);
        }
    }

    /**
     * Sort key from a shallow search on the ordering evaluation (whose stack is at this node), with
     * the fastest-first key beside it ({@link SolverMoveOrder#FASTEST_FIRST_SHIFT}). Used from
     * {@link SolverMoveOrder#SORT_SEARCH_EMPTIES} on, where subtrees are large enough to pay for it.
     */
    private int sortKeyBySearch(long player, long opponent, int sq, long flipped, long odd, int nEmpties, long replies) {
        int eval = ordering.value(player, opponent, sq, flipped, SolverMoveOrder.sortSearchDepth(nEmpties),
                -OrderingSearch.INFINITY);
        return sortKey(eval, SolverMoveOrder.fastestFirst(player, opponent, sq, flipped, odd, replies));
    }

    /** The key of a move from its ordering-search value and its fastest-first key. */
    private static int sortKey(int eval, int fastestFirst) {
        return (1 << 22) + SolverMoveOrder.W_EVAL * eval + (fastestFirst >> SolverMoveOrder.FASTEST_FIRST_SHIFT);
    }

    /** Principal-variation search in the window (alpha, beta); fills the PV from {@code ply} on. */
    int searchPvs(long player, long opponent, int alpha, int beta, int nEmpties, int parity, int ply) {
        countNode();
        pvLength[ply] = ply;
        long legal = Bits.legalMovesSimd(player, opponent);
        if (legal == 0) {
            if (Bits.legalMovesSimd(opponent, player) == 0) {
                return Bits.finalScore(player, opponent);
            }
            int score = -searchPvs(opponent, player, -beta, -alpha, nEmpties, parity, ply + 1);
            setPv(ply, Square.PASS);
            return score;
        }
        EndgameHashTable tt = tableFor(nEmpties);
        long data = tt.probe(player, opponent);
        int hashMove = data != 0 ? EndgameHashTable.move(data) : Square.NONE;
        long nodesBefore = totalNodes();

        int base = MoveList.base(ply);
        MoveList m = pvsMoves;
        int count = 0;
        long odd = LastMoves.QUADRANT_SQUARES[parity];
        boolean bySearch = nEmpties >= SolverMoveOrder.SORT_SEARCH_EMPTIES;
        if (bySearch) {
            ordering.reset(player, opponent);
        }
        while (legal != 0) {
            int sq = Long.numberOfTrailingZeros(legal);
            legal &= legal - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            long replies = replies(player, opponent, sq, flipped);
            m.squares[base + count] = sq;
            m.flips[base + count] = flipped;
            m.replies[base + count] = replies;
            m.keys[base + count] = sq == hashMove ? SolverMoveOrder.HASH_MOVE
                    : bySearch ? sortKeyBySearch(player, opponent, sq, flipped, odd, nEmpties, replies)
                    : SolverMoveOrder.fastestFirst(player, opponent, sq, flipped, odd, replies);
            count++;
        }
        int alphaIn = alpha;
        int best = NO_SCORE;
        int bestMove = Square.NONE;
        for (int i = 0; i < count; i++) {
            m.selectBest(base + i, base + count);
            int sq = m.squares[base + i];
            long flipped = m.flips[base + i];
            long nextPlayer = opponent & ~flipped;
            long nextOpponent = player | flipped | (1L << sq);
            int nextParity = parity ^ LastMoves.QUADRANT_BIT[sq];
            int score;
            if (i == 0) {
                score = -searchPvs(nextPlayer, nextOpponent, -beta, -alpha, nEmpties - 1, nextParity, ply + 1);
            } else {
                score = -nws(nextPlayer, nextOpponent, -alpha - 1, nEmpties - 1, nextParity, m.replies[base + i],
                        false);
                pvLength[ply + 1] = ply + 1; // no line below a null-window result
                if (score > alpha && score < beta) {
                    score = -searchPvs(nextPlayer, nextOpponent, -beta, -alpha, nEmpties - 1, nextParity, ply + 1);
                }
            }
            if (score > best) {
                best = score;
                bestMove = sq;
                if (i == 0 || score > alpha) {
                    // The first move's line stands in as PV until a better one is proved.
                    setPv(ply, sq);
                }
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        tt.store(player, opponent, nEmpties, alphaIn, beta, best, bestMove, totalNodes() - nodesBefore, level);
        return best;
    }

    /** PV at {@code ply} = move, then the child's PV. */
    private void setPv(int ply, int move) {
        int row = ply * MAX_PLY;
        pv[row + ply] = move;
        int childRow = (ply + 1) * MAX_PLY;
        int end = pvLength[ply + 1];
        for (int i = ply + 1; i < end; i++) {
            pv[row + i] = pv[childRow + i];
        }
        pvLength[ply] = Math.max(end, ply + 1);
    }
}
