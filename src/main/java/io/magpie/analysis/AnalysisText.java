package io.magpie.analysis;

import java.util.Locale;

/**
 * The analysis as text: a table for people, tab-separated rows and JSON for scripts. Values are
 * discs with two decimals; "value" and "best" are the mover's, "black" is the position after the
 * move for Black.
 */
public final class AnalysisText {
    private AnalysisText() {}

    public static String table(GameAnalysis analysis) {
        StringBuilder sb = new StringBuilder();
        sb.append("  #  side   move   value  best      best   loss  black  found\n");
        for (MoveAnalysis row : analysis.rows()) {
            sb.append(String.format(Locale.ROOT, "%3d  %-5s  %-4s %7s  %-7s %7s %6s %6s  %s%s%n", row.number(),
                    row.side(), row.moveName(), signed(row.playedValue()), shorten(row.bestNames(), 7),
                    signed(row.bestValue()), plain(row.loss()), signed(row.valueAfterForBlack()), row.method(),
                    mark(analysis, row)));
        }
        sb.append(summary(analysis));
        return sb.toString();
    }

    private static String mark(GameAnalysis analysis, MoveAnalysis row) {
        return analysis.isBlunder(row) ? "  BLUNDER" : analysis.isMistake(row) ? "  mistake" : "";
    }

    private static String shorten(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 1) + "+";
    }

    /** The per-player summary, the decisive move and the swing of the value. */
    public static String summary(GameAnalysis analysis) {
        StringBuilder sb = new StringBuilder();
        if (!analysis.complete()) {
            sb.append(String.format(Locale.ROOT, "(interrupted: the last %d moves only)%n", analysis.rows().size()));
        }
        sb.append(String.format(Locale.ROOT, "mistake: lost at least %.0f discs; blunder: at least %.0f%n",
                GameAnalysis.MISTAKE_DISCS, GameAnalysis.BLUNDER_DISCS));
        for (boolean black : new boolean[] {true, false}) {
            GameAnalysis.PlayerSummary s = analysis.summary(black);
            sb.append(String.format(Locale.ROOT,
                    "%-5s  %2d moves, %2d best, lost %6s discs (%s a move), %d mistake%s, %d blunder%s%n",
                    s.side(), s.moves(), s.bestMoves(), plain(s.totalLoss()), plain(s.averageLoss()), s.mistakes(),
                    s.mistakes() == 1 ? "" : "s", s.blunders(), s.blunders() == 1 ? "" : "s"));
        }
        MoveAnalysis decisive = analysis.decisiveMove();
        if (decisive != null) {
            sb.append(String.format(Locale.ROOT, "decisive move: %d. %s %s (%s -> %s for the mover; best %s)%n",
                    decisive.number(), decisive.side(), decisive.moveName(), signed(decisive.bestValue()),
                    signed(decisive.playedValue()), decisive.bestNames()));
        }
        MoveAnalysis high = analysis.peakForBlack(true);
        MoveAnalysis low = analysis.peakForBlack(false);
        if (high != null) {
            sb.append(String.format(Locale.ROOT, "value for Black: from %s (after move %d) to %s (after move %d)",
                    signed(low.valueAfterForBlack()), low.number(), signed(high.valueAfterForBlack()), high.number()));
            Integer result = analysis.resultForBlack();
            sb.append(result != null ? String.format(Locale.ROOT, "; result %s%n", signed(result)) : "\n");
        }
        return sb.toString();
    }

    /** Discs with a sign and two decimals ({@code +2.00}, never {@code -0.00}). */
    public static String signed(double discs) {
        String text = String.format(Locale.ROOT, "%+.2f", discs);
        return text.equals("-0.00") ? "+0.00" : text;
    }

    /**
     * Discs with two decimals, {@code 0.00} for anything that rounds to zero: a draw seen from
     * White is {@code -0.0} in the arithmetic and must not read as a loss.
     */
    public static String plain(double discs) {
        return decimals(discs, 2);
    }

    private static String decimals(double discs, int places) {
        String text = String.format(Locale.ROOT, "%." + places + "f", discs);
        return text.startsWith("-") && text.chars().noneMatch(c -> c >= '1' && c <= '9') ? text.substring(1) : text;
    }

    public static String tsv(GameAnalysis analysis) {
        StringBuilder sb = new StringBuilder(
                "number\tply\tside\tempties\tmove\tvalue\tbest\tbest_value\tloss\tblack_value\tfound\tmark\n");
        for (MoveAnalysis row : analysis.rows()) {
            sb.append(String.format(Locale.ROOT, "%d\t%d\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s%n", row.number(),
                    row.ply(), row.black() ? "B" : "W", row.empties(), row.moveName(), plain(row.playedValue()),
                    row.bestNames(), plain(row.bestValue()), plain(row.loss()), plain(row.valueAfterForBlack()),
                    row.method(),
                    mark(analysis, row).trim().toLowerCase(Locale.ROOT)));
        }
        return sb.toString();
    }

    public static String json(GameAnalysis analysis) {
        StringBuilder sb = new StringBuilder("{\n");
        sb.append("  \"complete\": ").append(analysis.complete()).append(",\n");
        Integer result = analysis.resultForBlack();
        sb.append("  \"result_for_black\": ").append(result == null ? "null" : result.toString()).append(",\n");
        sb.append(String.format(Locale.ROOT, "  \"settings\": {\"depth\": %d, \"exact_from\": %d, \"time_ms\": %d},%n",
                analysis.settings().depth(), analysis.settings().exactFrom(), analysis.settings().timeMs()));
        sb.append(String.format(Locale.ROOT, "  \"thresholds\": {\"mistake\": %.1f, \"blunder\": %.1f},%n",
                GameAnalysis.MISTAKE_DISCS, GameAnalysis.BLUNDER_DISCS));
        sb.append("  \"moves\": [");
        String sep = "\n";
        for (MoveAnalysis row : analysis.rows()) {
            sb.append(sep).append(String.format(Locale.ROOT,
                    "    {\"number\": %d, \"ply\": %d, \"side\": \"%s\", \"empties\": %d, \"move\": \"%s\", "
                            + "\"value\": %s, \"best\": [%s], \"best_value\": %s, \"loss\": %s, "
                            + "\"black_value\": %s, \"found\": \"%s\", \"exact\": %b}",
                    row.number(), row.ply(), row.black() ? "black" : "white", row.empties(), row.moveName(),
                    plain(row.playedValue()), quotedList(row.bestNames()), plain(row.bestValue()), plain(row.loss()),
                    plain(row.valueAfterForBlack()), row.method(), row.method().exact()));
            sep = ",\n";
        }
        sb.append("\n  ],\n  \"players\": [");
        sep = "\n";
        for (boolean black : new boolean[] {true, false}) {
            GameAnalysis.PlayerSummary s = analysis.summary(black);
            sb.append(sep).append(String.format(Locale.ROOT,
                    "    {\"side\": \"%s\", \"moves\": %d, \"best_moves\": %d, \"total_loss\": %s, "
                            + "\"average_loss\": %s, \"mistakes\": %d, \"blunders\": %d}",
                    black ? "black" : "white", s.moves(), s.bestMoves(), plain(s.totalLoss()),
                    decimals(s.averageLoss(), 3), s.mistakes(),
                    s.blunders()));
            sep = ",\n";
        }
        MoveAnalysis decisive = analysis.decisiveMove();
        sb.append("\n  ],\n  \"decisive_move\": ").append(decisive == null ? "null" : Integer.toString(decisive.number()));
        return sb.append("\n}\n").toString();
    }

    private static String quotedList(String names) {
        StringBuilder sb = new StringBuilder();
        for (String name : names.split(" ")) {
            if (!name.isEmpty()) {
                sb.append(sb.length() == 0 ? "" : ", ").append('"').append(name).append('"');
            }
        }
        return sb.toString();
    }
}
