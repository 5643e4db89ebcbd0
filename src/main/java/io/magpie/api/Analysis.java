package io.magpie.api;

import java.util.List;

/**
 * A search's or a solve's answer, or one progress report of a search.
 *
 * @param move the best move: a square ("f5"), "pass" when the side to move must pass, or "" when
 *     the game is over
 * @param scoreDiscs the value in discs for the side to move: an estimate, or the final disc
 *     differential with perfect play when {@code exact}
 * @param depth plies searched (the empties for a solve)
 * @param exact true when the score is proven
 * @param pv the principal variation, starting with {@code move}
 * @param nodes positions searched
 * @param elapsedMs time taken
 */
public record Analysis(String move, double scoreDiscs, int depth, boolean exact, List<String> pv, long nodes,
        long elapsedMs) {
    public Analysis {
        pv = List.copyOf(pv);
    }
}
