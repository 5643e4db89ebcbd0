package io.magpie.endgame;

import static io.magpie.board.Capacity.MAX_MOVES;
import static io.magpie.board.Capacity.MAX_PLY;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;

/**
 * One thread's exact search: PVS along the principal variation, null-window search (NWS) elsewhere,
 * layered by empties (see the package documentation). Per-depth move lists are preallocated here,
 * so the search allocates nothing.
 */
final class Endgame {
    /** Hash-level nodes between two polls of the {@link SolveControl}. */
    static final int POLL_INTERVAL = 1024;
    private static final int NO_SCORE = -65;

    final LastMoves last = new LastMoves();
    /** Shared by all threads: nodes with {@link Settings#LOCAL_TABLE_EMPTIES} or more empties. */
    final EndgameHashTable table;
    /** This thread's own small table for the null-window nodes below {@link Settings#LOCAL_TABLE_EMPTIES}. */
    final EndgameHashTable localTable = new EndgameHashTable(Settings.LOCAL_TABLE_BYTES);
    final SolveControl control;

    /** The parallel search this thread belongs to, or null on one thread. */
    ParallelSolver parallel;
    int workerIndex;
    /** The innermost split point this thread is searching below (null: none). */
    SplitPoint split;

    /** Evaluation at the leaves of the ordering searches (from {@link SolverMoveOrder#SORT_SEARCH_EMPTIES} on). */
    private Evaluator orderingEval = SolverMoveOrder.MOBILITY;

    /**
     * Selectivity of the current search: {@link EndgameHashTable#EXACT}, or a probcut level of a
     * pre-search whose null-window nodes give up when a shallow search is {@link #probcutMargin}
     * beyond the window.
     */
    private int level = EndgameHashTable.EXACT;
    /** How far (centi-discs) a shallow search must be beyond the window to cut, at this level. */
    private int probcutMargin;
    /** Whether the probcut searches follow the deeper schedule (see {@link Settings#DEEP_PROBCUT_FROM_EMPTIES}). */
    private boolean deepProbcut;

    /** Positions visited outside {@link LastMoves}. */
    long nodes;
    private long reportedNodes;
    private int pollCountdown = POLL_INTERVAL;

    // Move lists of the null-window layer, indexed [nEmpties * MAX_MOVES + i].
    private final int[] moveSquares = new int[61 * MAX_MOVES];
    private final long[] moveFlips = new long[61 * MAX_MOVES];
    private final int[] moveKeys = new int[61 * MAX_MOVES];
    /** The opponent's replies to each move, found while keying it: the child's legal moves. */
    private final long[] moveReplies = new long[61 * MAX_MOVES];
    /** Each move's ordering-search value (centi-discs), or -EVAL_INFINITY when it got no search. */
    private final int[] moveValues = new int[61 * MAX_MOVES];
    // Move lists and the triangular PV table of the PVS layer, indexed by ply.
    private final int[] pvsSquares = new int[MAX_PLY * MAX_MOVES];
    private final long[] pvsFlips = new long[MAX_PLY * MAX_MOVES];
    private final int[] pvsKeys = new int[MAX_PLY * MAX_MOVES];
    private final long[] pvsReplies = new long[MAX_PLY * MAX_MOVES];
    private final int[] pv = new int[MAX_PLY * MAX_PLY];
    private final int[] pvLength = new int[MAX_PLY];

    Endgame(EndgameHashTable table, SolveControl control) {
        this.table = table;
        this.control = control;
    }

    /** Orders moves with shallow searches on a copy of {@code evaluator} at high empties (null: mobility). */
    void setOrderingEvaluator(Evaluator evaluator) {
        orderingEval = evaluator != null ? evaluator.forThread() : SolverMoveOrder.MOBILITY;
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

    /** Whether moves are ordered by a trained evaluation, in centi-discs (probcut needs one). */
    boolean hasOrderingEvaluation() {
        return orderingEval != SolverMoveOrder.MOBILITY;
    }

    /** Nodes searched by this thread since it was created. */
    long totalNodes() {
        return nodes + last.nodes;
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

    /** Null-window search of any position with {@code nEmpties} empties: picks the layer. */
    int nws(long player, long opponent, int alpha, int nEmpties, int parity) {
        return nws(player, opponent, alpha, nEmpties, parity, UNKNOWN_MOVES, false);
    }

    /**
     * Marks legal moves not yet generated. No position has every square as a legal move, so no real
     * move set equals it.
     */
    private static final long UNKNOWN_MOVES = -1L;

    /**
     * {@link #nws} given the legal moves when the caller found them already (else UNKNOWN_MOVES), and
     * whether the position is expected to fail low (see {@link SolverMoveOrder#ALL_NODE_MARGIN}).
     */
    private int nws(long player, long opponent, int alpha, int nEmpties, int parity, long legal, boolean likelyAll) {
        if (nEmpties > Settings.DEPTH_TO_SHALLOW) {
            return searchNws(player, opponent, alpha, nEmpties, parity, legal, likelyAll);
        }
        if (nEmpties > 4) {
            return searchShallow(player, opponent, alpha, nEmpties, parity, legal);
        }
        return solveLast(player, opponent, alpha, nEmpties);
    }

    /** Null-window search with 0 to 4 empties. */
    int solveLast(long player, long opponent, int alpha, int nEmpties) {
        long empties = ~(player | opponent);
        switch (nEmpties) {
            case 4:
                return last.solve4(player, opponent, alpha);
            case 3: {
                int x1 = Long.numberOfTrailingZeros(empties);
                empties &= empties - 1;
                int x2 = Long.numberOfTrailingZeros(empties);
                empties &= empties - 1;
                return last.solve3(player, opponent, alpha, x1, x2, Long.numberOfTrailingZeros(empties));
            }
            case 2: {
                int x1 = Long.numberOfTrailingZeros(empties);
                empties &= empties - 1;
                return last.solve2(player, opponent, alpha, x1, Long.numberOfTrailingZeros(empties));
            }
            case 1:
                return last.solve1(player, Long.numberOfTrailingZeros(empties));
            default:
                last.nodes++;
                return Bits.finalScore(player, opponent);
        }
    }

    /** Squares next to a corner (X and C squares): tried last among the shallow moves of one parity. */
    private static final long NEAR_CORNERS = 0x42C300000000C342L;

    /**
     * Null-window search with 5 to {@link Settings#DEPTH_TO_SHALLOW} empties: no hash table; moves
     * in odd quadrants first, squares next to corners last.
     */
    int searchShallow(long player, long opponent, int alpha, int nEmpties, int parity) {
        return searchShallow(player, opponent, alpha, nEmpties, parity, UNKNOWN_MOVES);
    }

    private int searchShallow(long player, long opponent, int alpha, int nEmpties, int parity, long legal) {
        nodes++;
        int stableCut = Stability.cutoff(player, opponent, alpha, nEmpties);
        if (stableCut != Stability.NO_CUTOFF) {
            return stableCut;
        }
        if (legal == UNKNOWN_MOVES) {
            legal = Bits.legalMovesSimd(player, opponent);
        }
        if (legal == 0) {
            long replies = Bits.legalMovesSimd(opponent, player); // the opponent's moves after the pass
            if (replies == 0) {
                return Bits.finalScore(player, opponent);
            }
            return -searchShallow(opponent, player, -alpha - 1, nEmpties, parity, replies);
        }
        long odd = LastMoves.QUADRANT_SQUARES[parity];
        if (nEmpties >= Settings.SHALLOW_SORT_EMPTIES) {
            return searchShallowSorted(player, opponent, alpha, nEmpties, parity, legal, odd);
        }
        int best = NO_SCORE;
        for (int group = 0; group < 4; group++) {
            long moves = legal & ((group & 2) == 0 ? odd : ~odd) & ((group & 1) == 0 ? ~NEAR_CORNERS : NEAR_CORNERS);
            while (moves != 0) {
                int sq = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
                long flipped = Bits.flipsSimd(player, opponent, sq);
                long nextPlayer = opponent & ~flipped;
                long nextOpponent = player | flipped | (1L << sq);
                int score = nEmpties == 5
                        ? -last.solve4(nextPlayer, nextOpponent, -alpha - 1)
                        : -searchShallow(nextPlayer, nextOpponent, -alpha - 1, nEmpties - 1, parity ^ LastMoves.QUADRANT_BIT[sq]);
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        return score;
                    }
                }
            }
        }
        return best;
    }

    /**
     * {@link #searchShallow} from {@link Settings#SHALLOW_SORT_EMPTIES} on: the moves sorted by the
     * opponent's replies (corners twice), then odd quadrants, then away from the corners. The move
     * list lives in the null-window layer's arrays, free below {@link Settings#DEPTH_TO_SHALLOW}.
     */
    private int searchShallowSorted(long player, long opponent, int alpha, int nEmpties, int parity, long legal, long odd) {
        int best = NO_SCORE;
        int base = nEmpties * MAX_MOVES;
        int count = 0;
        while (legal != 0) {
            int sq = Long.numberOfTrailingZeros(legal);
            legal &= legal - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            long nextPlayer = opponent & ~flipped;
            long nextOpponent = player | flipped | (1L << sq);
            long replies = Bits.legalMovesSimd(nextPlayer, nextOpponent);
            int mobility = SolverMoveOrder.weightedMobility(replies);
            if (mobility <= SolverMoveOrder.FORCING_MOBILITY) {
                // Searched at once: it would go first anyway, and a cutoff spares keying the rest.
                int score = -searchShallow(nextPlayer, nextOpponent, -alpha - 1, nEmpties - 1,
                        parity ^ LastMoves.QUADRANT_BIT[sq], replies);
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        return score;
                    }
                }
                continue;
            }
            moveSquares[base + count] = sq;
            moveFlips[base + count] = flipped;
            moveReplies[base + count] = replies;
            moveKeys[base + count] = -16 * mobility + (int) ((odd >>> sq) & 1) * 8
                    - (int) ((NEAR_CORNERS >>> sq) & 1) * 4;
            count++;
        }
        for (int i = base; i < base + count; i++) {
            selectBest(moveKeys, moveSquares, moveFlips, moveReplies, i, base + count);
            int sq = moveSquares[i];
            long flipped = moveFlips[i];
            long nextPlayer = opponent & ~flipped;
            long nextOpponent = player | flipped | (1L << sq);
            int score = nEmpties == 5
                    ? -last.solve4(nextPlayer, nextOpponent, -alpha - 1)
                    : -searchShallow(nextPlayer, nextOpponent, -alpha - 1, nEmpties - 1, parity ^ LastMoves.QUADRANT_BIT[sq],
                            moveReplies[i]);
            if (score > best) {
                best = score;
                if (score > alpha) {
                    return score;
                }
            }
        }
        return best;
    }

    /**
     * Null-window search with the hash table, fastest-first ordering, stability cutoff and enhanced
     * transposition cutoff.
     */
    int searchNws(long player, long opponent, int alpha, int nEmpties, int parity) {
        return searchNws(player, opponent, alpha, nEmpties, parity, UNKNOWN_MOVES, false);
    }

    private int searchNws(long player, long opponent, int alpha, int nEmpties, int parity, long legal,
            boolean likelyAll) {
        // Step 1. Poll for a stop now and then.
        if (--pollCountdown <= 0) {
            poll();
        }
        nodes++;

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
        if (legal == UNKNOWN_MOVES) {
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
            int cut = probcut(player, opponent, alpha, nEmpties);
            if (cut != NO_SCORE) {
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
                    parity ^ LastMoves.QUADRANT_BIT[hashMove], UNKNOWN_MOVES, false);
            bestMove = hashMove;
            legal &= ~(1L << hashMove);
            searched = 1;
            if (best > alpha || legal == 0) {
                tt.store(player, opponent, nEmpties, alpha, alpha + 1, best, bestMove, totalNodes() - nodesBefore, level);
                return best;
            }
        }

        // Step 6. Generate and key the (other) moves; enhanced transposition cutoff on the children.
        int base = nEmpties * MAX_MOVES;
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
            long replies = UNKNOWN_MOVES;
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
            moveSquares[base + count] = sq;
            moveFlips[base + count] = flipped;
            moveReplies[base + count] = replies;
            moveValues[base + count] = -EVAL_INFINITY;
            if (sq == hashMove) {
                moveKeys[base + count] = SolverMoveOrder.HASH_MOVE;
                hashMoveFound = true;
            } else {
                moveKeys[base + count] = 0;
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
            selectBestKeyed(base + i, base + count);
            int sq = moveSquares[base + i];
            long flipped = moveFlips[base + i];
            // A move expected to cut off by a margin leaves a child expected to fail low.
            boolean childLikelyAll = moveValues[base + i] >= 100 * (alpha + 1) + SolverMoveOrder.ALL_NODE_MARGIN;
            int score = -nws(opponent & ~flipped, player | flipped | (1L << sq), -alpha - 1, nEmpties - 1,
                    parity ^ LastMoves.QUADRANT_BIT[sq], moveReplies[base + i], childLikelyAll);
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
     * Multi-ProbCut test of a null-window node at a selective level: alpha + 1 when a shallow search
     * on the ordering evaluation proves the value {@link #probcutMargin} above the window, alpha when
     * below it, else {@link #NO_SCORE}.
     */
    private int probcut(long player, long opponent, int alpha, int nEmpties) {
        int depth = Settings.probcutDepth(nEmpties, deepProbcut);
        orderingEval.reset(player, opponent);
        ordPly = 0;
        // Scores are discs, the ordering evaluation centi-discs; a bound beyond +-64 discs cannot be reached.
        int high = 100 * (alpha + 1) + probcutMargin;
        if (high <= 6400 && searchOrdering(player, opponent, depth, high - 1, high) >= high) {
            return alpha + 1;
        }
        int low = 100 * alpha - probcutMargin;
        if (low >= -6400 && searchOrdering(player, opponent, depth, low, low + 1) <= low) {
            return alpha;
        }
        return NO_SCORE;
    }

    /**
     * One step of a selection sort on a move list: the entry with the highest key in
     * {@code i..end-1} is swapped to {@code i} (a cutoff usually comes before the list is sorted).
     * Returns where that entry was.
     */
    private static int selectBest(int[] keys, int[] squares, long[] flips, int i, int end) {
        int top = i;
        for (int j = i + 1; j < end; j++) {
            if (keys[j] > keys[top]) {
                top = j;
            }
        }
        if (top != i) {
            int key = keys[top];
            int sq = squares[top];
            long flipped = flips[top];
            keys[top] = keys[i];
            squares[top] = squares[i];
            flips[top] = flips[i];
            keys[i] = key;
            squares[i] = sq;
            flips[i] = flipped;
        }
        return top;
    }

    /** {@link #selectBest} on a move list that also holds each move's replies. */
    private static int selectBest(int[] keys, int[] squares, long[] flips, long[] replies, int i, int end) {
        int top = selectBest(keys, squares, flips, i, end);
        long reply = replies[top];
        replies[top] = replies[i];
        replies[i] = reply;
        return top;
    }

    /** {@link #selectBest} on the null-window layer's list, whose moves also carry their ordering values. */
    private void selectBestKeyed(int i, int end) {
        int top = selectBest(moveKeys, moveSquares, moveFlips, moveReplies, i, end);
        int value = moveValues[top];
        moveValues[top] = moveValues[i];
        moveValues[i] = value;
    }

    /**
     * Sort keys for the moves at {@code base+from..base+to-1} of a move list: fastest-first, and with
     * {@code bySearch} an ordering search for the first {@link SolverMoveOrder#searchedMoves} moves in
     * fastest-first order, which then go before the others.
     */
    private void keyMoves(long player, long opponent, int nEmpties, boolean bySearch, long odd, int base, int from,
            int to) {
        for (int k = base + from; k < base + to; k++) {
            if (moveReplies[k] == UNKNOWN_MOVES) {
                moveReplies[k] = replies(player, opponent, moveSquares[k], moveFlips[k]);
            }
            moveKeys[k] = SolverMoveOrder.fastestFirst(player, opponent, moveSquares[k], moveFlips[k], odd, moveReplies[k]);
        }
        if (!bySearch) {
            return;
        }
        orderingEval.reset(player, opponent);
        int bestEval = -EVAL_INFINITY;
        int searchedEnd = base + Math.min(to, from + SolverMoveOrder.searchedMoves(nEmpties));
        for (int k = base + from; k < searchedEnd; k++) {
            selectBestKeyed(k, base + to);
            // Past the best so far by more than the margin, only a bound is needed: the move goes late anyway.
            int floor = bestEval == -EVAL_INFINITY ? -EVAL_INFINITY : bestEval - SolverMoveOrder.KEY_MARGIN;
            int eval = orderingValue(player, opponent, moveSquares[k], moveFlips[k], nEmpties, floor);
            moveKeys[k] = sortKey(eval, moveKeys[k]); // the fastest-first key is there already
            moveValues[k] = eval;
            bestEval = Math.max(bestEval, eval);
        }
        for (int k = searchedEnd; k < base + to; k++) {
            moveKeys[k] >>= SolverMoveOrder.FASTEST_FIRST_SHIFT; // below every searched key
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
            selectBest(moveKeys, moveSquares, moveFlips, moveReplies, from + i, from + n);
            squares[i] = moveSquares[from + i];
            flips[i] = moveFlips[from + i];
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
                    sp.parity ^ LastMoves.QUADRANT_BIT[sq], UNKNOWN_MOVES, false);
            sp.update(score, sq);
        }
    }

    /**
     * Sort key from a shallow search on the ordering evaluation ({@link #orderingEval}, whose stack is
     * at this node), with the fastest-first key beside it ({@link SolverMoveOrder#FASTEST_FIRST_SHIFT}).
     * Used from {@link SolverMoveOrder#SORT_SEARCH_EMPTIES} on, where subtrees are large enough to pay for it.
     */
    private int sortKeyBySearch(long player, long opponent, int sq, long flipped, long odd, int nEmpties, long replies) {
        int eval = orderingValue(player, opponent, sq, flipped, nEmpties, -EVAL_INFINITY);
        return sortKey(eval, SolverMoveOrder.fastestFirst(player, opponent, sq, flipped, odd, replies));
    }

    /** The key of a move from its ordering-search value and its fastest-first key. */
    private static int sortKey(int eval, int fastestFirst) {
        return (1 << 22) + SolverMoveOrder.W_EVAL * eval + (fastestFirst >> SolverMoveOrder.FASTEST_FIRST_SHIFT);
    }

    /**
     * The ordering search's value of the move, in the window (floor, +inf): below the floor it is an
     * upper bound.
     */
    private int orderingValue(long player, long opponent, int sq, long flipped, int nEmpties, int floor) {
        int depth = SolverMoveOrder.sortSearchDepth(nEmpties);
        ordPly = 0; // an aborted search may have left it up
        orderingEval.push(sq, flipped);
        int eval = -searchOrdering(opponent & ~flipped, player | flipped | (1L << sq), depth, -EVAL_INFINITY, -floor);
        orderingEval.pop();
        return eval;
    }

    /** Beyond any evaluation: an unbounded side of an ordering-search window or bound. */
    static final int EVAL_INFINITY = 1_000_000;

    /** Alpha-beta on {@link #orderingEval} to {@code depth} plies, keeping its stack; counts its nodes. */
    private int searchOrdering(long player, long opponent, int depth, int alpha, int beta) {
        if (--pollCountdown <= 0) {
            poll(); // an ordering search at 24+ empties can take milliseconds: keep the stop prompt
        }
        nodes++;
        if (depth == 0) {
            return orderingEval.evaluate(player, opponent);
        }
        long moves = Bits.legalMovesSimd(player, opponent);
        if (moves == 0) {
            if (Bits.legalMovesSimd(opponent, player) == 0) {
                return 100 * Bits.finalScore(player, opponent);
            }
            orderingEval.pushPass();
            int score = -searchOrdering(opponent, player, depth, -beta, -alpha);
            orderingEval.pop();
            return score;
        }
        if (depth >= ORDER_INSIDE_DEPTH) {
            long data = orderingTable.probe(player, opponent);
            int tableMove = Square.NONE;
            if (data != 0) {
                // Only a result of the same depth: odd and even depths differ in their bias, and
                // siblings' keys of mixed depths would not compare.
                if (OrderingTable.depth(data) == depth) {
                    int lower = OrderingTable.lower(data);
                    int upper = OrderingTable.upper(data);
                    if (lower >= beta || lower == upper) {
                        return lower;
                    }
                    if (upper <= alpha) {
                        return upper;
                    }
                }
                tableMove = OrderingTable.move(data);
            }
            return searchOrderingSorted(player, opponent, depth, alpha, beta, moves, tableMove);
        }
        int best = -EVAL_INFINITY;
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            orderingEval.push(sq, flipped);
            int score = -searchOrdering(opponent & ~flipped, player | flipped | (1L << sq), depth - 1, -beta,
                    -Math.max(alpha, best));
            orderingEval.pop();
            if (score > best) {
                best = score;
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /**
     * Ordering searches sort their moves by static evaluation from this depth on (a full-window
     * alpha-beta gains much from it; the keys it returns are the same). FFO #49: ordering nodes
     * 80 M -> 52 M, all nodes 337.5 M -> 309.8 M; from depth 3: 319.6 M, 4: 326.8 M; a null window
     * for the later moves (PVS) 313.8 M. The same nodes keep their results in the {@link OrderingTable}.
     */
    private static final int ORDER_INSIDE_DEPTH = 2;
    /** Move lists of the sorted ordering searches, indexed by their own ply. */
    private final int[] ordSquares = new int[16 * MAX_MOVES];
    private final long[] ordFlips = new long[16 * MAX_MOVES];
    private final int[] ordKeys = new int[16 * MAX_MOVES];
    private int ordPly;

    /** This thread's table of ordering-search results (see {@link OrderingTable}). */
    final OrderingTable orderingTable = new OrderingTable();

    /**
     * {@link #searchOrdering} with the moves sorted by their static evaluation first ({@code
     * tableMove}, if legal, before them all); the result goes into the ordering table.
     */
    private int searchOrderingSorted(long player, long opponent, int depth, int alpha, int beta, long moves,
            int tableMove) {
        int base = (ordPly++) * MAX_MOVES;
        int count = 0;
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            if (sq == tableMove) {
                ordKeys[base + count] = EVAL_INFINITY;
            } else {
                orderingEval.push(sq, flipped);
                ordKeys[base + count] = -orderingEval.evaluate(opponent & ~flipped, player | flipped | (1L << sq));
                orderingEval.pop();
            }
            ordSquares[base + count] = sq;
            ordFlips[base + count] = flipped;
            count++;
        }
        int best = -EVAL_INFINITY;
        int bestMove = Square.NONE;
        for (int i = base; i < base + count; i++) {
            selectBest(ordKeys, ordSquares, ordFlips, i, base + count);
            int sq = ordSquares[i];
            long flipped = ordFlips[i];
            orderingEval.push(sq, flipped);
            int score = -searchOrdering(opponent & ~flipped, player | flipped | (1L << sq), depth - 1, -beta,
                    -Math.max(alpha, best));
            orderingEval.pop();
            if (score > best) {
                best = score;
                bestMove = sq;
                if (best >= beta) {
                    break;
                }
            }
        }
        ordPly--;
        orderingTable.store(player, opponent, depth, best > alpha ? best : -EVAL_INFINITY,
                best < beta ? best : EVAL_INFINITY, bestMove);
        return best;
    }

    /** Principal-variation search in the window (alpha, beta); fills the PV from {@code ply} on. */
    int searchPvs(long player, long opponent, int alpha, int beta, int nEmpties, int parity, int ply) {
        if (--pollCountdown <= 0) {
            poll();
        }
        nodes++;
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

        int base = ply * MAX_MOVES;
        int count = 0;
        long odd = LastMoves.QUADRANT_SQUARES[parity];
        boolean bySearch = nEmpties >= SolverMoveOrder.SORT_SEARCH_EMPTIES;
        if (bySearch) {
            orderingEval.reset(player, opponent);
        }
        while (legal != 0) {
            int sq = Long.numberOfTrailingZeros(legal);
            legal &= legal - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            long replies = replies(player, opponent, sq, flipped);
            pvsSquares[base + count] = sq;
            pvsFlips[base + count] = flipped;
            pvsReplies[base + count] = replies;
            pvsKeys[base + count] = sq == hashMove ? SolverMoveOrder.HASH_MOVE
                    : bySearch ? sortKeyBySearch(player, opponent, sq, flipped, odd, nEmpties, replies)
                    : SolverMoveOrder.fastestFirst(player, opponent, sq, flipped, odd, replies);
            count++;
        }
        int alphaIn = alpha;
        int best = NO_SCORE;
        int bestMove = Square.NONE;
        for (int i = 0; i < count; i++) {
            selectBest(pvsKeys, pvsSquares, pvsFlips, pvsReplies, base + i, base + count);
            int sq = pvsSquares[base + i];
            long flipped = pvsFlips[base + i];
            long nextPlayer = opponent & ~flipped;
            long nextOpponent = player | flipped | (1L << sq);
            int nextParity = parity ^ LastMoves.QUADRANT_BIT[sq];
            int score;
            if (i == 0) {
                score = -searchPvs(nextPlayer, nextOpponent, -beta, -alpha, nEmpties - 1, nextParity, ply + 1);
            } else {
                score = -nws(nextPlayer, nextOpponent, -alpha - 1, nEmpties - 1, nextParity, pvsReplies[base + i],
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
