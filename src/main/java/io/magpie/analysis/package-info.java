/**
 * Game analysis above the engine: every move of a game rated against the engine's best, in discs
 * from the mover's view, with how each value was found (book, search depth, exact solve), and a
 * summary per player. Formatting for people and scripts lives here too; pictures do not (they need
 * AWT and JFreeChart, which stay out of the engine's protocol start-up path).
 *
 * <p>Conventions: a value is in discs from the view of the side that moves in that row; "for Black"
 * in a name means it is converted to Black's view. The loss of a move is best value minus the
 * played move's value, never negative.
 */
package io.magpie.analysis;
