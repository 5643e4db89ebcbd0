package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.engine.Limits;
import io.magpie.protocol.Options;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ProtocolCommandTest {
    @Test
    void aHashTheHeapCannotHoldIsAUsageError() {
        CapturedRun cli = new CapturedRun();
        assertEquals(2, cli.run("nboard", "--hash", "65536"));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().startsWith("magpie nboard: --hash 65536 MB needs"),
                cli.err());
    }

    @Test
    void aMissingWeightsFileIsABadFileAsInEval(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        CapturedRun cli = new CapturedRun();
        String missing = dir.resolve("missing.mpw").toString();
        assertEquals(1, cli.run("nboard", "--eval", missing));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().contains(missing), cli.err());
        assertEquals(2, cli.run("nboard", "--eval", "nonsense"));
    }

    @Test
    void aMissingFileIsNamedWithWhatIsWrong(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        CapturedRun cli = new CapturedRun();
        String missing = dir.resolve("none.ggf").toString();
        assertEquals(1, cli.run("tune", "positions", "--out", dir.resolve("p.mgpd").toString(), missing));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().contains(missing + ": no such file"), cli.err());
        Path badGames = dir.resolve("bad.wtb");
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> java.nio.file.Files.write(badGames, new byte[] {1}));
        assertEquals(1, cli.run("tune", "positions", "--out", dir.resolve("q.mgpd").toString(), badGames.toString()));
        org.junit.jupiter.api.Assertions.assertFalse(java.nio.file.Files.exists(dir.resolve("q.mgpd")), cli.err());
        assertEquals(1, cli.run("book", "info", dir.toString()));
        org.junit.jupiter.api.Assertions.assertTrue(cli.err().contains(dir + ": is a directory"), cli.err());
    }

    /** Runs Main in a JVM of its own with piped input, listing the classes it loads. */
    private static String runPiped(String input, String... args) throws Exception {
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xlog:class+load=info:stdout",
                "-cp", System.getProperty("java.class.path"), "io.magpie.cli.Main"));
        command.addAll(java.util.List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (java.io.OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        String text = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), text);
        return text;
    }

    @Test
    void pipedSessionsNeverLoadTheTerminalLibraryNorPrompt() throws Exception {
        String console = runPiped("level 3\nquit\n", "console", "--hash", "1");
        org.junit.jupiter.api.Assertions.assertFalse(console.contains("org.jline"), "JLine loaded for a pipe");
        org.junit.jupiter.api.Assertions.assertTrue(console.contains("\nDepth 3.\n"), console);
        org.junit.jupiter.api.Assertions.assertFalse(console.contains("magpie>"), "a prompt on a pipe");
        String nboard = runPiped("nboard 2\nping 1\nquit\n", "nboard", "--hash", "1");
        org.junit.jupiter.api.Assertions.assertFalse(nboard.contains("org.jline"), "JLine loaded for NBoard");
        org.junit.jupiter.api.Assertions.assertTrue(nboard.contains("\npong 1\n"), nboard);
    }

    @Test
    void aMoveTimeFlagAloneLiftsTheDefaultDepth() {
        Options table = new Options();
        assertEquals(table.get(Options.DEPTH), table.limits(false).depth(), "no move time: the default depth");
        table.set(Options.MOVE_TIME_MS, "50");
        Limits limits = table.limits(false);
        assertEquals(0, limits.depth());
        assertEquals(50, limits.moveTimeMs());
    }

    @Test
    void aGivenDepthStaysWithAMoveTime() {
        Options table = new Options();
        table.set(Options.DEPTH, "10");
        table.set(Options.MOVE_TIME_MS, "50");
        assertEquals(10, table.limits(false).depth());
        assertEquals(10, table.limits(true).depth());
    }
}
