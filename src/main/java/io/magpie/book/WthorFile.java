package io.magpie.book;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.FormatException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The move lists of a WTHOR games file (little-endian: a 16-byte header with the game count at
 * bytes 4..7, then 68-byte records whose last 60 bytes are moves as 10*row + column, 1-based, 0
 * after the last). Passes are not recorded; they are played where the side to move has no move.
 * Only what the book needs: the first {@code maxPlies} moves of each game.
 */
public final class WthorFile {
    static final int HEADER_BYTES = 16;
    static final int RECORD_BYTES = 68;
    static final int MOVES_OFFSET = 8;

    private WthorFile() {}

    /**
     * The games' openings, each at most {@code maxPlies} moves (passes included).
     *
     * @throws FormatException naming the file and game when a record is truncated or holds an
     *     illegal move
     */
    public static List<Game> openings(Path file, int maxPlies) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        if (bytes.length < HEADER_BYTES) {
            throw new FormatException(file + ": too short for a WTHOR header");
        }
        ByteBuffer buf = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        long count = buf.getInt(4) & 0xFFFFFFFFL;
        if (HEADER_BYTES + count * RECORD_BYTES > bytes.length) {
            throw new FormatException(file + ": header announces " + count + " games but the file holds "
                    + (bytes.length - HEADER_BYTES) / RECORD_BYTES);
        }
        List<Game> games = new ArrayList<>();
        for (int g = 0; g < count; g++) {
            int base = HEADER_BYTES + g * RECORD_BYTES + MOVES_OFFSET;
            Game game = new Game(Board.start());
            for (int k = 0; k < 60 && game.ply() < maxPlies; k++) {
                int code = bytes[base + k] & 0xFF;
                if (code == 0) {
                    break;
                }
                int col = code % 10 - 1;
                int row = code / 10 - 1;
                if (col < 0 || col > 7 || row < 0 || row > 7) {
                    throw new FormatException(file + ": game " + (g + 1) + " move " + (k + 1) + ": bad square code " + code);
                }
                int sq = Square.of(col, row);
                if (game.board().mustPass()) {
                    game.play(Square.PASS);
                }
                if (!game.board().isLegal(sq)) {
                    throw new FormatException(file + ": game " + (g + 1) + " move " + (k + 1) + ": illegal move "
                            + Square.name(sq));
                }
                game.play(sq);
            }
            games.add(game);
        }
        return games;
    }
}
