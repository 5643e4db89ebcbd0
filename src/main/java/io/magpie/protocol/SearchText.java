package io.magpie.protocol;

import io.magpie.board.Square;
import io.magpie.engine.SearchInfo;
import java.util.Locale;

/** Number and move formats shared by the protocols: {@link Locale#ROOT}, never exponents. */
final class SearchText {
    private SearchText() {}

    /** Discs with two decimals: {@code 4.00}, {@code -1.18}. */
    static String discs(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** Seconds with three decimals: {@code 0.052}. */
    static String seconds(long ms) {
        return String.format(Locale.ROOT, "%d.%03d", ms / 1000, ms % 1000);
    }

    /**
     * A principal variation as one token with no spaces, moves alternating upper and lower case as
     * Edax writes them ({@code F5d6C3}); {@code prefix} goes first (NBoard's {@code PA} for a pass).
     */
    static String pv(String prefix, int[] pv, int fallbackMove) {
        StringBuilder sb = new StringBuilder(prefix);
        boolean upper = prefix.isEmpty();
        int[] moves = pv != null && pv.length > 0 ? pv : new int[] {fallbackMove};
        for (int move : moves) {
            String name = Square.name(move);
            sb.append(upper ? name.toUpperCase(Locale.ROOT) : name);
            upper = !upper;
        }
        return sb.toString();
    }

    /** NBoard's depth field: {@code 100%} for an exact solve, {@code 100%W} for a win/loss/draw proof. */
    static String depth(SearchInfo info) {
        if (info.exact()) {
            return "100%";
        }
        if (info.wld()) {
            return "100%W";
        }
        return Integer.toString(Math.max(0, info.depth()));
    }
}
