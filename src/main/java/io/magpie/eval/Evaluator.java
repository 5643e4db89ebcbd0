package io.magpie.eval;

/**
 * A static evaluation: an estimate of the final disc differential for the side to move, in the
 * unit of {@link io.magpie.eval.Score}, strictly inside ±{@code Score.MAX}.
 *
 * <p>The search calls {@link #evaluate} at its leaves. Incremental evaluators (pattern tables with
 * a per-ply feature stack) also get the optional hooks below, which the search calls in strict
 * stack order: {@link #reset} at the root, then {@link #push}/{@link #pushPass} before searching a
 * child and {@link #pop} after it. Stateless evaluators ignore them. Every search thread gets its
 * own instance through {@link #forThread}.
 */
public interface Evaluator {
    int evaluate(long player, long opponent);

    /** The search starts from this position. */
    default void reset(long player, long opponent) {}

    /** The side to move plays {@code move}, flipping {@code flipped}. */
    default void push(int move, long flipped) {}

    /** The side to move passes. */
    default void pushPass() {}

    /** Takes back the last {@link #push} or {@link #pushPass}. */
    default void pop() {}

    /** An evaluator for another search thread: itself when stateless, a copy otherwise. */
    default Evaluator forThread() {
        return this;
    }
}
