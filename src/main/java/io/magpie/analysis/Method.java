package io.magpie.analysis;

/**
 * How a value was found: from the opening book, a search to a depth (at a Multi-ProbCut
 * selectivity), or an exact solve to the end of the game.
 *
 * @param depth plies searched (0 for the book and for a finished game)
 * @param selectivityPercent 100 unless the search pruned with Multi-ProbCut
 */
public record Method(Kind kind, int depth, int selectivityPercent) {
    public enum Kind { BOOK, SEARCH, EXACT }

    public static final Method BOOK = new Method(Kind.BOOK, 0, 100);
    public static final Method EXACT = new Method(Kind.EXACT, 0, 100);

    public static Method search(int depth, int selectivityPercent) {
        return new Method(Kind.SEARCH, depth, selectivityPercent);
    }

    public boolean exact() {
        return kind == Kind.EXACT;
    }

    /** {@code book}, {@code exact}, {@code depth 14} or {@code depth 14@73%}. */
    @Override
    public String toString() {
        switch (kind) {
            case BOOK:
                return "book";
            case EXACT:
                return "exact";
            default:
                return "depth " + depth + (selectivityPercent < 100 ? "@" + selectivityPercent + "%" : "");
        }
    }
}
