package io.magpie.match;

import io.magpie.format.InputFiles;
import io.magpie.format.FormatException;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.Transcript;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Reads openings: either one transcript a line from the standard start ({@code f5d6c4d3c2b3b4b5},
 * as the XOT lists are written; blank lines and lines starting with {@code #} or {@code %} are
 * skipped), or GGF game records (a file containing {@code (;}), each giving its {@code BO} start
 * position and moves.
 */
public final class Openings {
    private Openings() {}

    /**
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException naming the file and line (or GGF offset) of a bad opening
     */
    public static List<Opening> read(Path file) throws IOException {
        String text = InputFiles.readString(file, StandardCharsets.UTF_8);
        String name = file.getFileName().toString();
        List<Opening> openings = text.contains("(;") ? fromGgf(text, name) : fromTranscripts(text, name);
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings in the file");
        }
        return openings;
    }

    static List<Opening> fromTranscripts(String text, String name) {
        List<Opening> openings = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("%")) {
                continue;
            }
            try {
                openings.add(Opening.of(Transcript.parse(line), name + ":" + (i + 1)));
            } catch (FormatException e) {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return openings;
    }

    static List<Opening> fromGgf(String text, String name) {
        List<GgfGame> games;
        try {
            games = Ggf.parseAll(text);
        } catch (FormatException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
        List<Opening> openings = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            GgfGame g = games.get(i);
            openings.add(new Opening(g.start(), g.moves(), name + " game " + (i + 1)));
        }
        return openings;
    }

    /** A copy in a random order that depends only on {@code seed}. */
    public static List<Opening> shuffled(List<Opening> openings, long seed) {
        List<Opening> copy = new ArrayList<>(openings);
        Collections.shuffle(copy, new Random(seed));
        return copy;
    }
}
