package io.magpie.picture;

import io.magpie.analysis.AnalysisText;
import io.magpie.analysis.GameAnalysis;
import io.magpie.analysis.MoveAnalysis;
import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.Locale;

/**
 * The analysis as one self-contained HTML page: the graph and the diagrams as inline SVG, the
 * style inline, no script, nothing fetched. It reads on a phone (one column, the pictures scale to
 * the width) and on a desktop, in light and dark mode ({@code prefers-color-scheme}).
 */
public final class HtmlReport {
    /** Logical size of a diagram; the page scales it. */
    static final int DIAGRAM = 360;

    private HtmlReport() {}

    public static String page(GameAnalysis analysis, String title) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        sb.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        sb.append("<meta name=\"color-scheme\" content=\"light dark\">\n");
        sb.append("<title>").append(escape(title)).append("</title>\n<style>\n").append(STYLE).append("</style>\n");
        sb.append("</head>\n<body>\n<main>\n<h1>").append(escape(title)).append("</h1>\n");
        sb.append("<p class=\"settings\">").append(escape(settings(analysis))).append("</p>\n");
        sb.append("<section class=\"summary\">\n<pre>").append(escape(AnalysisText.summary(analysis)))
                .append("</pre>\n</section>\n");
        sb.append("<h2>Value for Black</h2>\n<figure class=\"graph\">\n")
                .append(Images.svgElement(EvalGraph.WIDTH, EvalGraph.HEIGHT, new EvalGraph(analysis, null), "graph"))
                .append("\n<figcaption>Value for Black in discs after each move: hollow points are search "
                        + "estimates, filled squares exact solves; red bands mark moves that lost at least ")
                .append(discs(GameAnalysis.MISTAKE_DISCS)).append(" discs (darker: at least ")
                .append(discs(GameAnalysis.BLUNDER_DISCS)).append(").</figcaption>\n</figure>\n");
        mistakes(sb, analysis);
        table(sb, analysis);
        sb.append("</main>\n</body>\n</html>\n");
        return sb.toString();
    }

    private static String settings(GameAnalysis analysis) {
        var s = analysis.settings();
        String midgame = s.timeMs() > 0 ? String.format(Locale.ROOT, "%.1f s a position", s.timeMs() / 1000.0)
                : "depth " + s.depth();
        return "Magpie analysis: " + midgame + ", exact from " + s.exactFrom() + " empties. Values in discs.";
    }

    private static void mistakes(StringBuilder sb, GameAnalysis analysis) {
        sb.append("<h2>Mistakes</h2>\n");
        int count = 0;
        StringBuilder boards = new StringBuilder();
        for (MoveAnalysis row : analysis.rows()) {
            if (row.loss() < GameAnalysis.MISTAKE_DISCS) {
                continue;
            }
            count++;
            Board before = analysis.game().boardAt(row.ply());
            int better = row.bestMoves().isEmpty() ? Square.NONE : row.bestMoves().get(0);
            BoardPicture picture = new BoardPicture(before, 0, Square.NONE, row.played(), better, null);
            boards.append("<figure class=\"diagram\">\n")
                    .append(Images.svgElement(DIAGRAM, DIAGRAM, picture, "move" + row.number()))
                    .append("\n<figcaption><b>").append(row.number()).append(". ").append(row.side()).append(' ')
                    .append(row.moveName()).append("</b> ").append(analysis.isBlunder(row) ? "blunder" : "mistake")
                    .append(", lost ").append(discs(row.loss())).append(": ").append(escape(row.bestNames()))
                    .append(" (ring) was better, ").append(AnalysisText.signed(row.bestValue()))
                    .append(" against ").append(AnalysisText.signed(row.playedValue()))
                    .append(" (cross), ").append(row.method()).append(".</figcaption>\n</figure>\n");
        }
        if (count == 0) {
            sb.append("<p>No move lost ").append(discs(GameAnalysis.MISTAKE_DISCS)).append(" discs or more.</p>\n");
        } else {
            sb.append("<div class=\"diagrams\">\n").append(boards).append("</div>\n");
        }
    }

    private static void table(StringBuilder sb, GameAnalysis analysis) {
        sb.append("<h2>Moves</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th>#</th><th>side</th><th>move</th>"
                + "<th>value</th><th>best</th><th>best value</th><th>loss</th><th>for Black</th><th>found</th>"
                + "</tr></thead>\n<tbody>\n");
        for (MoveAnalysis row : analysis.rows()) {
            String cls = analysis.isBlunder(row) ? " class=\"blunder\"" : analysis.isMistake(row) ? " class=\"mistake\"" : "";
            sb.append("<tr").append(cls).append("><td>").append(row.number()).append("</td><td>").append(row.side())
                    .append("</td><td>").append(row.moveName()).append("</td><td>")
                    .append(AnalysisText.signed(row.playedValue())).append("</td><td>")
                    .append(escape(row.bestNames())).append("</td><td>")
                    .append(AnalysisText.signed(row.bestValue())).append("</td><td>")
                    .append(AnalysisText.plain(row.loss())).append("</td><td>")
                    .append(AnalysisText.signed(row.valueAfterForBlack())).append("</td><td>")
                    .append(row.method()).append("</td></tr>\n");
        }
        sb.append("</tbody>\n</table></div>\n");
    }

    private static String discs(double value) {
        return String.format(Locale.ROOT, value == Math.rint(value) ? "%.0f" : "%.2f", value);
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static final String STYLE = String.join("\n",
            ":root { --bg: #fafafa; --fg: #1d1d1f; --muted: #666; --card: #fff; --line: #ddd;",
            "  --mistake: #fff3e0; --blunder: #ffe0e0; }",
            "@media (prefers-color-scheme: dark) {",
            "  :root { --bg: #121212; --fg: #e8e8e8; --muted: #aaa; --card: #1e1e1e; --line: #333;",
            "    --mistake: #3a2a10; --blunder: #4a1c1c; }",
            "  figure.graph svg { filter: invert(0.92) hue-rotate(180deg); }",
            "}",
            "* { box-sizing: border-box; }",
            "body { margin: 0; background: var(--bg); color: var(--fg);",
            "  font: 16px/1.45 system-ui, -apple-system, 'Segoe UI', sans-serif; }",
            "main { max-width: 1100px; margin: 0 auto; padding: 12px; }",
            "h1 { font-size: 1.4em; margin: 0.4em 0; } h2 { font-size: 1.15em; margin: 1.2em 0 0.5em; }",
            ".settings { color: var(--muted); margin-top: 0; }",
            "pre { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 8px;",
            "  overflow-x: auto; font-size: 0.85em; }",
            "figure { margin: 0; background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 8px; }",
            "figure svg { display: block; width: 100%; height: auto; }",
            "figcaption { font-size: 0.9em; color: var(--muted); margin-top: 6px; }",
            ".diagrams { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 12px; }",
            ".scroll { overflow-x: auto; }",
            "table { border-collapse: collapse; width: 100%; font-size: 0.9em; font-variant-numeric: tabular-nums; }",
            "th, td { padding: 3px 8px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }",
            "th:nth-child(2), td:nth-child(2), th:nth-child(3), td:nth-child(3), th:nth-child(5), td:nth-child(5),",
            "th:last-child, td:last-child { text-align: left; }",
            "tr.mistake { background: var(--mistake); } tr.blunder { background: var(--blunder); font-weight: 600; }",
            "@media (max-width: 600px) { body { font-size: 15px; } main { padding: 6px; } th, td { padding: 3px 4px; } }",
            "");
}
