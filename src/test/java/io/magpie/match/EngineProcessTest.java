package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class EngineProcessTest {
    @Test
    void aTimeOutShowsWhatTheEngineSaidLast() throws Exception {
        EngineProcess p = EngineProcess.start("ntest", List.of("sh", "-c",
                "echo 'Must pick a depth with \"set depth <n>\" first'; echo oops >&2; sleep 30"), null);
        try {
            long later = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            assertEquals("Must pick a depth with \"set depth <n>\" first", p.readLine(later, "a greeting"));
            Thread.sleep(300); // let the stderr line arrive
            PlayerFault fault = assertThrows(PlayerFault.class, () -> p.readLine(System.nanoTime(), "a move"));
            assertEquals(Termination.TIMEOUT, fault.kind());
            assertTrue(fault.getMessage().contains("last output: \"Must pick a depth"), fault.getMessage());
            assertTrue(fault.getMessage().contains("stderr: oops"), fault.getMessage());
        } finally {
            p.close(null);
        }
    }
}
