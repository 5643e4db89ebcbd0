package io.magpie.tune;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.format.ArchivedGame;
import io.magpie.format.GgfGame;
import io.magpie.format.WthorGame;
import java.io.IOException;

/**
 * Turns game records into labelled training positions. Every position of a game with
 * {@code minEmpties..maxEmpties} empties is written (the side to move set, passes applied), labelled
 * from black's final score seen from the side to move:
 * <ul>
 *   <li>WTHOR games with a theoretical depth d: the record's perfect-play score, which is the exact
 *       value of the position with d empties ({@link TrainingPosition#EXACT}) and the game's value
 *       if nobody erred for the others ({@link TrainingPosition#THEORETICAL});
 *   <li>otherwise the result of a finished game ({@link TrainingPosition#RESULT}).
 * </ul>
 * A game that stops before its end without a theoretical score gives nothing (its result says
 * nothing about the board). {@code magpie tune label} later replaces labels of late positions by
 * exact solves.
 */
public final class PositionExtractor {
    private final PositionFile.Writer out;
    private final int minEmpties;
    private final int maxEmpties;
    private long positions;
    private long games;
    private long skippedGames;

    public PositionExtractor(PositionFile.Writer out, int minEmpties, int maxEmpties) {
        this.out = out;
        this.minEmpties = minEmpties;
        this.maxEmpties = maxEmpties;
    }

    public long positions() {
        return positions;
    }

    public long games() {
        return games;
    }

    public long skippedGames() {
        return skippedGames;
    }

    /** Writes the positions of one WTHOR game under the data-set game number {@code id}. */
    public void add(WthorGame game, int id) throws IOException {
        Board end = game.finalBoard();
        int depth = game.theoreticalDepth();
        boolean theoretical = depth > 0 && 60 - game.moves().length <= depth;
        if (!theoretical && !end.isGameOver()) {
            skippedGames++;
            return;
        }
        int blackScore = theoretical ? WthorGame.differential(game.blackTheoretical())
                : WthorGame.differential(game.blackDiscs());
        if (!theoretical) {
            // a finished game: the board decides, whatever the record says
            blackScore = end.finalScoreForBlack();
        }
        games++;
        Board[] boards = game.boards();
        for (int k = 0; k < game.moves().length; k++) {
            Board b = boards[k];
            int empties = b.emptyCount();
            if (empties < minEmpties || empties > maxEmpties) {
                continue;
            }
            int kind = !theoretical ? TrainingPosition.RESULT
                    : empties == depth ? TrainingPosition.EXACT : TrainingPosition.THEORETICAL;
            int label = b.blackToMove() ? blackScore : -blackScore;
            out.write(new TrainingPosition(b.player(), b.opponent(), id, label, kind));
            positions++;
        }
    }

    /**
     * Writes the positions of one archived self-play game: from the solved position on the moves are
     * a perfect-play line, so those positions are {@link TrainingPosition#EXACT}; before it the solved
     * score is the game's value only if nobody erred ({@link TrainingPosition#THEORETICAL}). Positions
     * where the side to move must pass are left out (the same position follows with the other side
     * to move).
     */
    public void add(ArchivedGame game, int id) throws IOException {
        Board[] boards = game.boards();
        int solved = game.solvedPly(boards);
        games++;
        for (int k = 0; k < game.moveCount(); k++) {
            Board b = boards[k];
            int empties = b.emptyCount();
            if (game.move(k) == Square.PASS || empties < minEmpties || empties > maxEmpties) {
                continue;
            }
            int kind = k >= solved ? TrainingPosition.EXACT : TrainingPosition.THEORETICAL;
            int label = b.blackToMove() ? game.blackScore() : -game.blackScore();
            out.write(new TrainingPosition(b.player(), b.opponent(), id, label, kind));
            positions++;
        }
    }

    /** Writes the positions of one finished GGF game (unfinished ones are skipped). */
    public void add(GgfGame game, int id) throws IOException {
        Board b = game.start();
        if (!game.board().isGameOver()) {
            skippedGames++;
            return;
        }
        int blackScore = game.board().finalScoreForBlack();
        games++;
        for (int move : game.moves()) {
            int empties = b.emptyCount();
            if (move != Square.PASS && empties >= minEmpties && empties <= maxEmpties) {
                int label = b.blackToMove() ? blackScore : -blackScore;
                out.write(new TrainingPosition(b.player(), b.opponent(), id, label, TrainingPosition.RESULT));
                positions++;
            }
            b = b.play(move);
        }
    }
}
