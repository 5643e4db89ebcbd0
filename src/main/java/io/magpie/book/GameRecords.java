package io.magpie.book;

import io.magpie.format.InputFiles;
import io.magpie.board.Game;
import io.magpie.format.FormatException;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.Transcript;
import io.magpie.format.WthorFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Games for the book from a file, by its name: {@code .wtb} is WTHOR, {@code .ggf} is GGF, anything
 * else is one move transcript per line (XOT openings, {@code f5d6c3...}; blank lines and {@code #}
 * comments skipped).
 */
public final class GameRecords {
    private GameRecords() {}

    public static List<Game> read(Path file, int maxPlies) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".wtb")) {
            return WthorFile.openings(file, maxPlies);
        }
        String text = InputFiles.readString(file, StandardCharsets.ISO_8859_1);
        List<Game> games = new ArrayList<>();
        if (name.endsWith(".ggf")) {
            try {
                for (GgfGame g : Ggf.parseAll(text)) {
                    games.add(g.game());
                }
            } catch (FormatException e) {
                throw new FormatException(file + ": " + e.getMessage());
            }
            return games;
        }
        int lineNo = 0;
        for (String line : text.split("\r?\n")) {
            lineNo++;
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            try {
                games.add(Transcript.parse(t));
            } catch (FormatException e) {
                throw new FormatException(file + " line " + lineNo + ": " + e.getMessage());
            }
        }
        return games;
    }
}
