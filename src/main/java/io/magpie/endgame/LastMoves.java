package io.magpie.endgame;

import io.magpie.board.Bits;

/**
 * Null-window solvers for the last 1 to 4 empty squares: straight-line code, no move generation
 * (a square is tried only if it touches an opponent disc, then its flips are computed) and, for the
 * last square, a flip count instead of a move. About 86 % of solver nodes live here.
 *
 * <p>One instance per search thread: it owns the node counter of these layers.
 */
final class LastMoves {
    /** The most empties these solvers take: the shallow search hands over to them below it. */
    static final int MAX_EMPTIES = 4;

    /** The squares around each square (king moves). */
    static final long[] NEIGHBOURS = new long[64];
    /** Quadrant of each square as a one-bit mask: bit 0 = a1-d4, 1 = e1-h4, 2 = a5-d8, 3 = e5-h8. */
    static final int[] QUADRANT_BIT = new int[64];
    /** For a 4-bit set of quadrants, the squares of those quadrants. */
    static final long[] QUADRANT_SQUARES = new long[16];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int c = sq & 7;
            int r = sq >>> 3;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nc = c + dc;
                    int nr = r + dr;
                    if ((dr != 0 || dc != 0) && nc >= 0 && nc < 8 && nr >= 0 && nr < 8) {
                        NEIGHBOURS[sq] |= 1L << (8 * nr + nc);
                    }
                }
            }
            QUADRANT_BIT[sq] = 1 << ((c >= 4 ? 1 : 0) + (r >= 4 ? 2 : 0));
        }
        for (int set = 0; set < 16; set++) {
            for (int sq = 0; sq < 64; sq++) {
                if ((set & QUADRANT_BIT[sq]) != 0) {
                    QUADRANT_SQUARES[set] |= 1L << sq;
                }
            }
        }
    }

    /**
     * The flips of a move here: the scalar {@link Bits#flips}, not the vector one the layers above
     * use. Each result is needed at once, and the vector code's longer dependency chain (broadcast,
     * lane shifts, a cross-lane OR at the end) costs more than its fewer instructions save. One
     * thread, same nodes; FFO #45 + #49, the two jars alternating on each vCPU, 12 pairs: median
     * time ratio 0.92 (faster in 11 of 12); #56, both at once, swapped each round: faster in 4 of 4.
     */
    private static long flip(long player, long opponent, int sq) {
        return Bits.flips(player, opponent, sq);
    }

    /** Positions visited in these layers. */
    long nodes;

    /** Quadrant parity of the empties: bit q set when quadrant q holds an odd number of them. */
    static int parity(long empties) {
        int parity = 0;
        while (empties != 0) {
            parity ^= QUADRANT_BIT[Long.numberOfTrailingZeros(empties)];
            empties &= empties - 1;
        }
        return parity;
    }

    /** Null-window score with 0 to {@link #MAX_EMPTIES} empties. */
    int solve(long player, long opponent, int alpha, int nEmpties) {
        long empties = ~(player | opponent);
        switch (nEmpties) {
            case 4:
                return solve4(player, opponent, alpha);
            case 3: {
                int x1 = Long.numberOfTrailingZeros(empties);
                empties &= empties - 1;
                int x2 = Long.numberOfTrailingZeros(empties);
                empties &= empties - 1;
                return solve3(player, opponent, alpha, x1, x2, Long.numberOfTrailingZeros(empties));
            }
            case 2: {
                int x1 = Long.numberOfTrailingZeros(empties);
                empties &= empties - 1;
                return solve2(player, opponent, alpha, x1, Long.numberOfTrailingZeros(empties));
            }
            case 1:
                return solve1(player, Long.numberOfTrailingZeros(empties));
            default:
                nodes++;
                return Bits.finalScore(player, opponent);
        }
    }

    /**
     * The exact score with one empty square {@code sq}; the opponent holds every other square.
     * Scores: the player gains sq and n flips: (p + 1 + n) - (63 - p - n).
     */
    int solve1(long player, int sq) {
        nodes++;
        int score = 2 * Long.bitCount(player) - 62;
        int n = LastFlip.count(player, sq);
        if (n != 0) {
            return score + 2 * n;
        }
        n = LastFlip.count(~player & ~(1L << sq), sq);
        if (n != 0) {
            // The player passes; the opponent gains sq and n discs.
            return score - 2 - 2 * n;
        }
        // Nobody can play sq: it goes to the winner (63 discs, so never a draw).
        return score > 0 ? score : score - 2;
    }

    /** Null-window score with two empties x1, x2. */
    int solve2(long player, long opponent, int alpha, int x1, int x2) {
        nodes++;
        long flipped;
        int best = -65;
        if ((NEIGHBOURS[x1] & opponent) != 0 && (flipped = flip(player, opponent, x1)) != 0) {
            best = -solve1(opponent & ~flipped, x2);
            if (best > alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & opponent) != 0 && (flipped = flip(player, opponent, x2)) != 0) {
            int score = -solve1(opponent & ~flipped, x1);
            return Math.max(score, best);
        }
        if (best != -65) {
            return best;
        }
        // The player passes.
        nodes++;
        best = 65;
        if ((NEIGHBOURS[x1] & player) != 0 && (flipped = flip(opponent, player, x1)) != 0) {
            best = solve1(player & ~flipped, x2);
            if (best <= alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & player) != 0 && (flipped = flip(opponent, player, x2)) != 0) {
            int score = solve1(player & ~flipped, x1);
            return Math.min(score, best);
        }
        if (best != 65) {
            return best;
        }
        return Bits.finalScore(player, opponent);
    }

    /** Null-window score with three empties, tried in the order x1, x2, x3. */
    int solve3(long player, long opponent, int alpha, int x1, int x2, int x3) {
        nodes++;
        long flipped;
        int best = -65;
        int score;
        if ((NEIGHBOURS[x1] & opponent) != 0 && (flipped = flip(player, opponent, x1)) != 0) {
            best = -solve2(opponent & ~flipped, player | flipped | (1L << x1), -alpha - 1, x2, x3);
            if (best > alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & opponent) != 0 && (flipped = flip(player, opponent, x2)) != 0) {
            score = -solve2(opponent & ~flipped, player | flipped | (1L << x2), -alpha - 1, x1, x3);
            if (score > alpha) {
                return score;
            }
            best = Math.max(best, score);
        }
        if ((NEIGHBOURS[x3] & opponent) != 0 && (flipped = flip(player, opponent, x3)) != 0) {
            score = -solve2(opponent & ~flipped, player | flipped | (1L << x3), -alpha - 1, x1, x2);
            return Math.max(best, score);
        }
        if (best != -65) {
            return best;
        }
        // The player passes: the opponent moves, and minimises.
        nodes++;
        best = 65;
        if ((NEIGHBOURS[x1] & player) != 0 && (flipped = flip(opponent, player, x1)) != 0) {
            best = solve2(player & ~flipped, opponent | flipped | (1L << x1), alpha, x2, x3);
            if (best <= alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & player) != 0 && (flipped = flip(opponent, player, x2)) != 0) {
            score = solve2(player & ~flipped, opponent | flipped | (1L << x2), alpha, x1, x3);
            if (score <= alpha) {
                return score;
            }
            best = Math.min(best, score);
        }
        if ((NEIGHBOURS[x3] & player) != 0 && (flipped = flip(opponent, player, x3)) != 0) {
            score = solve2(player & ~flipped, opponent | flipped | (1L << x3), alpha, x1, x2);
            return Math.min(best, score);
        }
        if (best != 65) {
            return best;
        }
        return Bits.finalScore(player, opponent);
    }

    /**
     * Null-window score with four empties. First the stability cutoff (FFO #45, #49, #50, one
     * thread: 1,389.6 M -> 1,055.5 M nodes); then squares in odd quadrants are tried first (parity):
     * with four empties only a 2-1-1 split has both kinds, and its two single squares go ahead.
     */
    int solve4(long player, long opponent, int alpha) {
        int stableCut = Stability.cutoff(player, opponent, alpha, 4);
        if (stableCut != Stability.NO_CUTOFF) {
            nodes++;
            return stableCut;
        }
        long empties = ~(player | opponent);
        int x1 = Long.numberOfTrailingZeros(empties);
        empties &= empties - 1;
        int x2 = Long.numberOfTrailingZeros(empties);
        empties &= empties - 1;
        int x3 = Long.numberOfTrailingZeros(empties);
        empties &= empties - 1;
        int x4 = Long.numberOfTrailingZeros(empties);
        int parity = QUADRANT_BIT[x1] ^ QUADRANT_BIT[x2] ^ QUADRANT_BIT[x3] ^ QUADRANT_BIT[x4];
        if (parity != 0 && parity != 15) {
            // A 2-1-1 split: a stable partition, odd-quadrant squares first, packed 8 bits a square.
            int odd = 0;
            int even = 0;
            int nOdd = 0;
            int nEven = 0;
            if ((parity & QUADRANT_BIT[x1]) != 0) { odd |= x1; nOdd++; } else { even |= x1; nEven++; }
            if ((parity & QUADRANT_BIT[x2]) != 0) { odd |= x2 << (8 * nOdd++); } else { even |= x2 << (8 * nEven++); }
            if ((parity & QUADRANT_BIT[x3]) != 0) { odd |= x3 << (8 * nOdd++); } else { even |= x3 << (8 * nEven++); }
            if ((parity & QUADRANT_BIT[x4]) != 0) { odd |= x4 << (8 * nOdd++); } else { even |= x4 << (8 * nEven++); }
            int order = odd | (even << (8 * nOdd));
            x1 = order & 0xFF;
            x2 = (order >>> 8) & 0xFF;
            x3 = (order >>> 16) & 0xFF;
            x4 = order >>> 24;
        }
        return solve4(player, opponent, alpha, x1, x2, x3, x4);
    }

    private int solve4(long player, long opponent, int alpha, int x1, int x2, int x3, int x4) {
        nodes++;
        long flipped;
        int best = -65;
        int score;
        if ((NEIGHBOURS[x1] & opponent) != 0 && (flipped = flip(player, opponent, x1)) != 0) {
            best = -solve3(opponent & ~flipped, player | flipped | (1L << x1), -alpha - 1, x2, x3, x4);
            if (best > alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & opponent) != 0 && (flipped = flip(player, opponent, x2)) != 0) {
            score = -solve3(opponent & ~flipped, player | flipped | (1L << x2), -alpha - 1, x1, x3, x4);
            if (score > alpha) {
                return score;
            }
            best = Math.max(best, score);
        }
        if ((NEIGHBOURS[x3] & opponent) != 0 && (flipped = flip(player, opponent, x3)) != 0) {
            score = -solve3(opponent & ~flipped, player | flipped | (1L << x3), -alpha - 1, x1, x2, x4);
            if (score > alpha) {
                return score;
            }
            best = Math.max(best, score);
        }
        if ((NEIGHBOURS[x4] & opponent) != 0 && (flipped = flip(player, opponent, x4)) != 0) {
            score = -solve3(opponent & ~flipped, player | flipped | (1L << x4), -alpha - 1, x1, x2, x3);
            return Math.max(best, score);
        }
        if (best != -65) {
            return best;
        }
        // The player passes.
        if (Bits.legalMovesSimd(opponent, player) == 0) {
            return Bits.finalScore(player, opponent);
        }
        return -solve4(opponent, player, -alpha - 1, x1, x2, x3, x4);
    }
}
