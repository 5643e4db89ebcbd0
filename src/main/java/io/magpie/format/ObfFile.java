package io.magpie.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A file of OBF/FFO problems, one a line. Blank lines and lines starting with {@code %} or
 * {@code #} are skipped. A malformed line becomes an error {@code FILE:LINE: reason} and reading
 * goes on, so that a solver can report it and still solve the rest.
 *
 * @param problems the well-formed problems in file order, each with its line number
 * @param errors one message per malformed line, {@code FILE:LINE: reason}
 */
public record ObfFile(List<Entry> problems, List<String> errors) {
    /** A problem and the line (from 1) it was read from. */
    public record Entry(int line, ObfProblem problem) {}

    public ObfFile {
        problems = List.copyOf(problems);
        errors = List.copyOf(errors);
    }

    /** Reads a file (UTF-8); errors are named after the path as given. */
    public static ObfFile read(Path path) throws IOException {
        return parse(path.toString(), InputFiles.readString(path, StandardCharsets.UTF_8));
    }

    /** Parses text already in memory; {@code name} stands for the file in error messages. */
    public static ObfFile parse(String name, String text) {
        try {
            return read(name, new BufferedReader(new StringReader(text)));
        } catch (IOException e) {
            throw new AssertionError("a StringReader does not fail", e);
        }
    }

    public static ObfFile read(String name, BufferedReader in) throws IOException {
        List<Entry> problems = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        int lineNumber = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lineNumber++;
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("%") || trimmed.startsWith("#")) {
                continue;
            }
            try {
                problems.add(new Entry(lineNumber, BoardText.parseProblem(line)));
            } catch (FormatException e) {
                errors.add(name + ":" + lineNumber + ": " + e.getMessage());
            }
        }
        return new ObfFile(problems, errors);
    }
}
