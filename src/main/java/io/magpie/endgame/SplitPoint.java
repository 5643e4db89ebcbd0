package io.magpie.endgame;

/**
 * A node of the null-window search whose remaining moves are shared among threads (young brothers
 * wait: only after its first move is searched). Threads take moves one at a time; the first score
 * above alpha is a cutoff that aborts every search still running below this node.
 */
final class SplitPoint {
    final SplitPoint parent;
    final long player;
    final long opponent;
    final int alpha;
    final int nEmpties;
    final int parity;
    final int[] squares;
    final long[] flips;

    private int next;
    /** Best score so far (fail-soft) and its move; guarded by this. */
    int best;
    int bestMove;
    /** A move beat alpha: searches below stop. */
    volatile boolean cutoff;
    /** The thread that split here; woken when the last helper leaves. */
    volatile Thread ownerThread;
    /** Helper threads still working here; guarded by the parallel solver's lock. */
    volatile int helpers;

    SplitPoint(SplitPoint parent, long player, long opponent, int alpha, int nEmpties, int parity, int[] squares,
            long[] flips, int best, int bestMove) {
        this.parent = parent;
        this.player = player;
        this.opponent = opponent;
        this.alpha = alpha;
        this.nEmpties = nEmpties;
        this.parity = parity;
        this.squares = squares;
        this.flips = flips;
        this.best = best;
        this.bestMove = bestMove;
    }

    /** The index of the next move to search, or -1 when none is left (or after a cutoff). */
    synchronized int nextMove() {
        return cutoff || next >= squares.length ? -1 : next++;
    }

    synchronized void update(int score, int move) {
        if (score > best) {
            best = score;
            bestMove = move;
            if (score > alpha) {
                cutoff = true;
            }
        }
    }

    /** True when this node or one above it has been cut off. */
    boolean aborted() {
        for (SplitPoint sp = this; sp != null; sp = sp.parent) {
            if (sp.cutoff) {
                return true;
            }
        }
        return false;
    }

    boolean isBelow(SplitPoint ancestor) {
        for (SplitPoint sp = parent; sp != null; sp = sp.parent) {
            if (sp == ancestor) {
                return true;
            }
        }
        return false;
    }
}
