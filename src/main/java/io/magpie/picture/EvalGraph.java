package io.magpie.picture;

import io.magpie.analysis.GameAnalysis;
import io.magpie.analysis.MoveAnalysis;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The evaluation graph of an analysed game: the value for Black in discs after each move (move 0:
 * the start), estimates as hollow points on the line, exact values as filled squares, and the
 * moves that lost at least {@link GameAnalysis#MISTAKE_DISCS} discs as red bands, the blunders
 * labelled with the move and the loss.
 */
public final class EvalGraph implements Painter {
    public static final int WIDTH = 800;
    public static final int HEIGHT = 400;
    private static final Color LINE = new Color(0x1565C0);
    private static final Color EXACT = new Color(0x2E7D32);
    private static final Color LOSS = new Color(0xD32F2F);

    private final GameAnalysis analysis;
    private final String title;

    /** @param title a heading above the graph, or null */
    public EvalGraph(GameAnalysis analysis, String title) {
        this.analysis = analysis;
        this.title = title;
    }

    @Override
    public void paint(Graphics2D g, double width, double height) {
        chart().draw(g, new Rectangle2D.Double(0, 0, width, height));
    }

    /** The chart, for callers that want JFreeChart's own output. */
    public JFreeChart chart() {
        XYSeries estimates = new XYSeries("estimate", false, true);
        XYSeries exact = new XYSeries("exact", false, true);
        XYSeries all = new XYSeries("value", false, true);
        if (!analysis.rows().isEmpty()) {
            MoveAnalysis first = analysis.rows().get(0);
            add(first.number() - 1, first.valueBeforeForBlack(), first.method().exact(), all, estimates, exact);
        }
        for (MoveAnalysis row : analysis.rows()) {
            add(row.number(), row.valueAfterForBlack(), row.method().exact(), all, estimates, exact);
        }
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(all);
        data.addSeries(estimates);
        data.addSeries(exact);

        NumberAxis moves = new NumberAxis("move");
        moves.setRange(0, Math.max(60, analysis.rows().isEmpty() ? 60
                : analysis.rows().get(analysis.rows().size() - 1).number()));
        moves.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(10));
        NumberAxis value = new NumberAxis("value for Black (discs)");
        double extreme = 4;
        for (int i = 0; i < all.getItemCount(); i++) {
            extreme = Math.max(extreme, Math.abs(all.getY(i).doubleValue()));
        }
        double top = Math.min(64, Math.ceil((extreme + 2) / 4) * 4);
        value.setRange(-top, top);

        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
        renderer.setSeriesLinesVisible(0, true);
        renderer.setSeriesShapesVisible(0, false);
        renderer.setSeriesPaint(0, LINE);
        renderer.setSeriesStroke(0, new BasicStroke(2.2f));
        renderer.setSeriesLinesVisible(1, false);
        renderer.setSeriesShapesVisible(1, true);
        renderer.setSeriesShapesFilled(1, false);
        renderer.setSeriesShape(1, new Ellipse2D.Double(-3, -3, 6, 6));
        renderer.setSeriesPaint(1, LINE);
        renderer.setSeriesLinesVisible(2, false);
        renderer.setSeriesShapesVisible(2, true);
        renderer.setSeriesShape(2, new Rectangle2D.Double(-3.5, -3.5, 7, 7));
        renderer.setSeriesPaint(2, EXACT);
        renderer.setSeriesVisibleInLegend(0, false);
        renderer.setSeriesItemLabelsVisible(0, false);

        XYPlot plot = new XYPlot(data, moves, value, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xDDDDDD));
        plot.setRangeGridlinePaint(new Color(0xDDDDDD));
        ValueMarker zero = new ValueMarker(0, new Color(0x777777), new BasicStroke(1.2f));
        plot.addRangeMarker(zero, Layer.BACKGROUND);
        Font labelFont = new Font(Font.SANS_SERIF, Font.BOLD, 11);
        for (MoveAnalysis row : analysis.rows()) {
            if (row.loss() < GameAnalysis.MISTAKE_DISCS) {
                continue;
            }
            boolean blunder = analysis.isBlunder(row);
            IntervalMarker band = new IntervalMarker(row.number() - 0.5, row.number() + 0.5,
                    new Color(LOSS.getRed(), LOSS.getGreen(), LOSS.getBlue(), blunder ? 90 : 40));
            plot.addDomainMarker(band, Layer.BACKGROUND);
            if (blunder) {
                String text = String.format(Locale.ROOT, "%d. %s -%.0f", row.number(), row.moveName(), row.loss());
                double y = row.valueAfterForBlack();
                // toward zero, where the graph has room, so that a label never leaves the plot
                XYTextAnnotation label = new XYTextAnnotation(text, row.number(), y > 0 ? y - top * 0.1 : y + top * 0.1);
                label.setFont(labelFont);
                label.setPaint(LOSS);
                label.setTextAnchor(TextAnchor.CENTER);
                plot.addAnnotation(label);
            }
        }
        JFreeChart chart = new JFreeChart(null, new Font(Font.SANS_SERIF, Font.BOLD, 15), plot, true);
        if (title != null) {
            chart.setTitle(new TextTitle(title, new Font(Font.SANS_SERIF, Font.BOLD, 15)));
        }
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        return chart;
    }

    private static void add(int x, double y, boolean isExact, XYSeries all, XYSeries estimates, XYSeries exact) {
        all.add(x, y);
        (isExact ? exact : estimates).add(x, y);
    }
}
