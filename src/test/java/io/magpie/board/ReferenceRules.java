package io.magpie.board;

/**
 * The rules written the obvious way, on an array of 64 cells, for cross-checking {@link Bits}.
 * Cell values: 1 = side to move, -1 = opponent, 0 = empty. Slow on purpose: no bit tricks.
 */
final class ReferenceRules {
    private static final int[][] DIRECTIONS = {
        {1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}
    };

    private ReferenceRules() {}

    static int[] toCells(long player, long opponent) {
        int[] cells = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            if ((player >>> sq & 1) != 0) {
                cells[sq] = 1;
            } else if ((opponent >>> sq & 1) != 0) {
                cells[sq] = -1;
            }
        }
        return cells;
    }

    /** The squares flipped by the side to move playing at (column, row), as a 64-cell mask. */
    static boolean[] flips(int[] cells, int column, int row) {
        boolean[] flipped = new boolean[64];
        if (cells[row * 8 + column] != 0) {
            return flipped;
        }
        for (int[] d : DIRECTIONS) {
            int c = column + d[0];
            int r = row + d[1];
            int run = 0;
            while (c >= 0 && c < 8 && r >= 0 && r < 8 && cells[r * 8 + c] == -1) {
                c += d[0];
                r += d[1];
                run++;
            }
            boolean bracketed = run > 0 && c >= 0 && c < 8 && r >= 0 && r < 8 && cells[r * 8 + c] == 1;
            if (bracketed) {
                for (int i = 1; i <= run; i++) {
                    flipped[(row + i * d[1]) * 8 + column + i * d[0]] = true;
                }
            }
        }
        return flipped;
    }

    static boolean isLegal(int[] cells, int sq) {
        boolean[] f = flips(cells, sq % 8, sq / 8);
        for (boolean b : f) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    static boolean hasMove(int[] cells) {
        for (int sq = 0; sq < 64; sq++) {
            if (isLegal(cells, sq)) {
                return true;
            }
        }
        return false;
    }

    static int[] swapSides(int[] cells) {
        int[] swapped = new int[64];
        for (int i = 0; i < 64; i++) {
            swapped[i] = -cells[i];
        }
        return swapped;
    }

    static boolean isGameOver(int[] cells) {
        return !hasMove(cells) && !hasMove(swapSides(cells));
    }

    /** Disc differential for the side to move, empty squares to the winner. */
    static int finalScore(int[] cells) {
        int mine = 0;
        int theirs = 0;
        for (int v : cells) {
            if (v == 1) {
                mine++;
            } else if (v == -1) {
                theirs++;
            }
        }
        int empties = 64 - mine - theirs;
        if (mine > theirs) {
            return mine - theirs + empties;
        } else if (mine < theirs) {
            return mine - theirs - empties;
        }
        return 0;
    }
}
