package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.engine.Engine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link CommandLoop} on its own thread, fed through a pipe as a GUI feeds the engine, with its
 * output lines available as they are printed: for tests of timing-dependent behaviour (a ping that
 * arrives during a search) and for drivers that play whole games.
 */
final class LiveSession {
    /** Output lines as they are printed, for a test to wait on. */
    private static final class LineSink extends OutputStream {
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        final List<String> all = Collections.synchronizedList(new ArrayList<>());
        private final StringBuilder current = new StringBuilder();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(current.toString());
                all.add(current.toString());
                current.setLength(0);
            } else {
                current.append((char) b);
            }
        }
    }

    private final PipedWriter input = new PipedWriter();
    private final LineSink output = new LineSink();
    private final Thread thread;

    LiveSession(String protocol) throws IOException {
        this(protocol, 60);
    }

    LiveSession(String protocol, int depth) throws IOException {
        BufferedReader in = new BufferedReader(new PipedReader(input, 1 << 16));
        Engine engine = new Engine();
        engine.setHashMb(1);
        Options options = new Options();
        options.set(Options.DEPTH, Integer.toString(depth));
        PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);
        CommandLoop loop = new CommandLoop(engine, options, in, out, out, null, "test");
        Protocol p = TranscriptRunner.protocolFor(protocol).apply(loop);
        thread = new Thread(() -> loop.run(p), "loop-under-test");
        thread.start();
    }

    void send(String line) throws IOException {
        input.write(line + "\n");
        input.flush();
    }

    /** The next output line; fails after 60 s without one. */
    String next() throws InterruptedException {
        String line = output.lines.poll(60, TimeUnit.SECONDS);
        assertTrue(line != null, "no output for 60 s");
        return line;
    }

    /** Skips output up to and including the first line starting with {@code prefix}, and returns it. */
    String waitFor(String prefix) throws InterruptedException {
        while (true) {
            String line = next();
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }

    /** Closes the input (EOF) and waits for the loop to end. */
    void close() throws IOException, InterruptedException {
        input.close();
        awaitEnd();
    }

    /** Waits for the loop to end (after quit or the end of input); fails after 60 s. */
    void awaitEnd() throws InterruptedException {
        thread.join(60_000);
        assertFalse(thread.isAlive(), "the loop did not end");
    }

    /** Every line printed so far, including those already taken by {@link #next}. */
    List<String> printed() {
        synchronized (output.all) {
            return new ArrayList<>(output.all);
        }
    }
}
