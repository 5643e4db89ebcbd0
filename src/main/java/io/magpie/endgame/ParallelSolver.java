package io.magpie.endgame;

/** Placeholder until the parallel search lands: runs on one thread. */
final class ParallelSolver {
    private final Endgame endgame;

    ParallelSolver(EndgameHashTable table, SearchControl control, int threads) {
        endgame = new Endgame(table, control);
    }

    int searchRoot(long player, long opponent, int alpha, int beta) {
        return endgame.searchRoot(player, opponent, alpha, beta);
    }

    int[] principalVariation() {
        return endgame.principalVariation();
    }

    long totalNodes() {
        return endgame.totalNodes();
    }

    void close() {
    }
}
