package io.magpie.picture;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.jfree.svg.MeetOrSlice;
import org.jfree.svg.PreserveAspectRatio;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * One drawing code path, two formats: a {@link Painter} drawn onto an {@link SVGGraphics2D} for SVG
 * or onto a {@link BufferedImage} for PNG. PNG files are drawn at {@link #PNG_SCALE} times the
 * logical size, so that a diagram prints sharp at its logical size in points.
 */
public final class Images {
    /** PNG pixels per logical unit: 2 makes a 480-unit diagram 960 pixels, ~320 dpi at 3 inches. */
    public static final int PNG_SCALE = 2;

    static {
        System.setProperty("java.awt.headless", "true"); // no display needed, nor wanted, on a server
    }

    private Images() {}

    /** Whether a file name asks for a format this class writes ({@code .svg} or {@code .png}). */
    public static boolean supported(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        return name.endsWith(".svg") || name.endsWith(".png");
    }

    /**
     * Writes the picture as SVG or PNG, chosen by the file name's extension.
     *
     * @throws IllegalArgumentException for another extension
     * @throws IOException naming the file when it cannot be written
     */
    public static void write(Path file, int width, int height, Painter painter) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        try {
            if (name.endsWith(".svg")) {
                Files.writeString(file, svgDocument(width, height, painter), StandardCharsets.UTF_8);
            } else if (name.endsWith(".png")) {
                if (!ImageIO.write(png(width, height, painter), "png", file.toFile())) {
                    throw new IOException("no PNG writer");
                }
            } else {
                throw new IllegalArgumentException(file + ": the picture's name must end in .svg or .png");
            }
        } catch (IOException e) {
            throw new IOException(file + ": cannot write (" + e.getMessage() + ")", e);
        }
    }

    /** A standalone SVG document (XML declaration included). */
    public static String svgDocument(int width, int height, Painter painter) {
        return draw(width, height, painter, "magpie").getSVGDocument();
    }

    /**
     * An {@code <svg>} element to put inside HTML: it scales to its container's width (a viewBox, no
     * fixed size). {@code id} also prefixes its clip paths and gradients, which must be unique in a
     * page that holds several pictures.
     */
    public static String svgElement(int width, int height, Painter painter, String id) {
        SVGGraphics2D g = draw(width, height, painter, id);
        return g.getSVGElement(id, false, new ViewBox(0, 0, width, height), PreserveAspectRatio.XMID_YMID,
                MeetOrSlice.MEET);
    }

    private static SVGGraphics2D draw(int width, int height, Painter painter, String id) {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setDefsKeyPrefix(id + "-");
        smooth(g);
        painter.paint(g, width, height);
        g.dispose();
        return g;
    }

    /** The picture as an image of {@code PNG_SCALE * width} by {@code PNG_SCALE * height} pixels. */
    public static BufferedImage png(int width, int height, Painter painter) {
        BufferedImage image = new BufferedImage(width * PNG_SCALE, height * PNG_SCALE, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        smooth(g);
        g.scale(PNG_SCALE, PNG_SCALE);
        painter.paint(g, width, height);
        g.dispose();
        return image;
    }

    private static void smooth(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    }
}
