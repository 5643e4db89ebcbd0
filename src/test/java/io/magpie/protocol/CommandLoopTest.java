package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The live behaviour of the loop with input arriving while the engine thinks: NBoard's ping stops a
 * search that would otherwise run for minutes, and nothing about it follows the pong; the console's
 * stop does the same. Lines are fed through a pipe, as a GUI would.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a search that ignores the stop fails the build, never stalls it
class CommandLoopTest {
    /** A midgame position (NBoard's "XOT"-like start) that no search finishes at depth 60. */
    private static final String GAME = "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
            + "BO[8 ---------------------------O*------*O--------------------------- *]"
            + "B[F5]W[D6]B[C4]W[D3]B[C2]W[B3]B[B4]W[B5];)";

    /** Output lines as they are printed, for a test to wait on. */
    private static final class LineSink extends OutputStream {
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        private final StringBuilder current = new StringBuilder();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(current.toString());
                current.setLength(0);
            } else {
                current.append((char) b);
            }
        }

        String next() throws InterruptedException {
            String line = lines.poll(60, TimeUnit.SECONDS);
            assertTrue(line != null, "no output for 60 s");
            return line;
        }
    }

    private static final class Session {
        final PipedWriter input = new PipedWriter();
        final LineSink output = new LineSink();
        final Thread thread;

        Session(String protocol) throws IOException {
            BufferedReader in = new BufferedReader(new PipedReader(input, 1 << 16));
            Engine engine = new Engine();
            engine.setHashMb(1);
            Options options = new Options();
            options.set(Options.DEPTH, "60");
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

        String waitFor(String prefix) throws InterruptedException {
            while (true) {
                String line = output.next();
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
        }

        void close() throws IOException, InterruptedException {
            input.close();
            thread.join(60_000);
            assertFalse(thread.isAlive(), "the loop did not end at the end of input");
        }
    }

    @Test
    void pingStopsAHintAndNothingAboutItFollowsThePong() throws Exception {
        Session s = new Session("nboard");
        s.send("nboard 2");
        s.send(GAME);
        s.send("ping 1");
        s.send("hint 3");
        s.waitFor("pong 1");
        s.waitFor("search ");
        s.send("ping 2");
        s.waitFor("pong 2");
        s.send("ping 3");
        assertEquals("pong 3", s.output.next(), "after pong 2, only the answer to the next line");
        s.close();
    }

    @Test
    void pingStopsAGoWhoseStaleAnswerComesBeforeThePong() throws Exception {
        Session s = new Session("nboard");
        s.send(GAME);
        s.send("ping 1");
        s.send("go");
        s.waitFor("pong 1");
        s.waitFor("nodestats");
        s.send("ping 2");
        List<String> beforePong = new ArrayList<>();
        String line;
        while (!(line = s.output.next()).equals("pong 2")) {
            beforePong.add(line);
        }
        assertTrue(beforePong.stream().anyMatch(l -> l.matches("=== [A-H][1-8]/.*")), "the stale move: " + beforePong);
        s.send("ping 3");
        assertEquals("pong 3", s.output.next());
        s.close();
    }

    @Test
    void consoleStopEndsASolveAndTheSessionGoesOn() throws Exception {
        Session s = new Session("console");
        s.send("mode none");
        s.send("solve");
        s.waitFor("Solving 60 empties");
        s.send("stop");
        s.waitFor("Best ");
        assertEquals("Nothing to stop.", s.output.next(), "the stop line itself, after the search");
        s.send("level x");
        assertEquals("Error: depth needs an integer, not \"x\"", s.output.next());
        s.close();
    }
}
