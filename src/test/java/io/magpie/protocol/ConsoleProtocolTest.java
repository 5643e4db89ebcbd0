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

/** Console lines that the transcripts cannot hold: an overlong first line from a pipe. */
class ConsoleProtocolTest {
    private static String run(String input) {
        Engine engine = new Engine();
        engine.setHashMb(1);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        CommandLoop loop = new CommandLoop(engine, new Options(), new BufferedReader(new StringReader(input)), out, err,
                null, "test");
        loop.run(new ConsoleProtocol(loop, false));
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
}
