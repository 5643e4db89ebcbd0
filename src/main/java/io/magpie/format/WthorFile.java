package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The openings of a WTHOR games file, for the book: the first {@code maxPlies} moves of each game,
 * passes included. The file is read by {@link WthorReader}; unlike training, a book refuses a file
 * with a bad game rather than skipping it.
 */
public final class WthorFile {
    private WthorFile() {}

    /**
     * The games' openings, each at most {@code maxPlies} moves (passes included).
     *
     * @throws FormatException naming the file and game when a record is truncated or holds an
     *     illegal move
     */
    public static List<Game> openings(Path file, int maxPlies) throws IOException {
        List<String> bad = new ArrayList<>();
        List<WthorGame> records = WthorReader.read(file, bad::add);
        if (!bad.isEmpty()) {
            throw new FormatException(bad.get(0));
        }
        List<Game> games = new ArrayList<>(records.size());
        for (WthorGame record : records) {
            Game game = new Game(Board.start());
            for (int sq : record.moves()) {
                if (game.ply() >= maxPlies) {
                    break;
                }
                if (game.board().mustPass()) {
                    game.play(Square.PASS);
                }
                game.play(sq);
            }
            games.add(game);
        }
        return games;
    }
}
