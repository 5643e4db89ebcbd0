package io.magpie.analysis;

import io.magpie.board.Board;
import io.magpie.board.Game;
import java.util.List;

/**
 * The analysis of one game: a row per disc placed, in game order, and the summaries drawn from
 * them. {@code complete} is false when the analysis was stopped: the rows then cover the end of
 * the game only (it is analysed back to front).
 */
public record GameAnalysis(Game game, List<MoveAnalysis> rows, boolean complete, GameAnalyzer.Settings settings) {
    /** A move that lost at least this many discs is a mistake. */
    public static final double MISTAKE_DISCS = 2;
    /** A move that lost at least this many discs is a blunder (and not also counted as a mistake). */
    public static final double BLUNDER_DISCS = 6;

    public GameAnalysis {
        game = new Game(game);
        rows = List.copyOf(rows);
    }

    public boolean isMistake(MoveAnalysis row) {
        return row.loss() >= MISTAKE_DISCS && row.loss() < BLUNDER_DISCS;
    }

    public boolean isBlunder(MoveAnalysis row) {
        return row.loss() >= BLUNDER_DISCS;
    }

    /** The final result for Black when the game was played to the end, else null. */
    public Integer resultForBlack() {
        Board end = game.board();
        return end.isGameOver() ? end.finalScoreForBlack() : null;
    }

    /** One player's moves summed up. */
    public record PlayerSummary(boolean black, int moves, double totalLoss, int mistakes, int blunders,
            int bestMoves) {
        public double averageLoss() {
            return moves == 0 ? 0 : totalLoss / moves;
        }

        public String side() {
            return black ? "Black" : "White";
        }
    }

    public PlayerSummary summary(boolean black) {
        int moves = 0;
        int mistakes = 0;
        int blunders = 0;
        int best = 0;
        double total = 0;
        for (MoveAnalysis row : rows) {
            if (row.black() != black) {
                continue;
            }
            moves++;
            total += row.loss();
            mistakes += isMistake(row) ? 1 : 0;
            blunders += isBlunder(row) ? 1 : 0;
            best += row.loss() == 0 ? 1 : 0;
        }
        return new PlayerSummary(black, moves, total, mistakes, blunders, best);
    }

    /**
     * The move that decided the game: the last one that turned a position its mover did not lose
     * (value at least 0) into a lost one (value below 0). Null when the loser never stood at 0 or
     * better in the analysed moves, or the game was drawn.
     */
    public MoveAnalysis decisiveMove() {
        MoveAnalysis decisive = null;
        for (MoveAnalysis row : rows) {
            if (row.bestValue() >= 0 && row.playedValue() < 0) {
                decisive = row;
            }
        }
        return decisive;
    }

    /** The row whose position (after the move) was best for Black, or null without rows. */
    public MoveAnalysis peakForBlack(boolean highest) {
        MoveAnalysis peak = null;
        for (MoveAnalysis row : rows) {
            if (peak == null || (highest ? row.valueAfterForBlack() > peak.valueAfterForBlack()
                    : row.valueAfterForBlack() < peak.valueAfterForBlack())) {
                peak = row;
            }
        }
        return peak;
    }

    /** The move that lost the most discs, or null when no move lost any. */
    public MoveAnalysis biggestLoss() {
        MoveAnalysis worst = null;
        for (MoveAnalysis row : rows) {
            if (row.loss() > 0 && (worst == null || row.loss() > worst.loss())) {
                worst = row;
            }
        }
        return worst;
    }
}
