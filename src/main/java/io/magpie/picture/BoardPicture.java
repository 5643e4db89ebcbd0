package io.magpie.picture;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;

/**
 * A board diagram for print and screen: coordinates on all four sides, discs, and marks: small dots
 * on the legal moves, a red dot on the last move's disc, a red cross on a move played, and a green
 * ring on a better move. Drawn square, {@code size} units a side, plus a caption line when given.
 *
 * @param board the position
 * @param legal squares to dot (usually the legal moves; 0 for none)
 * @param lastMove the square of the last move, or {@link Square#NONE}
 * @param played a move to cross out (a mistake), or {@link Square#NONE}
 * @param better a move to ring (the better move), or {@link Square#NONE}
 * @param caption a line under the board, or null
 */
public record BoardPicture(Board board, long legal, int lastMove, int played, int better, String caption)
        implements Painter {
    private static final Color BOARD = new Color(0x2E7D4F);
    private static final Color LINE = new Color(0x14402A);
    private static final Color FRAME = new Color(0x1B4D33);
    private static final Color INK = new Color(0x222222);
    private static final Color BLACK_DISC = new Color(0x111111);
    private static final Color WHITE_DISC = new Color(0xF4F4F4);
    private static final Color MARK = new Color(0xD32F2F);
    private static final Color BETTER = new Color(0x7CFC9A);

    /** The position with its legal moves dotted and nothing else marked. */
    public static BoardPicture of(Board board) {
        return new BoardPicture(board, board.legalMoves(), Square.NONE, Square.NONE, Square.NONE, null);
    }

    /** The height for a width: the square board and the caption line. */
    public int height(int width) {
        return caption == null ? width : (int) Math.round(width * 1.08);
    }

    @Override
    public void paint(Graphics2D g, double width, double height) {
        double size = Math.min(width, caption == null ? height : height / 1.08);
        double margin = size * 0.07;
        double cell = (size - 2 * margin) / 8;
        double x0 = (width - size) / 2 + margin;
        double y0 = margin;
        g.setColor(Color.WHITE);
        g.fill(new Rectangle2D.Double(0, 0, width, height));
        g.setColor(FRAME);
        g.fill(new Rectangle2D.Double(x0 - cell * 0.08, y0 - cell * 0.08, 8 * cell + cell * 0.16, 8 * cell + cell * 0.16));
        g.setColor(BOARD);
        g.fill(new Rectangle2D.Double(x0, y0, 8 * cell, 8 * cell));
        g.setColor(LINE);
        g.setStroke(new BasicStroke((float) Math.max(0.5, cell * 0.025)));
        for (int i = 0; i <= 8; i++) {
            g.draw(new Line2D.Double(x0 + i * cell, y0, x0 + i * cell, y0 + 8 * cell));
            g.draw(new Line2D.Double(x0, y0 + i * cell, x0 + 8 * cell, y0 + i * cell));
        }
        double star = cell * 0.09; // the four points at the corners of the centre 4x4, as on real boards
        for (int cx : new int[] {2, 6}) {
            for (int cy : new int[] {2, 6}) {
                g.fill(new Ellipse2D.Double(x0 + cx * cell - star, y0 + cy * cell - star, 2 * star, 2 * star));
            }
        }
        coordinates(g, x0, y0, cell, margin);
        for (int sq = 0; sq < 64; sq++) {
            double cx = x0 + (Square.column(sq) + 0.5) * cell;
            double cy = y0 + (Square.row(sq) + 0.5) * cell;
            long bit = Square.bit(sq);
            if ((board.black() & bit) != 0 || (board.white() & bit) != 0) {
                disc(g, cx, cy, cell, (board.black() & bit) != 0);
            } else if ((legal & bit) != 0) {
                double r = cell * 0.1;
                g.setColor(new Color(0, 0, 0, 90));
                g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            }
            if (sq == lastMove) {
                double r = cell * 0.09;
                g.setColor(MARK);
                g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            }
            if (sq == better) {
                double r = cell * 0.36;
                g.setColor(BETTER);
                g.setStroke(new BasicStroke((float) (cell * 0.09)));
                g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            }
            if (sq == played) {
                double r = cell * 0.26;
                g.setColor(MARK);
                g.setStroke(new BasicStroke((float) (cell * 0.1), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(new Line2D.Double(cx - r, cy - r, cx + r, cy + r));
                g.draw(new Line2D.Double(cx - r, cy + r, cx + r, cy - r));
            }
        }
        if (caption != null) {
            g.setColor(INK);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(8, Math.round(cell * 0.42))));
            FontMetrics fm = g.getFontMetrics();
            g.drawString(caption, (float) (width - fm.stringWidth(caption)) / 2, (float) (size + fm.getAscent() * 0.9));
        }
    }

    private static void disc(Graphics2D g, double cx, double cy, double cell, boolean black) {
        double r = cell * 0.41;
        Ellipse2D shape = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        g.setColor(black ? BLACK_DISC : WHITE_DISC);
        g.fill(shape);
        g.setColor(black ? Color.BLACK : new Color(0x555555));
        g.setStroke(new BasicStroke((float) Math.max(0.5, cell * 0.03)));
        g.draw(shape);
    }

    private static void coordinates(Graphics2D g, double x0, double y0, double cell, double margin) {
        g.setColor(INK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(6, Math.round(margin * 0.55))));
        FontMetrics fm = g.getFontMetrics();
        for (int i = 0; i < 8; i++) {
            String col = String.valueOf((char) ('a' + i));
            String row = String.valueOf(i + 1);
            float cx = (float) (x0 + (i + 0.5) * cell);
            float cy = (float) (y0 + (i + 0.5) * cell + fm.getAscent() * 0.35);
            float half = fm.stringWidth(col) / 2f;
            g.drawString(col, cx - half, (float) (y0 - margin * 0.3));
            g.drawString(col, cx - half, (float) (y0 + 8 * cell + margin * 0.3 + fm.getAscent()));
            half = fm.stringWidth(row) / 2f;
            g.drawString(row, (float) (x0 - margin * 0.5) - half, cy);
            g.drawString(row, (float) (x0 + 8 * cell + margin * 0.5) - half, cy);
        }
    }
}
