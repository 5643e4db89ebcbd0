/**
 * Pictures of games: the evaluation graph of an analysis (JFreeChart), board diagrams (Java2D),
 * and the self-contained HTML report that holds them. Every picture is drawn once, by a {@link
 * io.magpie.picture.Painter}, onto either JFreeSVG's {@code SVGGraphics2D} (SVG) or a {@code
 * BufferedImage} (PNG), in headless AWT.
 *
 * <p>Only {@code magpie analyze} and {@code magpie show --image} reach this package; the protocols
 * never do, so neither AWT nor the chart libraries load when a GUI starts the engine.
 */
package io.magpie.picture;
