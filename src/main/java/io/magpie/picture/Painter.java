package io.magpie.picture;

import java.awt.Graphics2D;

/** Draws a picture in a {@code width} by {@code height} area at the origin (in logical units). */
@FunctionalInterface
public interface Painter {
    void paint(Graphics2D g, double width, double height);
}
