/**
 * The rules of Othello on bitboards, and the immutable objects built on them.
 *
 * <p><b>Squares.</b> A square is an {@code int sq = 8 * row + column}, with columns a..h = 0..7 and
 * rows 1..8 = 0..7: a1 = 0 is the top-left corner, h1 = 7, a8 = 56, h8 = 63, and square {@code sq}
 * is bit {@code sq} of a {@code long} bitboard (bit 0 = a1). Row 1 is drawn at the top. A move is
 * an {@code int}: a square, {@link io.magpie.board.Square#PASS} (64) or, in tables,
 * {@link io.magpie.board.Square#NONE} (65). Names are "a1".."h8" ({@link io.magpie.board.Square}).
 *
 * <p><b>Player and opponent.</b> Inside the rules and the search a position is two longs,
 * {@code player} (the discs of the side to move) and {@code opponent} (the other side's). Every
 * score is from the side to move's point of view, so making a move swaps the two: the next
 * position is {@code (opponent & ~flipped, player | flipped | move)}. Colour (black, white) exists
 * only in {@link io.magpie.board.Board} at the boundary, converted once with {@code player()} and
 * {@code opponent()}.
 *
 * <p><b>Final score.</b> The disc differential for the side to move, with the empty squares going
 * to the winner (the convention of the FFO suite and Edax); 0 is a draw.
 *
 * <p>{@link io.magpie.board.Bits} is the hot path (static methods on longs, no allocation). A plain
 * array implementation of the same rules lives in the test sources and is cross-checked against it.
 * {@link io.magpie.board.VectorBits} computes moves and flips on 256-bit vectors for perft and the
 * endgame solver when the JVM has the Vector API module ({@link io.magpie.board.Bits#SIMD}); tests
 * compare it with the scalar code.
 */
package io.magpie.board;
