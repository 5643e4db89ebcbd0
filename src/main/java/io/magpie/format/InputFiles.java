package io.magpie.format;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads user-given files with a cap on what is read, so that a file without end ({@code /dev/zero},
 * a pipe, a huge file given by mistake) ends in an error naming the file instead of filling the
 * heap. Every reader of a file a user names goes through here.
 */
public final class InputFiles {
    /** The most a text file may hold: a GGF archive of a million games is about 100 MB. */
    public static final long MAX_TEXT_CHARS = 256L << 20;
    /** The longest line of a text file: a GGF game is a few kilobytes. */
    public static final int MAX_LINE_CHARS = 1 << 20;
    /** The most a binary file (book, weights, WTHOR base) may hold. */
    public static final long MAX_BINARY_BYTES = 1L << 30;

    private InputFiles() {}

    /**
     * Opens a user-given file for reading. A folder is refused by name here: opening one succeeds on
     * Linux and only the first read fails, with a bare "Is a directory" that names nothing.
     */
    public static InputStream open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a folder, not a file");
        }
        try {
            return Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file", e);
        } catch (AccessDeniedException e) {
            throw new IOException(file + ": permission denied", e);
        }
    }

    /** The file's lines (without terminators: LF, CR or CRLF), refusing malformed text. */
    public static List<String> readLines(Path file, Charset charset) throws IOException {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        char[] buffer = new char[1 << 16];
        long total = 0;
        boolean lastWasCr = false;
        try (Reader in = new InputStreamReader(open(file), charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT))) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                total += n;
                if (total > MAX_TEXT_CHARS) {
                    throw new IOException(file + ": more than " + (MAX_TEXT_CHARS >> 20) + " M characters, too large");
                }
                for (int i = 0; i < n; i++) {
                    char c = buffer[i];
                    if (c == '\n' || c == '\r') {
                        if (!(c == '\n' && lastWasCr)) {
                            lines.add(line.toString());
                            line.setLength(0);
                        }
                        lastWasCr = c == '\r';
                        continue;
                    }
                    lastWasCr = false;
                    if (line.length() == MAX_LINE_CHARS) {
                        throw new IOException(file + ": line " + (lines.size() + 1) + " is longer than "
                                + MAX_LINE_CHARS + " characters (not a text file?)");
                    }
                    line.append(c);
                }
            }
        } catch (CharacterCodingException e) {
            throw new IOException(file + ": line " + firstMalformedLine(file, charset) + " is not " + charset.name()
                    + " text", e);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** The file's text, lines joined with {@code \n}, with the caps of {@link #readLines}. */
    public static String readString(Path file, Charset charset) throws IOException {
        return String.join("\n", readLines(file, charset));
    }

    /**
     * The line (from 1) of the first bytes that are not text in {@code charset}: the decoder that
     * finds them reads ahead, so the reading loop cannot tell the line; this second pass, on an
     * error only, decodes line by line.
     */
    private static long firstMalformedLine(Path file, Charset charset) throws IOException {
        CharsetDecoder decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        long line = 1;
        ByteArrayOutputStream current = new ByteArrayOutputStream();
        try (InputStream in = new BufferedInputStream(open(file), 1 << 16)) {
            boolean lastWasCr = false;
            for (long read = 0; read <= MAX_TEXT_CHARS * 4; read++) {
                int b = in.read();
                if (b == '\n' && lastWasCr) { // CRLF ends one line, as in readLines
                    lastWasCr = false;
                    continue;
                }
                lastWasCr = b == '\r';
                if (b == '\n' || b == '\r' || b < 0) {
                    try {
                        decoder.reset().decode(ByteBuffer.wrap(current.toByteArray()));
                    } catch (CharacterCodingException e) {
                        return line;
                    }
                    if (b < 0) {
                        break;
                    }
                    current.reset();
                    line++;
                } else if (current.size() <= MAX_LINE_CHARS * 4) {
                    current.write(b);
                }
            }
        }
        return line;
    }

    /** The file's bytes, refusing more than {@code maxBytes}. */
    public static byte[] readBytes(Path file, long maxBytes) throws IOException {
        try (InputStream in = open(file)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (bytes.length > maxBytes) {
                throw new IOException(file + ": more than " + (maxBytes >> 20) + " MB, too large");
            }
            return bytes;
        }
    }
}
