package io.magpie.board;

/**
 * Counts the leaves of the game tree to a fixed depth (a correctness and speed test of the move
 * generator). A finished game is one leaf. Two conventions for a pass: it is a ply of its own
 * ({@code passIsPly}, Aart Bik's table) or it costs no depth.
 *
 * <p>The last ply is counted by popcount ("bulk counting"): the leaves under a node one ply from
 * the horizon are its legal moves, so no leaf is ever made.
 */
public final class Perft {
    private Perft() {}

    public static long perft(long player, long opponent, int depth, boolean passIsPly) {
        if (depth <= 0) {
            return 1;
        }
        return passIsPly ? perftPassIsPly(player, opponent, depth) : perftPassFree(player, opponent, depth);
    }

    private static long perftPassIsPly(long player, long opponent, int depth) {
        long moves = Bits.legalMovesSimd(player, opponent);
        if (moves == 0) {
            if (Bits.legalMovesSimd(opponent, player) == 0) {
                return 1; // game over: one leaf
            }
            return depth == 1 ? 1 : perftPassIsPly(opponent, player, depth - 1);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long leaves = 0;
        if (depth == 2) {
            while (moves != 0) {
                int sq = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
                long flipped = Bits.flipsSimd(player, opponent, sq);
                long p = opponent & ~flipped;
                long o = player | flipped | (1L << sq);
                long childMoves = Bits.legalMovesSimd(p, o);
                // A child with no move is one leaf either way: a pass, or a finished game.
                leaves += childMoves != 0 ? Long.bitCount(childMoves) : 1;
            }
            return leaves;
        }
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            leaves += perftPassIsPly(opponent & ~flipped, player | flipped | (1L << sq), depth - 1);
        }
        return leaves;
    }

    private static long perftPassFree(long player, long opponent, int depth) {
        long moves = Bits.legalMovesSimd(player, opponent);
        if (moves == 0) {
            if (Bits.legalMovesSimd(opponent, player) == 0) {
                return 1;
            }
            return perftPassFree(opponent, player, depth); // a pass costs no depth
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long leaves = 0;
        if (depth == 2) {
            while (moves != 0) {
                int sq = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
                long flipped = Bits.flipsSimd(player, opponent, sq);
                long p = opponent & ~flipped;
                long o = player | flipped | (1L << sq);
                long childMoves = Bits.legalMovesSimd(p, o);
                if (childMoves == 0) {
                    // The child passes at no cost: its leaves are the mover's next moves, or one
                    // leaf for a finished game.
                    childMoves = Bits.legalMovesSimd(o, p);
                    leaves += childMoves != 0 ? Long.bitCount(childMoves) : 1;
                } else {
                    leaves += Long.bitCount(childMoves);
                }
            }
            return leaves;
        }
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            leaves += perftPassFree(opponent & ~flipped, player | flipped | (1L << sq), depth - 1);
        }
        return leaves;
    }
}
