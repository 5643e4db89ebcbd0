package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
    /** FFO #1: 14 empties, black to move, G8 wins by 18. */
    private static final String FFO1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
    /** Black takes the only white disc: a wipe-out, +64. */
    private static final String WIPEOUT = "XO" + "-".repeat(62) + " X";

    private final CapturedRun cli = new CapturedRun();

    @TempDir
    Path dir;

    @Test
    void solvesOnePosition() {
        assertEquals(0, cli.run("solve", "--threads", "1", "--hash", "8", "--position", FFO1));
        String[] lines = cli.out().split("\n");
        assertEquals(3, lines.length, cli.out());
        assertTrue(lines[1].matches("\\s+1\\s+14\\s+\\+18\\s+g8\\s+-\\s+\\d+\\s+\\d+\\.\\d{3}\\s+\\d+\\s+g8 h7 .*"), lines[1]);
        assertTrue(lines[2].startsWith("total 1 position, "), lines[2]);
    }

    @Test
    void checksAnnotatedAnswersAndReportsMalformedLines() throws IOException {
        Path file = dir.resolve("problems.obf");
        Files.writeString(file, String.join("\n",
                "% a comment line",
                FFO1 + "; G8:+18; H1:+12;",
                "XXXX this is not a board",
                WIPEOUT + "; C1:+64;",
                ""));
        // a bad file exits 1 as in every command (2 is a bad command line)
        assertEquals(1, cli.run("solve", "--threads", "2", "--hash", "8", file.toString()));
        assertTrue(cli.err().contains(file + ":3: "), cli.err());
        assertTrue(cli.out().contains("+18  g8    ok"), cli.out());
        assertTrue(cli.out().contains("+64  c1    ok"), cli.out());
        assertTrue(cli.out().contains("total 2 positions"), cli.out());
    }

    @Test
    void marksAMismatchAndFails() throws IOException {
        Path file = dir.resolve("wrong.obf");
        Files.writeString(file, FFO1 + "; H1:+20; G8:+18;\n");
        assertEquals(1, cli.run("solve", "--threads", "1", "--hash", "8", file.toString()));
        assertTrue(cli.out().contains("BAD"), cli.out());
        assertTrue(cli.out().contains("mismatch: " + file + ":1: expected score +20, got +18"), cli.out());
    }

    @Test
    void tsvRowsForScripts() {
        assertEquals(0, cli.run("solve", "--tsv", "--threads", "1", "--hash", "8", "--position", FFO1, "--position", WIPEOUT));
        String[] lines = cli.out().split("\n");
        assertEquals("index\tempties\tscore\tmove\tnodes\tseconds\tpv", lines[0]);
        assertTrue(lines[1].matches("1\t14\t18\tg8\t\\d+\t\\d+\\.\\d{3}\tg8 h7 .*"), lines[1]);
        assertTrue(lines[lines.length - 1].matches("total\t\t\t\t\\d+\t\\d+\\.\\d{3}\t"), lines[lines.length - 1]);
    }

    @Test
    void winLossDrawAndWindows() {
        assertEquals(0, cli.run("solve", "--wld", "--threads", "1", "--hash", "8", "--position", FFO1));
        assertTrue(cli.out().matches("(?s).*\\s+win\\s+(g8|h1|h7|a2|a3)\\s.*"), cli.out()); // any winning move
        // The score (+18) is below the window [20, 30]: an upper bound is proved.
        assertEquals(0, cli.run("solve", "--alpha", "20", "--beta", "30", "--threads", "1", "--hash", "8", "--position", FFO1));
        assertTrue(cli.out().matches("(?s).*\\s<=\\+(18|19)\\s.*"), cli.out());
    }

    @Test
    void nodeLimitGivesUpAPosition() {
        assertEquals(0, cli.run("solve", "--nodes", "500", "--threads", "1", "--hash", "8", "--position", FFO1));
        assertTrue(cli.out().contains("      ?  ?     limit"), cli.out());
    }

    @Test
    void usageErrors() {
        assertEquals(2, cli.run("solve"));
        assertEquals(2, cli.run("solve", "--wld", "--alpha", "3", "--position", FFO1));
        assertEquals(2, cli.run("solve", "--position", "XO- X"));
        assertEquals(2, cli.run("solve", "--alpha", "10", "--beta", "5", "--position", FFO1));
        assertEquals(2, cli.run("solve", "--threads", "0", "--position", FFO1));
        assertEquals(2, cli.run("solve", "--time", "soon", "--position", FFO1));
        assertTrue(cli.err().contains("--time needs a positive number of seconds"), cli.err());
    }

    @Test
    void missingFileIsReportedAndTheRestSolved() {
        assertEquals(1, cli.run("solve", "--threads", "1", "--hash", "8", "--position", WIPEOUT, dir.resolve("none.obf").toString()));
        assertTrue(cli.err().contains("none.obf: no such file"), cli.err());
        assertTrue(cli.out().contains("+64  c1"), cli.out());
    }

    @Test
    void closedOutputStopsCleanly() {
        // An output that fails after the header, like a pipe whose reader has gone.
        OutputStream closing = new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                if (++written > 80) {
                    throw new IOException("Broken pipe");
                }
            }
        };
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"solve", "--threads", "1", "--hash", "8", "--position", WIPEOUT,
            "--position", FFO1}, new PrintStream(closing, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
        assertEquals(1, status);
        String err = errBytes.toString(StandardCharsets.UTF_8);
        assertTrue(err.contains("output closed"), err);
    }
}
