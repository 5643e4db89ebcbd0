package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Option descriptions: parsing, ranges, defaults, help lines and usage errors. */
class OptionSpecTest {
    static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.defaultsTo(2);
    static final OptionSpec<Integer> HASH = SharedOptions.HASH.defaultsTo(SharedOptions.perThread(24, THREADS));
    static final OptionSpec<Long> NODES = OptionSpec.longInteger("nodes", "N", 1, Long.MAX_VALUE, "node limit");
    static final OptionSpec<Double> TIME = OptionSpec.seconds("time", 86400, "time limit");
    static final OptionSpec<Double> SHARE = OptionSpec.decimal("share", "W", 0, 1, "share").defaultsTo(0.5);
    static final OptionSpec<Double> RATE = OptionSpec.decimal("rate", "R", 0, Double.MAX_VALUE, "step size");
    static final OptionSpec<Boolean> QUIET = OptionSpec.flag("quiet", "less output");
    static final OptionSpec<Path> GAMES = OptionSpec.path("games", "FILE", "game files").withSeveralValues();
    static final OptionSpec<String> ENGINE = OptionSpec.text("engine", "SPEC", "an engine").withShortName("e")
            .repeatable();
    static final List<OptionSpec<?>> SPECS = List.of(THREADS, HASH, NODES, TIME, SHARE, RATE, QUIET, GAMES, ENGINE,
            SharedOptions.POSITION);

    private static Arguments parse(String... args) throws UsageException {
        return Arguments.parse(SPECS, args, "magpie test [OPTIONS] FILE...", false);
    }

    private static String error(String... args) {
        UsageException e = assertThrows(UsageException.class, () -> parse(args));
        assertTrue(e.usage().startsWith("usage: magpie test [OPTIONS] FILE..."), e.usage());
        return e.getMessage();
    }

    @Test
    void valuesAreTypedAndDefaultsApplyWhenAbsent() throws UsageException {
        Arguments none = parse();
        assertEquals(2, none.get(THREADS));
        assertEquals(48, none.get(HASH), "24 per thread, two threads");
        assertNull(none.get(NODES));
        assertFalse(none.has(NODES));
        assertEquals(0.5, none.get(SHARE));
        assertFalse(none.get(QUIET));
        assertEquals(List.of(), none.all(GAMES));

        Arguments some = parse("--threads", "4", "--nodes", "5000000000", "--time", "1.5", "--quiet", "x.obf",
                "--share=0.25");
        assertEquals(4, some.get(THREADS));
        assertEquals(96, some.get(HASH), "the per-thread default follows --threads");
        assertEquals(5_000_000_000L, some.get(NODES));
        assertEquals(1.5, some.get(TIME));
        assertEquals(0.25, some.get(SHARE));
        assertTrue(some.get(QUIET));
        assertTrue(some.has(QUIET));
        assertEquals(List.of("x.obf"), some.operands());
        assertFalse(some.helpRequested());
    }

    @Test
    void repeatedAndSeveralValues() throws UsageException {
        Arguments a = parse("-e", "one", "--engine", "two", "--games", "a.wtb", "b.ggf", "--quiet", "c.obf");
        assertEquals(List.of("one", "two"), a.all(ENGINE));
        assertEquals(List.of(Path.of("a.wtb"), Path.of("b.ggf")), a.all(GAMES),
                "--games takes every value up to the next option");
        assertEquals(List.of("c.obf"), a.operands());
        assertEquals("one", a.get(ENGINE));
    }

    @Test
    void rangesAreChecked() {
        assertEquals("--threads must be between 1 and 256: 0", error("--threads", "0"));
        assertEquals("--threads must be between 1 and 256: 257", error("--threads", "257"));
        assertEquals("--threads needs an integer: two", error("--threads", "two"));
        assertEquals("--hash must be between 1 and 65536: 65537", error("--hash", "65537"));
        assertEquals("--nodes must be at least 1: 0", error("--nodes", "0"));
        assertEquals("--time needs a positive number of seconds: 0", error("--time", "0"));
        assertEquals("--time needs a positive number of seconds: soon", error("--time", "soon"));
        assertEquals("--time must be at most 86400 seconds: 90000", error("--time", "90000"));
        assertEquals("--share needs a number from 0 to 1: 1.5", error("--share", "1.5"));
        assertEquals("--share needs a number from 0 to 1: NaN", error("--share", "NaN"));
        assertEquals("--rate needs a non-negative number: -1", error("--rate", "-1"));
        assertTrue(error("--position", "XO").startsWith("--position: "));
        assertEquals("Unrecognized option: --bogus", error("--bogus"));
        assertEquals("Missing argument for option: threads", error("--threads"));
    }

    @Test
    void aBadValueIsFoundEvenWhenTheCommandWouldNotReadIt() {
        // checked at parse time, before the command does anything
        assertThrows(UsageException.class, () -> parse("--share", "2", "--quiet"));
    }

    @Test
    void helpLinesSayTheRangeAndTheDefault() {
        assertEquals("search threads (1..256; default 2)", THREADS.helpLine());
        assertEquals("memory for all the search tables together, in MB (1..65536; default 24 per thread)",
                HASH.helpLine());
        assertEquals("node limit (at least 1)", NODES.helpLine());
        assertEquals("time limit (at most 86400)", TIME.helpLine());
        assertEquals("share (0..1; default 0.5)", SHARE.helpLine());
        assertEquals("less output", QUIET.helpLine());
        assertEquals("search threads (1..256; default all processors)",
                SharedOptions.THREADS.defaultsTo(SharedOptions.ALL_PROCESSORS).helpLine());
    }

    @Test
    void helpIsAcceptedWithoutCheckingTheRest() throws UsageException {
        Arguments a = parse("--threads", "0", "--help");
        assertTrue(a.helpRequested());
        assertTrue(a.usage().contains("--threads <N>"), a.usage());
        assertTrue(parse("-h").helpRequested());
    }

    @Test
    void aBoardMayStartWithAMinusAsAnOperand() throws UsageException {
        String board = "-".repeat(27) + "OX------XO" + "-".repeat(27) + " X";
        Arguments a = Arguments.parse(SPECS, new String[] {"book.bin", board, "--quiet"}, "magpie test", true);
        assertEquals(List.of("book.bin", board), a.operands(), "in the order given");
        Board parsed = parse("--position", board.replace('-', '.')).get(SharedOptions.POSITION);
        assertEquals(60, parsed.emptyCount());
    }

    @Test
    void anOptionOfAnotherCommandIsAProgrammingError() throws UsageException {
        Arguments a = parse();
        assertThrows(IllegalStateException.class, () -> a.get(SharedOptions.DEPTH));
        assertThrows(IllegalStateException.class,
                () -> Arguments.parse(List.of(THREADS, SharedOptions.THREADS), new String[0], "magpie test", false));
    }
}
