package io.magpie.cli;

import io.magpie.analysis.GameAnalysis;
import io.magpie.board.Board;
import io.magpie.picture.BoardPicture;
import io.magpie.picture.EvalGraph;
import io.magpie.picture.HtmlReport;
import io.magpie.picture.Images;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The commands' only way into package {@code picture}: a class of its own, loaded at the first
 * picture, so that naming the commands (as every start of the launcher does) loads neither AWT
 * nor the chart libraries.
 */
final class Pictures {
    /** Logical size of a {@code show --image} diagram. */
    static final int DIAGRAM_SIZE = 480;

    private Pictures() {}

    static boolean supported(String fileName) {
        return fileName.toLowerCase(java.util.Locale.ROOT).matches(".*\\.(svg|png)");
    }

    static void graph(Path file, GameAnalysis analysis, String title) throws IOException {
        Images.write(file, EvalGraph.WIDTH, EvalGraph.HEIGHT, new EvalGraph(analysis, title));
    }

    static void html(Path file, GameAnalysis analysis, String title) throws IOException {
        try {
            Files.writeString(file, HtmlReport.page(analysis, title), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException(file + ": cannot write (" + e.getMessage() + ")", e);
        }
    }

    /** A diagram of {@code board}: its legal moves dotted, {@code lastMove} marked (or Square.NONE). */
    static void board(Path file, Board board, int lastMove, String caption) throws IOException {
        BoardPicture picture = new BoardPicture(board, board.legalMoves(), lastMove, io.magpie.board.Square.NONE,
                io.magpie.board.Square.NONE, caption);
        Images.write(file, DIAGRAM_SIZE, picture.height(DIAGRAM_SIZE), picture);
    }
}
