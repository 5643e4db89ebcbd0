package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class StandingsTest {
    @Test
    void noNaNBeforeAnyGameEnds() {
        EngineSpec a = EngineSpec.parse("name=a,depth=1");
        EngineSpec b = EngineSpec.parse("name=b,depth=1");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Standings.print(List.of(new PairingStats(a, b, null, 1)), List.of(a, b),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertFalse(text.contains("NaN"), text);
        assertTrue(text.contains("a              b"), text);
    }
}
