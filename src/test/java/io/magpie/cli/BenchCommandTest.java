package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class BenchCommandTest {
    /** The signature written in README.md ("Bench: N"): the bench must still produce it. */
    @Test
    void nodeCountMatchesTheSignatureInTheReadme() throws Exception {
        Path readme = Path.of("README.md");
        Assumptions.assumeTrue(Files.exists(readme), "README.md not found from " + Path.of("").toAbsolutePath());
        Matcher m = Pattern.compile("Bench: (\\d+)").matcher(Files.readString(readme, StandardCharsets.UTF_8));
        assertTrue(m.find(), "README.md states the bench signature as 'Bench: N'");
        long expected = Long.parseLong(m.group(1));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertEquals(0, Main.run(new String[] {"bench", "--quiet"}, out, out));
        String text = bytes.toString(StandardCharsets.UTF_8);
        Matcher nodes = Pattern.compile("Nodes searched: (\\d+)").matcher(text);
        assertTrue(nodes.find(), text);
        assertEquals(expected, Long.parseLong(nodes.group(1)), "bench signature changed: update README.md and say so"
                + " in the commit message (Bench: N)");
        assertTrue(text.contains("Nodes/second: "), text);
    }

    @Test
    void badOptionsAreUsageErrors() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertEquals(2, Main.run(new String[] {"bench", "--depth", "0"}, out, out));
        assertEquals(2, Main.run(new String[] {"bench", "--depth", "x"}, out, out));
        assertEquals(2, Main.run(new String[] {"bench", "extra"}, out, out));
    }

    @Test
    void positionsParse() throws Exception {
        assertEquals(25, BenchCommand.positions().size());
    }
}
