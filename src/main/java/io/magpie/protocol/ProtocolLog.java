package io.magpie.protocol;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The {@code --log FILE} record of a session: every line read ({@code <}), written ({@code >}) and
 * every diagnostic ({@code !}), each after a wall-clock time stamp, e.g. {@code 12:03:07.412 < ping 3}.
 * Strip the time stamps and it is a transcript test (the transcript runner accepts them as they are).
 * Thread-safe; written and flushed line by line, so a crash keeps everything before it.
 */
public final class ProtocolLog implements AutoCloseable {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS", Locale.ROOT);

    private final PrintWriter writer;
    private final Path file;

    public ProtocolLog(Path file) throws IOException {
        this.file = file;
        writer = new PrintWriter(new OutputStreamWriter(Files.newOutputStream(file), StandardCharsets.UTF_8));
    }

    public synchronized void input(String line) {
        write('<', line);
    }

    public synchronized void output(String line) {
        write('>', line);
    }

    public synchronized void note(String line) {
        write('!', line);
    }

    private void write(char direction, String line) {
        writer.append(LocalTime.now().format(TIME)).append(' ').append(direction).append(' ').append(line).append('\n');
        writer.flush();
    }

    /** Closes the log; a write that failed on the way (a full disk) is reported here, naming the file. */
    @Override
    public synchronized void close() throws IOException {
        writer.flush();
        boolean failed = writer.checkError();
        writer.close();
        if (failed) {
            throw new IOException("cannot write the log " + file + " (disk full?): lines are missing from it");
        }
    }
}
