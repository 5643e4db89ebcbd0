package io.magpie.match;

import io.magpie.format.Ggf;
import io.magpie.format.InputFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A match appends one GGF line per finished game. A power loss or a full disk during an append
 * leaves the last line cut off, or zero bytes where it should be; only the last line, since each
 * game is written whole before the next starts. Before a resume, such a line is dropped (its game
 * is played again) with a note naming the file and the line, rather than refusing the whole file.
 */
final class TornLastLine {
    private TornLastLine() {}

    /** Drops a damaged last line of {@code file}; a complete last record without a line end gets one. */
    static void repair(Path file, PrintStream notes) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        byte[] bytes = InputFiles.readBytes(file, InputFiles.MAX_TEXT_CHARS);
        int start = bytes.length;
        while (start > 0 && bytes[start - 1] != '\n') {
            start--;
        }
        if (blank(bytes, start)) {
            return;
        }
        int line = 1;
        for (int i = 0; i < start; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            if (parses(bytes, start)) {
                ch.write(ByteBuffer.wrap(new byte[] {'\n'}), bytes.length);
                return;
            }
            notes.printf("%s: line %d, the last, is cut off (an interrupted write): dropped, its game is played again%n",
                    file, line);
            ch.truncate(start);
            ch.force(true);
        }
    }

    /** Whether the text from {@code start} is only spaces (or nothing). */
    private static boolean blank(byte[] bytes, int start) {
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] != ' ' && bytes[i] != '\t' && bytes[i] != '\r') {
                return false;
            }
        }
        return true;
    }

    private static boolean parses(byte[] bytes, int start) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, start, bytes.length - start)).toString();
            return !Ggf.parseAll(text).isEmpty();
        } catch (CharacterCodingException | IllegalArgumentException e) { // FormatException included
            return false;
        }
    }
}
