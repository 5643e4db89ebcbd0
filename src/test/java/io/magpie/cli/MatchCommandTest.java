package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.format.Ggf;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {
    @TempDir
    Path tmp;

    private String out;
    private String err;

    private int run(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return status;
    }

    @Test
    void playsAMatchOfInternalEnginesAndResumesIt() throws Exception {
        Path openings = tmp.resolve("xot.txt");
        Files.writeString(openings, "# two XOT lines\nf5d6c4d3c2b3b4b5\n\nf5f6e6f4g5e7f7h5\n");
        Path ggf = tmp.resolve("games.ggf");
        assertEquals(0, run("match", "-e", "name=d1,depth=1,hash=4", "-e", "name=d2,depth=2,hash=4", "--games", "4",
                "--openings", openings.toString(), "--out", ggf.toString()), err);
        assertTrue(out.contains("engine A"), out);
        assertTrue(out.contains("d1"), out);
        assertTrue(err.contains("[4/4]"), err);
        assertEquals(4, Ggf.parseAll(Files.readString(ggf)).size());

        assertEquals(2, run("match", "-e", "name=d1,depth=1,hash=4", "-e", "name=d2,depth=2,hash=4", "--out", ggf.toString()));
        assertTrue(err.contains("--resume"), err);

        assertEquals(0, run("match", "-e", "name=d1,depth=1,hash=4", "-e", "name=d2,depth=2,hash=4", "--games", "6",
                "--openings", openings.toString(), "--out", ggf.toString(), "--resume", "--quiet"), err);
        assertTrue(err.contains("resumed 4 games"), err);
        assertEquals(6, Ggf.parseAll(Files.readString(ggf)).size());
    }

    @Test
    void badArgumentsAreUsageErrors() throws Exception {
        assertEquals(2, run("match", "-e", "depth=3"));
        assertTrue(err.contains("at least two engines"), err);
        assertEquals(2, run("match", "-e", "name=a", "-e", "name=b,colour=red"));
        assertTrue(err.contains("unknown engine key"), err);
        assertEquals(2, run("match", "-e", "name=a", "-e", "name=b", "--sprt", "elo0=3"));
        assertTrue(err.contains("--sprt"), err);
        assertEquals(2, run("match", "-e", "name=a", "-e", "name=b", "--resume"));
        Path engines = tmp.resolve("engines.txt");
        Files.writeString(engines, "# engines\nname=a,depth=1\nname=b,proto=telnet,cmd=x\n");
        assertEquals(2, run("match", "--engines", engines.toString()));
        assertTrue(err.contains("engines.txt:3"), err);
        Path openings = tmp.resolve("bad.txt");
        Files.writeString(openings, "f5d6\nf5f5\n");
        assertEquals(1, run("match", "-e", "name=a", "-e", "name=b", "--openings", openings.toString()));
        assertTrue(err.contains("bad.txt:2"), err);
        assertEquals(0, run("match", "--help"));
        assertTrue(out.contains("--sprt"), out);
        for (String key : new String[] {"name=", "cmd=", "proto=", "dir=", "depth=", "movetime=", "tc=", "pass=", "hash=",
            "selectivity=", "eval="}) {
            assertTrue(out.replaceAll("\\s+", " ").contains(key), key + " missing from match --help");
        }
    }
}
