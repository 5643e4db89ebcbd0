package io.magpie.match;

import io.magpie.board.Game;

/**
 * What a player is asked to move in: the game so far (start position and every move, passes
 * included, with their evaluations and times for protocols that forward them), the clocks, and the
 * moment by which the answer must have arrived.
 *
 * @param game the game so far; the side to move is the player's side and has a legal move
 * @param history per-move details of {@code game.moves()}, same length
 * @param remainingMs the player's clock, or -1 when it plays without one; in byo-yomi, the time left in
 *     the current period
 * @param opponentRemainingMs the opponent's clock, or -1
 * @param deadlineNanos {@code System.nanoTime()} after which the referee declares a time-out
 * @param stonesLeft the moves left in the player's byo-yomi period, 0 while in main time (GTP's
 *     {@code time_left} count)
 */
public record Turn(Game game, java.util.List<MoveEntry> history, long remainingMs, long opponentRemainingMs,
        long deadlineNanos, int stonesLeft) {}
