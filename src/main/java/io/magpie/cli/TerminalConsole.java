package io.magpie.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The console's terminal through JLine: a prompt, line editing and a history kept in
 * {@code ~/.magpie_history}. Output is printed above the prompt line, so the engine's moves, which
 * arrive while the next line is being typed, never break into it. Ctrl-D or Ctrl-C at the prompt end
 * the input, as the end of a pipe does. Loaded only at a terminal ({@link ConsoleCommand}).
 */
final class TerminalConsole {
    private static final String PROMPT = "magpie> ";

    private final Terminal terminal;
    private final LineReader reader;

    private TerminalConsole(Terminal terminal, LineReader reader) {
        this.terminal = terminal;
        this.reader = reader;
    }

    static TerminalConsole open() throws IOException {
        Terminal terminal = TerminalBuilder.builder().system(true).build();
        LineReader reader = LineReaderBuilder.builder().terminal(terminal).appName("magpie")
                .variable(LineReader.HISTORY_FILE, Path.of(System.getProperty("user.home"), ".magpie_history"))
                .build();
        return new TerminalConsole(terminal, reader);
    }

    /** The typed lines, each ended by a line feed; the end of input after Ctrl-D or Ctrl-C. */
    BufferedReader input() {
        return new BufferedReader(new Reader() {
            private String pending = "";
            private int pos;
            private boolean ended;

            @Override
            public int read(char[] buf, int off, int len) {
                if (pos >= pending.length()) {
                    if (ended) {
                        return -1;
                    }
                    try {
                        pending = reader.readLine(PROMPT) + "\n";
                    } catch (EndOfFileException | UserInterruptException e) {
                        ended = true;
                        return -1;
                    }
                    pos = 0;
                }
                int n = Math.min(len, pending.length() - pos);
                pending.getChars(pos, pos + n, buf, off);
                pos += n;
                return n;
            }

            @Override
            public void close() {}
        }, 1);
    }

    /** A stream whose lines are printed above the prompt (as is when no line is being read). */
    PrintStream output() {
        OutputStream lines = new OutputStream() {
            private final ByteArrayOutputStream line = new ByteArrayOutputStream();

            @Override
            public synchronized void write(int b) {
                if (b == '\n') {
                    reader.printAbove(line.toString(StandardCharsets.UTF_8));
                    line.reset();
                } else {
                    line.write(b);
                }
            }
        };
        return new PrintStream(lines, true, StandardCharsets.UTF_8);
    }

    void close() {
        try {
            reader.getHistory().save();
            terminal.close();
        } catch (IOException e) {
            // the terminal is going away with the process anyway
        }
    }
}
