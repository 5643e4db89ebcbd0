package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PerftCommandTest {
    /** A depth or total row: label, leaves, seconds with 3 decimals, leaves per second. */
    private static final Pattern ROW = Pattern.compile("(?m)^\\s*(\\d+|total)\\s+(\\d+)\\s+(\\d+\\.\\d{3})\\s+(\\d+)$");

    private final CapturedRun cli = new CapturedRun();

    /** The leaves column of the rows, in order; the last entry is the total. */
    private List<Long> leaves() {
        Matcher m = ROW.matcher(cli.out());
        List<Long> leaves = new ArrayList<>();
        while (m.find()) {
            leaves.add(Long.parseLong(m.group(2)));
        }
        return leaves;
    }

    @Test
    void printsEveryDepthAndTheTotal() {
        assertEquals(0, cli.run("perft", "9"));
        assertEquals("", cli.err());
        assertTrue(cli.out().startsWith("perft from ---------------------------OX------XO--------------------------- X\n"
                + "a pass counts as a ply, 1 thread, "), cli.out());
        assertEquals(List.of(4L, 12L, 56L, 244L, 1396L, 8200L, 55092L, 390216L, 3005288L, 3460508L), leaves());
        assertTrue(cli.out().contains("\ntotal "), cli.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "4"})
    void noPassPlyOnAnyThreadCount(String threads) {
        assertEquals(0, cli.run("perft", "9", "--no-pass-ply", "--threads", threads));
        List<Long> leaves = leaves();
        assertEquals(10, leaves.size());
        assertEquals(3005320L, leaves.get(8));
        assertTrue(cli.out().contains("a pass costs no depth, " + threads + " thread"), cli.out());
    }

    @Test
    void startsFromAGivenPosition() {
        // White to move after f5: a quarter of the start position's counts one ply deeper (symmetry).
        String afterF5 = "---------------------------OX------XXX-------------------------- O";
        assertEquals(0, cli.run("perft", "3", "--position", afterF5));
        assertTrue(cli.out().startsWith("perft from " + afterF5 + "\n"), cli.out());
        assertEquals(List.of(3L, 14L, 61L, 78L), leaves());
    }

    @Test
    void finishedGameIsOneLeafAtEveryDepth() {
        String full = "X".repeat(40) + "O".repeat(24) + " X";
        assertEquals(0, cli.run("perft", "4", "--position", full));
        assertEquals(List.of(1L, 1L, 1L, 1L, 4L), leaves());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0", "61", "x", "3 4", "3 --threads 0", "3 --threads two", "3 --bogus",
        "3 --position", "3 --position XO"})
    void badArgumentsExitWithUsage(String args) {
        String[] words = args.isEmpty() ? new String[] {"perft"} : ("perft " + args).split(" ");
        assertEquals(2, cli.run(words));
        assertEquals("", cli.out());
        assertTrue(cli.err().startsWith("magpie perft: "), cli.err());
        assertTrue(cli.err().contains("usage: magpie perft [OPTIONS] DEPTH"), cli.err());
    }

    @Test
    void helpGoesToStandardOutput() {
        assertEquals(0, cli.run("perft", "--help"));
        assertTrue(cli.out().contains("--no-pass-ply"), cli.out());
        assertEquals("", cli.err());
    }

    @Test
    void listedInMainHelp() {
        assertEquals(0, cli.run("--help"));
        assertTrue(cli.out().contains("perft"), cli.out());
    }
}
