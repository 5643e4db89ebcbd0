package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.engine.Engine;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Console lines that the transcripts cannot hold: an overlong first line from a pipe, a clock. */
class ConsoleProtocolTest {
    private static String run(String input) {
        return run(input, null);
    }

    private static String run(String input, java.util.function.LongSupplier time) {
        Engine engine = new Engine();
        engine.setHashMb(1);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        // with a time source, a user who waits for each answer (typing ahead would stop the engine's reply)
        LockstepReader lockstep = time != null ? new LockstepReader(input.lines().toList()) : null;
        CommandLoop loop = new CommandLoop(engine, new Options(),
                new BufferedReader(lockstep != null ? lockstep : new StringReader(input)), out, err, null, "test");
        if (lockstep != null) {
            loop.useTimeSource(time);
            lockstep.attach(loop);
        }
        loop.run(new ConsoleProtocol(loop, false));
        if (lockstep != null) {
            lockstep.release();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void anOverlongFirstLineIsAnErrorAfterTheBanner() {
        String text = run("x".repeat(CommandLoop.MAX_LINE_CHARS + 5) + "\nquit\n");
        String[] lines = text.split("\n");
        assertTrue(lines[0].startsWith("Magpie test, an Othello engine."), text);
        assertEquals("Error: the line is too long (" + (CommandLoop.MAX_LINE_CHARS + 5) + " characters); ignored.",
                lines[lines.length - 1]);
    }

    @Test
    void aControlCharacterInTheFirstLineIsAnErrorAfterTheBanner() {
        String text = run("go\u0007\nquit\n");
        assertTrue(text.startsWith("Magpie test, an Othello engine."), text);
        assertTrue(text.endsWith("\nError: the line holds control characters; ignored.\n"), text);
    }

    @Test
    void timeSetsAGameClockThatTheEnginesMovesRunDown() {
        long[] now = {0};
        String text = run("level 1\ntime 1:00\nf5\ntime\nnew\ntime\ntime 0:30 0:05 1\ntime\ntime 2.5\ntime\n"
                + "time off\ntime\ntime 1:xx\ntime 0:00\ntime\nquit\n", () -> now[0] += 1_000_000_000L);
        java.util.List<String> lines = text.lines().filter(l -> l.contains("lock") || l.contains("time")
                || l.contains("per move") || l.startsWith("Error")).toList();
        assertEquals("Game clock 1:00.0; the engine's time left: Black 1:00.0, White 1:00.0.", lines.get(0));
        assertTrue(lines.get(1).startsWith("Game clock 1:00.0; the engine's time left: Black 1:00.0, White 0:5"),
                "White's reply ran its clock down: " + lines.get(1));
        assertEquals(lines.get(0), lines.get(2), "a new game restarts the clock");
        assertEquals("Game clock 0:30.0 then 0:05.0 for each 1 moves; the engine's time left: Black 0:30.0, White 0:30.0.",
                lines.get(3));
        assertEquals(lines.get(3), lines.get(4));
        assertEquals("At most 2.5 s per move.", lines.get(5));
        assertEquals("At most 2.500 s per move.", lines.get(6));
        assertEquals("No time limit; depth 1.", lines.get(7));
        assertEquals("No time limit; depth 1.", lines.get(8));
        assertTrue(lines.get(9).startsWith("Error: a clock needs a whole number"), lines.get(9));
        assertTrue(lines.get(10).startsWith("Error: a game clock needs some time"), lines.get(10));
        assertEquals("No time limit; depth 1.", lines.get(11), "a refused clock changes nothing");
    }
}
