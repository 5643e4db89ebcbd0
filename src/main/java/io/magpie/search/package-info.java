/**
 * The midgame search. Conventions used throughout the package:
 *
 * <ul>
 *   <li>Positions are side-relative: {@code player} holds the discs of the side to move, {@code
 *       opponent} the other side's, passed by value (copy-make, nothing to undo).
 *   <li>Scores are {@code int}s in the unit of {@link io.magpie.eval.Score} (1/100 disc), from the
 *       side to move's point of view; windows are (alpha, beta) exclusive, and null-window methods
 *       take only alpha (beta = alpha + 1). Searches are fail-soft.
 *   <li>Depth counts moves; a pass costs no depth. When the depth reaches the number of empties the
 *       search is to the end of the game and its leaves are final scores.
 *   <li>Selectivity is a {@link io.magpie.search.ProbCut} level: 0..5 prune with growing confidence
 *       (58% .. 99%), {@link io.magpie.search.ProbCut#NONE} does not prune (100%).
 *   <li>Below the root nothing allocates: move lists, ordering values and the principal variation
 *       live in per-ply arrays made by the {@link io.magpie.search.Searcher} constructor.
 * </ul>
 */
package io.magpie.search;
