package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 47 item 2: an engine that floods its output forfeits for it, in bounded memory. */
class EngineFloodTest {
    @Test
    void aFloodingEngineForfeitsWithAClearReason() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/yes")), "no yes(1) here");
        try (EngineProcess p = EngineProcess.start("yes", List.of("/usr/bin/yes"), null)) {
            p.send("list_commands");
            long deadline = System.nanoTime() + 600_000_000_000L; // a hang guard, never the reason
            PlayerFault fault = assertThrows(PlayerFault.class, () -> {
                while (true) {
                    p.readLine(deadline, "the answer");
                }
            });
            assertEquals(Termination.GARBAGE, fault.kind());
            assertTrue(fault.getMessage().contains("printed more than 4 M characters while waiting for the answer"),
                    fault.getMessage());
        }
    }
}
