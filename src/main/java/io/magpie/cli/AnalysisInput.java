package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.FormatException;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.InputFiles;
import io.magpie.format.Transcript;
import io.magpie.format.WthorGame;
import io.magpie.format.WthorReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The games {@code magpie analyze} reads: GGF files (one or more games), WTHOR files ({@code .wtb})
 * and transcript files (one game a line, {@code #} comments), each game labelled with where it
 * came from. Errors name the file (and line or game).
 */
final class AnalysisInput {
    /** Bigger text files are refused: a game is a few hundred bytes. */
    private static final long MAX_TEXT_BYTES = 64L << 20;

    /**
     * A game to analyse.
     *
     * @param label where it came from, for headings (file and game number, players when known)
     * @param ggf the GGF record it came from (tags and times kept by {@code --ggf}), or null
     */
    record Source(String label, Game game, GgfGame ggf) {}

    private AnalysisInput() {}

    /** The games of a file, every one when {@code gameNumber} is 0, else only that one (from 1). */
    static List<Source> read(Path file, int gameNumber) throws IOException {
        String name = file.toString();
        if (!Files.isRegularFile(file)) {
            throw new IOException(Files.isDirectory(file) ? name + " is a folder, not a file" : name + ": no such file");
        }
        List<Source> games = new ArrayList<>();
        if (name.toLowerCase(Locale.ROOT).endsWith(".wtb")) {
            List<String> skipped = new ArrayList<>();
            List<WthorGame> records = WthorReader.read(file, skipped::add);
            if (!skipped.isEmpty() && gameNumber == 0) {
                throw new FormatException(skipped.get(0));
            }
            for (WthorGame record : records) {
                int number = record.index() + 1;
                if (gameNumber == 0 || number == gameNumber) {
                    games.add(new Source(String.format(Locale.ROOT, "%s game %d (players %d-%d, %d-%d)",
                            file.getFileName(), number, record.blackPlayer(), record.whitePlayer(),
                            record.blackDiscs(), 64 - record.blackDiscs()), replay(record), null));
                }
            }
            return checked(games, name, gameNumber, records.size());
        }
        if (Files.size(file) > MAX_TEXT_BYTES) {
            throw new IOException(name + ": larger than " + (MAX_TEXT_BYTES >> 20) + " MB");
        }
        String text = InputFiles.readString(file, StandardCharsets.UTF_8).strip();
        int total;
        if (text.matches("(?s)([0-9]+\\s*)?\\(;.*")) {
            List<GgfGame> records;
            try {
                records = Ggf.parseAll(text);
            } catch (RuntimeException e) {
                throw new FormatException(name + ": " + e.getMessage());
            }
            for (int i = 0; i < records.size(); i++) {
                if (gameNumber == 0 || i + 1 == gameNumber) {
                    GgfGame record = records.get(i);
                    String players = record.blackName() != null && record.whiteName() != null
                            ? ": " + record.blackName() + " (Black) - " + record.whiteName() + " (White)" : "";
                    games.add(new Source(file.getFileName() + (records.size() > 1 ? " game " + (i + 1) : "") + players,
                            record.game(), record));
                }
            }
            total = records.size();
        } else {
            String[] lines = text.split("\\R");
            int count = 0;
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                count++;
                if (gameNumber == 0 || count == gameNumber) {
                    try {
                        games.add(new Source(file.getFileName() + ":" + (i + 1), Transcript.parse(line), null));
                    } catch (FormatException e) {
                        throw new FormatException(name + ":" + (i + 1) + ": " + e.getMessage());
                    }
                }
            }
            total = count;
        }
        return checked(games, name, gameNumber, total);
    }

    private static List<Source> checked(List<Source> games, String name, int gameNumber, int total) {
        if (total == 0) {
            throw new FormatException(name + ": no game in the file");
        }
        if (games.isEmpty()) {
            throw new FormatException(name + ": no game " + gameNumber + " (the file holds " + total + ")");
        }
        return games;
    }

    /** A WTHOR game with its passes put back. */
    static Game replay(WthorGame record) {
        Game game = new Game(Board.start());
        for (int sq : record.moves()) {
            if (game.board().mustPass()) {
                game.play(Square.PASS);
            }
            game.play(sq);
        }
        return game;
    }
}
