package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.board.Game;
import java.util.List;

/**
 * A start for a game: a position and moves already played from it (an XOT line is the standard
 * start plus eight moves). The moves were checked legal when the opening was read.
 *
 * @param source where it came from, e.g. {@code xot-large.txt:17}, for messages
 */
public record Opening(Board start, List<Integer> moves, String source) {
    public Opening {
        moves = List.copyOf(moves);
    }

    public static Opening of(Game game, String source) {
        return new Opening(game.start(), game.moves(), source);
    }

    /** The standard start position, no moves. */
    public static Opening standard() {
        return new Opening(Board.start(), List.of(), "start position");
    }

    /** The opening as a game ready to continue. */
    public Game game() {
        Game game = new Game(start);
        for (int move : moves) {
            game.play(move);
        }
        return game;
    }
}
