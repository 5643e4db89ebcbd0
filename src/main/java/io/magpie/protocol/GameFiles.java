package io.magpie.protocol;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.format.BoardText;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.Transcript;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The console's {@code load} and {@code save}: GGF games ({@code .ggf}, or any file starting with
 * {@code (;}), move transcripts ({@code f5d6c3...}), and a board line (64 squares and the side to
 * move) optionally followed by a transcript on the next line for games from a set-up position.
 * Errors are {@link IllegalArgumentException}s naming the file.
 */
final class GameFiles {
    /** Bigger files are refused: a game is a few kilobytes. */
    private static final long MAX_BYTES = 16L << 20;

    Game load(String fileName) {
        if (fileName.isEmpty()) {
            throw new IllegalArgumentException("load needs a file name");
        }
        Path path = Path.of(fileName);
        String text;
        try {
            if (Files.size(path) > MAX_BYTES) {
                throw new IllegalArgumentException(fileName + ": larger than " + (MAX_BYTES >> 20) + " MB");
            }
            text = InputFiles.readString(path, StandardCharsets.UTF_8).strip();
        } catch (IOException | UncheckedIOException e) {
            String why = String.valueOf(e.getMessage());
            throw new IllegalArgumentException(why.startsWith(fileName + ": ") ? why
                    : fileName + ": cannot read (" + why + ")");
        }
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(fileName + ": " + e.getMessage());
        }
    }

    static Game parse(String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("empty file");
        }
        if (text.matches("(?s)([0-9]+\\s*)?\\(;.*")) {
            List<GgfGame> games = Ggf.parseAll(text);
            if (games.isEmpty()) {
                throw new IllegalArgumentException("no game in the file");
            }
            return games.get(0).game();
        }
        String[] lines = text.split("\\R", 2);
        if (isBoardLine(lines[0])) {
            Board start = BoardText.parse(lines[0]);
            return lines.length > 1 ? Transcript.parse(start, lines[1]) : new Game(start);
        }
        return Transcript.parse(text);
    }

    /**
     * A board line has 64 squares and a side, and never a digit 1-8, which every transcript of a
     * move has: a transcript of 33 moves or more is as long as a board line.
     */
    private static boolean isBoardLine(String line) {
        return line.strip().length() >= 65 && line.chars().noneMatch(c -> c >= '1' && c <= '8');
    }

    void save(String fileName, Game game) {
        if (fileName.isEmpty()) {
            throw new IllegalArgumentException("save needs a file name");
        }
        try {
            Files.writeString(Path.of(fileName), format(fileName, game) + "\n", StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(fileName + ": cannot write (" + e.getMessage() + ")");
        }
    }

    static String format(String fileName, Game game) {
        if (fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".ggf")) {
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("PC", "Magpie");
            Board end = game.board();
            tags.put("RE", end.isGameOver() ? Integer.toString(end.finalScoreForBlack()) : "?");
            return Ggf.format(GgfGame.of(game, tags));
        }
        String moves = Transcript.format(game);
        return game.start().equals(Board.start()) ? moves : BoardText.format(game.start()) + "\n" + moves;
    }
}
