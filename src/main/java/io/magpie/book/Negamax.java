package io.magpie.book;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.board.Symmetry;
import io.magpie.eval.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * Value propagation and its check. The rule, for every position:
 * <ul>
 * <li>an expanded position whose children all have values gets the best of their negated values,
 *     the move that reaches it (canonical orientation, lowest square on ties), exact when all
 *     children are exact, and as minimum depth the smallest of theirs;</li>
 * <li>a position at the book's edge (not expanded) that was searched gets its search's value;</li>
 * <li>any other position has no value (an interrupted build).</li>
 * </ul>
 */
public final class Negamax {
    private Negamax() {}

    /** Recomputes every value of the book from its leaves. Returns the positions left without one. */
    public static int propagate(MutableBook book) {
        int stamp = book.nextStamp();
        for (MutableBook.Node node : book.nodes()) {
            compute(book, node, stamp);
        }
        int missing = 0;
        for (MutableBook.Node node : book.nodes()) {
            if (!node.has(BookEntry.HAS_VALUE)) {
                missing++;
            }
        }
        return missing;
    }

    private static void compute(MutableBook book, MutableBook.Node node, int stamp) {
        if (node.stamp == stamp) {
            return;
        }
        node.stamp = stamp;
        node.flags &= ~(BookEntry.HAS_VALUE | BookEntry.EXACT);
        node.bestMove = Square.NONE;
        if (!node.has(BookEntry.EXPANDED)) {
            if (node.has(BookEntry.EVALUATED)) {
                node.value = node.eval;
                node.minDepth = node.evalDepth;
                node.flags |= BookEntry.HAS_VALUE | (node.has(BookEntry.EVAL_EXACT) ? BookEntry.EXACT : 0);
            }
            return;
        }
        int best = -Score.INF;
        int bestMove = Square.NONE;
        boolean exact = true;
        int minDepth = 255;
        for (long[] c : MutableBook.children(node.player, node.opponent)) {
            MutableBook.Node child = book.get(c[0], c[1]);
            if (child == null) {
                return;
            }
            compute(book, child, stamp);
            if (!child.has(BookEntry.HAS_VALUE)) {
                return;
            }
            if (-child.value > best) {
                best = -child.value;
                bestMove = (int) c[2];
            }
            exact &= child.has(BookEntry.EXACT);
            minDepth = Math.min(minDepth, child.minDepth);
        }
        if (bestMove == Square.NONE) {
            return; // an expanded game-over position: cannot happen through MutableBook.expand
        }
        node.value = best;
        node.bestMove = bestMove;
        node.minDepth = minDepth;
        node.flags |= BookEntry.HAS_VALUE | (exact ? BookEntry.EXACT : 0);
    }

    /**
     * Checks every position of a loaded book against the rule above. Returns one line per error
     * (at most {@code maxErrors}, then a count); empty when the book is consistent.
     */
    public static List<String> verify(OpeningBook book, int maxErrors) {
        List<String> errors = new ArrayList<>();
        int count = 0;
        for (int i = 0; i < book.size(); i++) {
            String problem = check(book, i);
            if (problem != null) {
                count++;
                if (errors.size() < maxErrors) {
                    errors.add(BookText.position(book.player(i), book.opponent(i)) + ": " + problem);
                }
            }
        }
        if (count > errors.size()) {
            errors.add("... and " + (count - errors.size()) + " more errors");
        }
        return errors;
    }

    private static String check(OpeningBook book, int i) {
        long d = book.data(i);
        long player = book.player(i);
        long opponent = book.opponent(i);
        if (Symmetry.canonicalSymmetry(player, opponent) != 0) { // 0 whenever it is already canonical
            return "not stored in canonical orientation";
        }
        boolean hasValue = BookEntry.has(d, BookEntry.HAS_VALUE);
        if (!BookEntry.has(d, BookEntry.EXPANDED)) {
            if (BookEntry.has(d, BookEntry.EVALUATED)) {
                if (!hasValue || BookEntry.value(d) != BookEntry.eval(d)) {
                    return "leaf value " + text(d) + " differs from its search " + BookEntry.eval(d);
                }
            } else if (hasValue) {
                return "a value without a search";
            }
            return null;
        }
        if (Bits.isGameOver(player, opponent)) {
            return "expanded but the game is over";
        }
        int best = -Score.INF;
        int bestMove = Square.NONE;
        for (long[] c : MutableBook.children(player, opponent)) {
            int child = book.indexOf(c[0], c[1]);
            if (child < 0) {
                return "expanded but the child after " + Square.name((int) c[2]) + " is missing";
            }
            if (!BookEntry.has(book.data(child), BookEntry.HAS_VALUE)) {
                return hasValue ? "a value although the child after " + Square.name((int) c[2]) + " has none" : null;
            }
            int v = -BookEntry.value(book.data(child));
            if (v > best) {
                best = v;
                bestMove = (int) c[2];
            }
        }
        if (!hasValue || BookEntry.value(d) != best) {
            return "value " + text(d) + " but the negamax of its children is " + best;
        }
        if (BookEntry.bestMove(d) != bestMove) {
            return "best move " + Square.name(BookEntry.bestMove(d)) + " but the negamax gives " + Square.name(bestMove);
        }
        return null;
    }

    private static String text(long d) {
        return BookEntry.has(d, BookEntry.HAS_VALUE) ? Integer.toString(BookEntry.value(d)) : "none";
    }
}
