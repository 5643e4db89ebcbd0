package io.magpie.book;

/**
 * The packed data word of one book position (see {@code book/FORMAT.md}):
 *
 * <pre>
 * bits  0..15  value      negamax value, Score units, side to move (signed 16 bits)
 * bits 16..31  eval       value of this position's own search (signed 16 bits)
 * bits 32..39  evalDepth  depth of that search (60 = exact solve)
 * bits 40..47  flags      EXPANDED | HAS_VALUE | EXACT | EVALUATED | EVAL_EXACT
 * bits 48..55  bestMove   best move in canonical orientation (64 pass, 65 none)
 * bits 56..63  minDepth   shallowest leaf search under the value
 * </pre>
 */
public final class BookEntry {
    /** All children are in the book. */
    public static final int EXPANDED = 1;
    /** {@code value} holds the negamax of the children (expanded) or the own search (leaf). */
    public static final int HAS_VALUE = 2;
    /** The value is a proven game result. */
    public static final int EXACT = 4;
    /** {@code eval} holds the result of a search of this position. */
    public static final int EVALUATED = 8;
    /** {@code eval} is a proven game result. */
    public static final int EVAL_EXACT = 16;
    static final int KNOWN_FLAGS = 31;

    private BookEntry() {}

    public static long pack(int value, int eval, int evalDepth, int flags, int bestMove, int minDepth) {
        return (value & 0xFFFFL) | (eval & 0xFFFFL) << 16 | (evalDepth & 0xFFL) << 32 | (flags & 0xFFL) << 40
                | (bestMove & 0xFFL) << 48 | (minDepth & 0xFFL) << 56;
    }

    public static int value(long data) {
        return (short) data;
    }

    public static int eval(long data) {
        return (short) (data >>> 16);
    }

    public static int evalDepth(long data) {
        return (int) (data >>> 32) & 0xFF;
    }

    public static int flags(long data) {
        return (int) (data >>> 40) & 0xFF;
    }

    public static boolean has(long data, int flag) {
        return (flags(data) & flag) != 0;
    }

    public static int bestMove(long data) {
        return (int) (data >>> 48) & 0xFF;
    }

    public static int minDepth(long data) {
        return (int) (data >>> 56) & 0xFF;
    }
}
