/**
 * The exact endgame solver.
 *
 * <p>Conventions used throughout the package: a position is the side-relative pair of bitboards
 * ({@code player} to move, {@code opponent}); {@code nEmpties} counts the empty squares; a score is
 * the final disc differential for the side to move (-64..64, empty squares to the winner, as in the
 * FFO suite); a null-window method takes only {@code alpha} and tests {@code score > alpha}
 * ({@code beta = alpha + 1}). Every search method is fail-soft: a result {@code <= alpha} is an
 * upper bound, one {@code > alpha} a lower bound.
 *
 * <p>The search is layered by the number of empties, each layer its own method:
 * {@link io.magpie.endgame.LastMoves} (1 to 4 empties, straight-line code, no move generation),
 * {@link io.magpie.endgame.ShallowSearch} (up to {@link io.magpie.endgame.Settings#DEPTH_TO_SHALLOW}:
 * parity ordering, no hash table), {@code Endgame.searchNws} (hash table, fastest-first ordering, stability
 * cutoff, enhanced transposition cutoff; below {@link io.magpie.endgame.Settings#LOCAL_TABLE_EMPTIES}
 * a small table of the thread's own that stays in cache) and {@code Endgame.searchPvs} along the
 * principal variation.
 * From {@link io.magpie.endgame.SolverMoveOrder#SORT_SEARCH_EMPTIES} on, moves are sorted by shallow
 * searches on an ordering evaluation ({@link io.magpie.endgame.OrderingSearch}) (from {@link io.magpie.endgame.SolverMoveOrder#LIGHT_SORT_EMPTIES},
 * a lighter one that picks the first of the two best fastest-first moves), except at nodes expected
 * to fail low (all nodes, which search every move whatever the order: see
 * {@link io.magpie.endgame.SolverMoveOrder#ALL_NODE_MARGIN}); from
 * {@link io.magpie.endgame.Settings#PRESEARCH_MIN_EMPTIES} on, {@link io.magpie.endgame.Solver}
 * first runs a selective pre-search (probcut; from 28 empties a looser one before it, and deeper
 * probcut searches in the last one) whose bounds the hash table keeps at their own selectivity
 * level, so that the exact search takes only their moves.
 *
 * <p>{@link io.magpie.endgame.SmallSolver} solves the midgame search's last plies: parity alpha-beta
 * down to {@link io.magpie.endgame.LastMoves}. Every search aborts the same way, by throwing {@link io.magpie.endgame.SearchAborted}.
 */
package io.magpie.endgame;
