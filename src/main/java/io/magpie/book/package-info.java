/**
 * The opening book: positions near the start, each stored once in its canonical orientation under
 * the 8 symmetries ({@link io.magpie.board.Symmetry#canonicalSymmetry}), with the value of a search
 * at the book's edge and the negamax of those values inside it.
 *
 * <p>Conventions: every stored position is side-relative (player to move, opponent), in canonical
 * orientation; moves stored with it are in that orientation too and are mapped back to the caller's
 * board with {@link io.magpie.board.Symmetry#inverse}. Values are in {@link io.magpie.eval.Score}
 * units for the side to move. The "ply" of a position is its disc count minus 4 (passes are not
 * counted). A position is <em>expanded</em> when all its children (or its single pass child) are in
 * the book; only expanded positions whose children all have values are played from.
 *
 * <p>{@link io.magpie.book.OpeningBook} is the immutable, loaded form (sorted primitive arrays,
 * lookups allocate nothing); {@link io.magpie.book.MutableBook} is the form the tools build and
 * change; {@link io.magpie.book.BookFormat} reads and writes the file described in
 * {@code book/FORMAT.md}.
 */
package io.magpie.book;
