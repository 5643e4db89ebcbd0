package io.magpie.match;

import io.magpie.board.Board;

/**
 * One side of a refereed game: an engine behind a protocol (NBoard, GTP) or in-process. A player
 * is used by one thread at a time and lives for several games; after a {@link PlayerFault} the
 * runner closes it and makes a new one.
 *
 * <p>Lifecycle: {@link #newGame} before each game, then {@link #move} whenever the player's side
 * has a legal move; the referee itself plays forced passes and the other side's moves, which the
 * player learns from the next {@link Turn}. {@link #close} ends the engine (idempotent).
 */
public interface Player extends AutoCloseable {
    /** The name the match gives this engine (unique in a match; used for PB/PW). */
    String name();

    /** Prepares for a game from {@code start}; starts the engine process on first use. */
    void newGame(Board start) throws PlayerFault;

    /** Asks for a move in {@code turn.game()}'s current position, answering by the deadline. */
    Reply move(Turn turn) throws PlayerFault;

    /** Tells the engine the game is over (optional); must not throw. */
    default void gameOver(io.magpie.board.Game game) {}

    @Override
    void close();
}
