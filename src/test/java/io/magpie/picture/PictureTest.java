package io.magpie.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.analysis.GameAnalysis;
import io.magpie.analysis.GameAnalyzer;
import io.magpie.analysis.MoveAnalysis;
import io.magpie.analysis.NegativeZeroTest;
import io.magpie.analysis.Method;
import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.format.Transcript;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class PictureTest {
    @TempDir
    Path dir;

    /** A made-up analysis of f5 d6 c3 d3 with a mistake (move 2) and a blunder (move 3). */
    static GameAnalysis sample() {
        int f5 = Square.parse("f5");
        int d6 = Square.parse("d6");
        int c3 = Square.parse("c3");
        int d3 = Square.parse("d3");
        int c5 = Square.parse("c5");
        return new GameAnalysis(Transcript.parse("f5d6c3d3"), List.of(
                new MoveAnalysis(0, 1, true, 60, f5, 1.0, List.of(f5), 1.0, Method.BOOK),
                new MoveAnalysis(1, 2, false, 59, d6, -1.5, List.of(c5), 0.5, Method.search(10, 73)),
                new MoveAnalysis(2, 3, true, 58, c3, -4.0, List.of(d3), 2.0, Method.search(10, 73)),
                new MoveAnalysis(3, 4, false, 57, d3, 4.0, List.of(d3), 4.0, Method.EXACT)),
                true, new GameAnalyzer.Settings(10, 20, 0));
    }

    private static Document parseXml(String text) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        // the SVG DOCTYPE names the W3C's DTD: parse offline, as a browser does
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void svgFilesParseAsXml() throws Exception {
        Path graph = dir.resolve("graph.svg");
        Images.write(graph, EvalGraph.WIDTH, EvalGraph.HEIGHT, new EvalGraph(sample(), "sample"));
        Document doc = parseXml(Files.readString(graph));
        assertEquals("svg", doc.getDocumentElement().getLocalName());
        assertTrue(doc.getElementsByTagName("text").getLength() > 10, "axis labels and tick numbers");

        Path board = dir.resolve("board.svg");
        BoardPicture picture = BoardPicture.of(Board.start());
        Images.write(board, 400, picture.height(400), picture);
        Document diagram = parseXml(Files.readString(board));
        assertEquals("svg", diagram.getDocumentElement().getLocalName());
        // 4 discs and 4 legal-move dots and 4 star points, each an ellipse
        assertTrue(diagram.getElementsByTagName("ellipse").getLength() + diagram.getElementsByTagName("circle").getLength() >= 12);
    }

    @Test
    void pngFilesDecodeWithTheExpectedSize() throws Exception {
        Path graph = dir.resolve("graph.png");
        Images.write(graph, EvalGraph.WIDTH, EvalGraph.HEIGHT, new EvalGraph(sample(), null));
        BufferedImage image = ImageIO.read(graph.toFile());
        assertEquals(EvalGraph.WIDTH * Images.PNG_SCALE, image.getWidth());
        assertEquals(EvalGraph.HEIGHT * Images.PNG_SCALE, image.getHeight());

        Path board = dir.resolve("board.png");
        Images.write(board, 300, 300, BoardPicture.of(Board.start()));
        BufferedImage diagram = ImageIO.read(board.toFile());
        assertEquals(600, diagram.getWidth());
        assertEquals(600, diagram.getHeight());
        // the centre of d4 (column 3, row 3) holds a white disc, of e4 a black one
        assertTrue(brightness(diagram, centre(3, 600), centre(3, 600)) > 200, "white disc on d4");
        assertTrue(brightness(diagram, centre(4, 600), centre(3, 600)) < 40, "black disc on e4");
    }

    private static int centre(int index, int size) {
        double margin = size * 0.07;
        double cell = (size - 2 * margin) / 8;
        return (int) Math.round(margin + (index + 0.5) * cell + cell * 0.2); // off the centre's marks
    }

    private static int brightness(BufferedImage image, int x, int y) {
        int rgb = image.getRGB(x, y);
        return ((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) / 3;
    }

    @Test
    void theReportHoldsTheGraphAndADiagramAtEachMistake() throws Exception {
        String html = HtmlReport.page(sample(), "A <sample> game");
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<title>A &lt;sample&gt; game</title>"));
        assertTrue(html.contains("<svg id='graph'"), "inline graph");
        assertTrue(html.contains("<svg id='move2'"), "diagram at the mistake");
        assertTrue(html.contains("<svg id='move3'"), "diagram at the blunder");
        assertTrue(!html.contains("<svg id='move1'"), "no diagram at a best move");
        assertTrue(html.contains("prefers-color-scheme: dark"));
        assertTrue(!html.contains("http://") || !html.matches("(?s).*(src|href)=\"https?://.*"), "nothing fetched");
        assertTrue(!html.matches("(?s).*<(script|link|img)\\b.*"), "no script, stylesheet or image to fetch");
        // each inline picture is well-formed XML on its own
        int at = html.indexOf("<svg id='move3'");
        parseXml(html.substring(at, html.indexOf("</svg>", at) + 6));
    }

    @Test
    void theReportPrintsNoNegativeZero() {
        String html = HtmlReport.page(NegativeZeroTest.drawnValues(), "A drawn game");
        // the words and the table: the inline pictures hold coordinates, not values
        String text = html.replaceAll("(?s)<svg.*?</svg>", "");
        assertTrue(text.contains("<td>0.00</td>"), text);
        assertTrue(!NegativeZeroTest.NEGATIVE_ZERO.matcher(text).find(), text);
    }
}
