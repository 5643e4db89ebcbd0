package io.magpie.engine;

import io.magpie.board.Game;
import java.io.IOException;

/** Adds a finished game to the opening book (set by the front end that knows the book's file). */
public interface BookLearner {
    /** Learns the game and returns a one-line report for the user. */
    String learn(Game game) throws IOException;
}
