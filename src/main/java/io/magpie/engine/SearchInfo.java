package io.magpie.engine;

/**
 * One progress report of a search, sent through {@link SearchListener}: protocols format it.
 *
 * @param move best move so far (a square, or {@code Square.PASS})
 * @param scoreDiscs evaluation in discs for the side to move at the searched position
 * @param depth depth searched (plies)
 * @param selectivityPercent confidence of the search at that depth: 100 when no pruning was
 *     applied, lower values (58, 73, 87, 95, 98, 99) for Multi-ProbCut cuts, as Edax's {@code 21@73%}
 * @param exact true when the score is the exact game result (endgame solved)
 * @param wld true when only the win/loss/draw outcome is proven (score sign is exact)
 * @param pv principal variation, starting with {@code move}
 * @param nodes nodes searched so far
 * @param elapsedMs time since the search started
 * @param fromBook true when the move comes from the opening book
 */
public record SearchInfo(int move, double scoreDiscs, int depth, int selectivityPercent, boolean exact,
        boolean wld, int[] pv, long nodes, long elapsedMs, boolean fromBook) {}
