package io.magpie.endgame;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Score;

/**
 * A few plies of alpha-beta on an ordering evaluation (the trained patterns, or {@link
 * SolverMoveOrder#MOBILITY}): the values that sort the solver's moves from {@link
 * SolverMoveOrder#LIGHT_SORT_EMPTIES} on, and the shallow searches of its probcut. Values are in the
 * evaluation's unit ({@link Score} units for the patterns), not discs. One per search thread, with
 * its own {@link OrderingTable} and move lists; its nodes count and poll as its owner's.
 */
final class OrderingSearch {
    /** Beyond any evaluation: an unbounded side of a window or bound. */
    static final int INFINITY = 1_000_000;
    /** {@link #probcut} found no cut. */
    static final int NO_CUT = Integer.MIN_VALUE;
    /**
     * Nodes with this many plies left sort their moves by static evaluation first, and keep their
     * results in the {@link OrderingTable}: FFO #49 337.5 M -> 309.8 M nodes (from 3 or 4: more).
     */
    private static final int SORTED_FROM_DEPTH = 2;
    /** The deepest ordering search, in plies (with passes). */
    private static final int MAX_PLIES = 16;

    private final Endgame owner;
    private Evaluator eval = SolverMoveOrder.MOBILITY;
    /** This thread's table of ordering-search results. */
    final OrderingTable table = new OrderingTable();
    private final MoveList list = new MoveList(MAX_PLIES);
    private int ply;

    OrderingSearch(Endgame owner) {
        this.owner = owner;
    }

    /** Searches on a copy of {@code evaluator} (null: mobility). */
    void setEvaluator(Evaluator evaluator) {
        eval = evaluator != null ? evaluator.forThread() : SolverMoveOrder.MOBILITY;
    }

    /** Whether the evaluation is a trained one, in {@link Score} units (probcut needs one). */
    boolean trained() {
        return eval != SolverMoveOrder.MOBILITY;
    }

    /** Sets the evaluation's stack to this position: the node whose moves get values next. */
    void reset(long player, long opponent) {
        eval.reset(player, opponent);
    }

    /**
     * The value of the move to {@code sq} from the position of the last {@link #reset}, searched
     * {@code depth} plies in the window ({@code floor}, +inf): below the floor it is an upper bound.
     */
    int value(long player, long opponent, int sq, long flipped, int depth, int floor) {
        ply = 0; // an aborted search may have left it up
        eval.push(sq, flipped);
        int value = -search(opponent & ~flipped, player | flipped | (1L << sq), depth, -INFINITY, -floor);
        eval.pop();
        return value;
    }

    /**
     * Multi-ProbCut test of a null-window node (discs, window (alpha, alpha + 1)): alpha + 1 when a
     * {@code depth}-ply search proves the value {@code margin} above the window, alpha when that far
     * below it, else {@link #NO_CUT}.
     */
    int probcut(long player, long opponent, int alpha, int depth, int margin) {
        eval.reset(player, opponent);
        ply = 0;
        // A bound beyond a wipe-out cannot be reached.
        int high = Score.fromDiscs(alpha + 1) + margin;
        if (high <= Score.MAX && search(player, opponent, depth, high - 1, high) >= high) {
            return alpha + 1;
        }
        int low = Score.fromDiscs(alpha) - margin;
        if (low >= -Score.MAX && search(player, opponent, depth, low, low + 1) <= low) {
            return alpha;
        }
        return NO_CUT;
    }

    /** Alpha-beta to {@code depth} plies, keeping the evaluation's stack. */
    private int search(long player, long opponent, int depth, int alpha, int beta) {
        owner.countNode(); // a search at 24+ empties can take milliseconds: keep the stop prompt
        if (depth == 0) {
            return eval.evaluate(player, opponent);
        }
        long moves = Bits.legalMovesSimd(player, opponent);
        if (moves == 0) {
            if (Bits.legalMovesSimd(opponent, player) == 0) {
                return Score.fromDiscs(Bits.finalScore(player, opponent));
            }
            eval.pushPass();
            int score = -search(opponent, player, depth, -beta, -alpha);
            eval.pop();
            return score;
        }
        if (depth >= SORTED_FROM_DEPTH) {
            long data = table.probe(player, opponent);
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
            return searchSorted(player, opponent, depth, alpha, beta, moves, tableMove);
        }
        int best = -INFINITY;
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            eval.push(sq, flipped);
            int score = -search(opponent & ~flipped, player | flipped | (1L << sq), depth - 1, -beta,
                    -Math.max(alpha, best));
            eval.pop();
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
     * {@link #search} with the moves sorted by their static evaluation ({@code tableMove}, if legal,
     * before them all); the result goes into the table.
     */
    private int searchSorted(long player, long opponent, int depth, int alpha, int beta, long moves, int tableMove) {
        int base = MoveList.base(ply++);
        int count = 0;
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            if (sq == tableMove) {
                list.keys[base + count] = INFINITY;
            } else {
                eval.push(sq, flipped);
                list.keys[base + count] = -eval.evaluate(opponent & ~flipped, player | flipped | (1L << sq));
                eval.pop();
            }
            list.squares[base + count] = sq;
            list.flips[base + count] = flipped;
            count++;
        }
        int best = -INFINITY;
        int bestMove = Square.NONE;
        for (int i = base; i < base + count; i++) {
            list.selectBest(i, base + count);
            int sq = list.squares[i];
            long flipped = list.flips[i];
            eval.push(sq, flipped);
            int score = -search(opponent & ~flipped, player | flipped | (1L << sq), depth - 1, -beta,
                    -Math.max(alpha, best));
            eval.pop();
            if (score > best) {
                best = score;
                bestMove = sq;
                if (best >= beta) {
                    break;
                }
            }
        }
        ply--;
        table.store(player, opponent, depth, best > alpha ? best : -INFINITY, best < beta ? best : INFINITY, bestMove);
        return best;
    }
}
