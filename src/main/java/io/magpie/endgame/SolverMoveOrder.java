package io.magpie.endgame;

import io.magpie.board.Bits;
import io.magpie.eval.Evaluator;

/**
 * Sort keys for the solver's move lists: fastest-first (leave the opponent the fewest replies, with
 * corner replies counted twice), then the opponent's potential mobility (empty squares next to our
 * discs), then our corners, then quadrant parity. Higher keys are searched first.
 */
final class SolverMoveOrder {
    private SolverMoveOrder() {}

    static final long CORNERS = Bits.CORNERS;

    /** The hash-table move goes first whatever its other merits. */
    static final int HASH_MOVE = 1 << 30;

    // Weights checked on FFO #20-#35 (node counts): potential 2^8..2^10 and parity 0..2^11 change
    // the total by under 5 %; without the corner term it grows by 12 %.
    static final int W_MOBILITY = 1 << 14;
    static final int W_POTENTIAL = 1 << 8;
    static final int W_CORNER = 1 << 11;
    static final int W_PARITY = 1 << 7;

    /** The opponent's replies counted for ordering: a corner counts two (taking it is worth more). */
    static int weightedMobility(long replies) {
        return Long.bitCount(replies) + Long.bitCount(replies & CORNERS);
    }

    /**
     * A move leaving the opponent at most this {@link #weightedMobility} is forcing. Below the ETC
     * depth such a move is searched as soon as it is generated, before the other moves are keyed:
     * fastest-first would put it first anyway, and when it cuts off the others' replies and keys are
     * never computed (Egaroucid does the same). One thread, nodes and paired runs (both at once, one
     * per vCPU, swapped each round): FFO #40-#49 968.5 M -> 971.8 M nodes, 3 of 4 rounds faster (-7
     * to -11 %); #56 730.8 M -> 730.2 M, 4 of 4 faster (-6 to -19 %, median -8.5 %). At most two
     * replies: +7 % nodes; none (the opponent passes): the same as before. Also from 14 empties, or
     * at every depth: within 0.5 % of the nodes, no clear gain.
     */
    static final int FORCING_MOBILITY = 1;

    /** Squares diagonally next to a corner: taking one usually gives the corner away. */
    static final long X_SQUARES = 0x4200000000000042L;

    /** Empty squares next to {@code discs}: where the other side may one day play against them. */
    static long potentialMoves(long discs, long empties) {
        long h = discs & 0x7E7E7E7E7E7E7E7EL;
        long around = (h << 1) | (h >>> 1) | (h << 7) | (h >>> 7) | (h << 9) | (h >>> 9) | (discs << 8) | (discs >>> 8);
        return around & empties;
    }

    /**
     * The key of a move to {@code sq} flipping {@code flipped}, made by the side holding
     * {@code player}. {@code oddQuadrants}: squares of quadrants with an odd number of empties;
     * {@code replies}: the opponent's legal moves after it (the caller keeps them for the child).
     */
    static int fastestFirst(long player, long opponent, int sq, long flipped, long oddQuadrants, long replies) {
        long newPlayer = player | flipped | (1L << sq);
        long newOpponent = opponent & ~flipped;
        int mobility = weightedMobility(replies);
        long empties = ~(newPlayer | newOpponent);
        int potential = Long.bitCount(potentialMoves(newPlayer, empties));
        int score = (36 - mobility) * W_MOBILITY + (36 - potential) * W_POTENTIAL
                + Long.bitCount(newPlayer & CORNERS) * W_CORNER;
        if (((oddQuadrants >>> sq) & 1) != 0) {
            score += W_PARITY;
        }
        if (newOpponent == 0) {
            score += HASH_MOVE >> 1; // a wipe-out ends the game at once
        }
        return score;
    }

    /*
     * From SORT_SEARCH_EMPTIES on, moves are sorted by a shallow search on mobilityEval: SORT_SEARCH_DEPTH
     * plies there, one more every SORT_SEARCH_STEP empties. Chosen on FFO #36-#38 (node counts,
     * 1 thread, 64 MB): fastest-first only 478 M nodes; from 14 empties at depth 2: 347 M; from 16 at
     * depth 3: 275 M; from 16 at depth 1 + 1 per 2 empties: 254 M; from 14 at depth 1 + 1 per 2
     * empties: 224 M and the least CPU time (-40 % against fastest-first alone).
     * Rechecked after the hash move went first unkeyed, on FFO #36-#38 + #40-#41 (282.0 M nodes):
     * one more ply every 3 empties 360 M; depth 2 + 1 per 2 empties 387 M; from 12 empties 424 M;
     * depth 0 at 14-15 empties 366 M; from 16 at depth 2: 284 M (no faster); depths rounded to odd
     * up 312 M or down 322 M; the same search at PVS nodes 305 M; the fastest-first tie-break
     * weighted 8x more 306 M, 8x less 294 M; child searches with a window around the best score so
     * far (margin 32) 280 M but on #45 897 M against 867 M. None kept.
     * Rechecked with the trained patterns as the ordering evaluation and vector move generation
     * (2026-12-01), one thread, FFO #40-#44 + #48 + #49: from 14 at depth 1 535.6 M nodes; from 16 at
     * depth 1: 625.4 M; from 16 at depth 2 (the same depths as before from 16 on, fastest-first alone
     * at 14-15): 515.3 M and 10-20 % faster in paired runs; from 16 at depth 3: 583.1 M; from 18 at
     * depth 3: 614.2 M. FFO #40-#49: 1,005.0 M -> 965.0 M nodes; #51-#52: 715.5 M -> 683.3 M; #20-#39:
     * 134.7 M -> 139.9 M. A 1-ply search on the patterns orders worse than fastest-first; 2 plies
     * order better. The mobility evaluation (`--order-eval none`) in place of the patterns below 18 or
     * 20 empties: 573.1 M or 617.7 M nodes, no faster.
     */
    static final int SORT_SEARCH_EMPTIES = 16;
    static final int SORT_SEARCH_DEPTH = 2;
    static final int SORT_SEARCH_STEP = 2;

    /**
     * Below {@link #SORT_SEARCH_EMPTIES}, from this many empties, null-window nodes order their moves
     * with a lighter search: {@link #LIGHT_SEARCHED_MOVES} moves, the best two by fastest-first, get a
     * search of {@link #LIGHT_SORT_DEPTH} ply, which decides which of them goes first. One thread,
     * nodes with the ordering searches' share in brackets, before -> after: FFO #40-#49 813.5 M
     * (26.6 M) -> 765.2 M (31.6 M); #53 2,805.4 M (138.3 M) -> 2,627.2 M (156.6 M); #54 5,015.8 M
     * (114.2 M) -> 4,773.8 M (134.8 M); #55 10,922.2 M (1,062.7 M) -> 10,438.2 M (1,176.8 M); #50 +
     * #56 1,304.1 M (124.6 M) -> 1,240.2 M (138.5 M). A static evaluation instead (depth 0): #40-#49
     * 838.3 M; 1 ply for the first 3, 4, 5 or 7 moves: 767.5 M, 770.5 M, 777.5 M, 789.1 M; 2 plies
     * for 2 or 3: 771.3 M, 757.9 M (but twice the ordering nodes); from 12 empties: 761.1 M (49.1 M).
     */
    static final int LIGHT_SORT_EMPTIES = 14;
    static final int LIGHT_SORT_DEPTH = 1;
    static final int LIGHT_SEARCHED_MOVES = 2;

    /** Plies of the ordering search of a move at a node with {@code nEmpties} empties. */
    static int sortSearchDepth(int nEmpties) {
        if (nEmpties < SORT_SEARCH_EMPTIES) {
            return LIGHT_SORT_DEPTH;
        }
        return Math.min(EVAL_SORT_MAX_DEPTH, SORT_SEARCH_DEPTH + (nEmpties - SORT_SEARCH_EMPTIES) / SORT_SEARCH_STEP);
    }

    /** How many moves, the first by fastest-first, get an ordering search at a null-window node. */
    static int searchedMoves(int nEmpties) {
        return nEmpties < SORT_SEARCH_EMPTIES ? LIGHT_SEARCHED_MOVES : SEARCHED_MOVES;
    }

    /*
     * With an ordering evaluation (the trained patterns), the same shallow searches run on it instead
     * of mobilityEval, at null-window and PV nodes alike. One thread, 256 MB, node counts: FFO #20-#39
     * 281.9 M -> 162.0 M, FFO #40-#44 264.7 M -> 139.5 M. Other schedules tried on both sets: from 16
     * empties at depth 2 (160.4 M, 146.5 M), from 18 at depth 1 (186.4 M, 214.3 M), from 12 at depth 0
     * (199.1 M, 169.1 M), one ply more every 3 empties (-, 192.1 M), fastest-first at PV nodes
     * (244.8 M, -); the weight of the evaluation against the fastest-first tie-break, 2 or 32 key units
     * per centi-disc instead of 8, changed the total by under 2 %. Since the mobility ordering runs
     * through the same search (MOBILITY, capped, also at PV nodes), `--order-eval none` gives 303.0 M
     * on #20-#39 instead of 281.9 M; the trained patterns' counts did not change.
     */

    /**
     * The ordering searches go no deeper than this (reached at 22 empties). FFO
     * #45-#49, one thread: no cap 1.252 G nodes, 124.3 s; cap 6 1.251 G, 125.6 s; cap 5 1.016 G,
     * 101.3 s. On #40-#44 cap 5 changes nothing (139.5 M); cap 4 188.1 M. It costs on FFO #38 (24
     * empties, 44.1 M -> 73.3 M nodes: #20-#39 162.0 M -> 190.2 M), less than it saves on #45-#49.
     */
    static final int EVAL_SORT_MAX_DEPTH = 5;

    /**
     * At null-window nodes a move's ordering search only needs to show that it is worse than the best
     * so far by this much (centi-discs): a window (best - margin, +inf) instead of a full one. FFO #49
     * (26 empties): 309.8 M -> 285.8 M nodes; #52: 373.1 M -> 320.1 M; #40-#44: 130.3 M -> 128.9 M.
     * Margins 100-400 within 1 % on #49, 800: 296.1 M. Sorting the moves by static evaluation before
     * these searches saved under 1 % more. Rechecked with {@link #SEARCHED_MOVES}: FFO #56 and #50,
     * 150: 773.5 M and 770.1 M nodes, the same time as 300 (768.2 M, 773.0 M); 600: 794.1 M, 759.1 M,
     * 10 % slower.
     */
    static final int KEY_MARGIN = 300;

    /**
     * At null-window nodes only this many moves get an ordering search: the first ones by
     * fastest-first, searched in that order (so the best value tends to come first and narrows the
     * windows of the rest, see {@link #KEY_MARGIN}); the others follow them in fastest-first order.
     * One thread, with the {@link OrderingTable}, nodes on FFO #56: every move in square order (as
     * before) 831.1 M, every move in fastest-first order 799.4 M, the first 10: 792.5 M, 8: 767.6 M,
     * 7: 768.2 M, 6: 829.6 M, 5: 876.6 M, 4: 1,325.0 M; FFO #50: 861.7 M, 868.2 M, and 773.0 M with 7.
     * FFO #40-#59 (bench/RESULTS.md): 24.60 G -> 24.75 G nodes, 1,271 s -> 1,063 s.
     */
    static final int SEARCHED_MOVES = 7;

    /**
     * A move whose ordering value is at least this far (centi-discs) above the null window is
     * expected to cut off, so its child is expected to fail low: an all node, which searches every
     * move whatever their order. Such a child skips the ordering searches and keeps fastest-first.
     * One thread, FFO #56: 44 % of the null-window nodes from 16 empties on failed low, and their
     * ordering searches were wasted (of those that cut off, 99.6 % did on the first move). Nodes
     * (ordering searches included; the ordering-search share alone in brackets), before -> margin
     * 600: #56 768.1 M (140.6 M) -> 730.8 M (98.9 M); #58 1,486.9 M (310.6 M) -> 1,427.5 M (241.5
     * M); #57 1,366.1 M (165.2 M) -> 1,327.3 M (144.3 M); #50 772.9 M (42.1 M) -> 757.0 M (25.7
     * M); #53-#55 18.87 G (1.52 G) -> 18.78 G (1.32 G); #40-#49 964.3 M (31.9 M) -> 968.5 M (26.6
     * M). Margin 300: #56 732.7 M but #57 1,469.0 M, #40-#49 1,002.6 M; 1,000: within 1 % of 600;
     * 0: #56 751.2 M. Paired runs on the two vCPUs, swapped each round: #58 80.5 / 97.5 s ->
     * 74.3 / 72.0 s; #56 four rounds 215.7 s -> 186.6 s in all.
     */
    static final int ALL_NODE_MARGIN = 600;

    /** Key units per unit of the ordering evaluation (centi-discs for the patterns). */
    static final int W_EVAL = 8;

    /**
     * Beside the ordering search's value, the fastest-first key shifted right by this much: one reply
     * less for the opponent is worth 512 key units, 64 centi-discs of the patterns. One thread, node
     * counts on FFO #40-#44 + #48 + #49: shift 10 (a tie-break only, 2 centi-discs a reply) 515.3 M,
     * 7: 496.4 M, 5: 451.7 M, 4: 453.4 M, 3: 584.4 M, 2: 1,246.6 M. FFO #40-#49: 10: 965.0 M, 5:
     * 873.3 M, 4: 926.7 M, and about 15 % faster at 5 or 4 (48-52 s against 57-64 s, paired runs);
     * at 5, #51-#52 683.3 M -> 517.5 M and #20-#39 139.9 M -> 137.1 M. A multiplier of 48/1024: the
     * same nodes in all (-1 % on #40-#49 and #20-#39, +3 % on #51-#52) and the same time.
     */
    static final int FASTEST_FIRST_SHIFT = 5;

    /**
     * {@link #mobilityEval} as an ordering evaluation: the solver's default without a trained one.
     * Stateless, so one instance serves every thread. Scaled by 8 (one reply of mobility = 64 units,
     * like 64 centi-discs of the patterns), so that the fastest-first key weighs the same beside
     * either. With the key's weight raised (FASTEST_FIRST_SHIFT 10 -> 5), FFO #40-#44 + #48 + #49
     * ordered this way: 1,580.2 M -> 1,634.3 M nodes; the trained patterns: 515.3 M -> 451.7 M.
     */
    static final Evaluator MOBILITY = new Evaluator() {
        @Override
        public int evaluate(long player, long opponent) {
            return 8 * mobilityEval(player, opponent);
        }
    };

    /** A crude static evaluation for ordering only: mobility, corner and potential mobility balance. */
    static int mobilityEval(long player, long opponent) {
        long pm = Bits.legalMovesSimd(player, opponent);
        long om = Bits.legalMovesSimd(opponent, player);
        long empties = ~(player | opponent);
        int score = 8 * (Long.bitCount(pm) + Long.bitCount(pm & CORNERS) - Long.bitCount(om) - Long.bitCount(om & CORNERS));
        score += 2 * (Long.bitCount(potentialMoves(opponent, empties)) - Long.bitCount(potentialMoves(player, empties)));
        score += 32 * (Long.bitCount(player & CORNERS) - Long.bitCount(opponent & CORNERS));
        return score;
    }
}
