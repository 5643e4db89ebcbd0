/**
 * Text formats for positions and games, read and written: boards and OBF/FFO problems
 * ({@link io.magpie.format.BoardText}, {@link io.magpie.format.ObfFile}), move transcripts
 * ({@link io.magpie.format.Transcript}) and GGF game records ({@link io.magpie.format.Ggf}).
 *
 * <p>Conventions shared by every reader here: squares are named a1..h8 with a1 the top-left corner
 * and row 1 at the top (see {@link io.magpie.board.Square}); input may use either case; output uses
 * the spelling the format's main producers write. A reader either returns exactly what the text
 * says or throws {@link io.magpie.format.FormatException} with a message naming what is wrong and
 * where (column, character offset, move number, or {@code FILE:LINE} for files); it never guesses.
 * This package is cold code: clarity before speed.
 */
package io.magpie.format;
