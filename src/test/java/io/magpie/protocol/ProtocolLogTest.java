package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.engine.Engine;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --log}: every line in and out with a time stamp, and the log replays as a transcript. */
class ProtocolLogTest {
    @Test
    void logRecordsBothDirectionsAndReplaysAsATranscript(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("session.log");
        Engine engine = new Engine();
        engine.setHashMb(1);
        try (ProtocolLog log = new ProtocolLog(file)) {
            PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
            CommandLoop loop = new CommandLoop(engine, new Options(), new BufferedReader(new StringReader(
                    "protocol_version\nplay b f5\nplay w z9\nshowboard\nquit\n")), out, out, log, "test");
            loop.run(new GtpProtocol(loop));
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.matches("(?s)\\d\\d:\\d\\d:\\d\\d\\.\\d{3} < protocol_version\n.*"), text);
        assertTrue(text.matches("(?s).*\n\\d\\d:\\d\\d:\\d\\d\\.\\d{3} > = 2\n.*"), text);
        assertTrue(text.contains(" < play w z9\n"), text);
        assertTrue(text.contains(" > ? syntax error: not a move: z9\n"), text);
        // A bug report from a GUI session is a test: the log itself is a transcript.
        new TranscriptRunner("session.log", "% protocol gtp\n" + text).check();
    }
}
