package io.magpie.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.cli.SolveCommand;
import io.magpie.format.BoardText;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveJobTest {
    @TempDir
    Path dir;

    /** Rows without the seconds column (timing), and without the source column. */
    private static List<String> rows(List<String> tsv) {
        List<String> rows = new ArrayList<>();
        for (String line : tsv) {
            if (line.startsWith("index") || line.startsWith("total")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            rows.add(f[0] + "\t" + f[1] + "\t" + f[2]);
        }
        return rows;
    }

    @Test
    void sameScoresAsMagpieSolveWithARetriedTaskABadLineAndAResume() throws Exception {
        List<String> lines = new ArrayList<>();
        lines.add("% positions for the test");
        for (Board b : TestPositions.random(30, 8, 12, 7)) {
            lines.add(BoardText.format(b));
        }
        lines.add("not a board at all");
        Path in = dir.resolve("in.txt");
        Files.write(in, lines);

        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        int plainStatus = new SolveCommand().run(new String[] {"--tsv", "--threads", "1", "--hash", "8", in.toString()},
                new PrintStream(plain, true), new PrintStream(new ByteArrayOutputStream(), true));
        assertEquals(2, plainStatus, "magpie solve also rejects the bad line");
        List<String> expected = rows(List.of(plain.toString().split("\n")));
        assertEquals(30, expected.size());

        Path out = dir.resolve("out");
        System.setProperty(Faults.PROPERTY, "1");
        Object[] r;
        try {
            r = TestPositions.run("solve", "--master", "local[2,3]", "--chunk", "7", "--hash", "8", "--out",
                    out.toString(), in.toString());
        } finally {
            System.clearProperty(Faults.PROPERTY);
        }
        assertEquals(2, r[0], (String) r[1]);
        assertTrue(((String) r[1]).contains(in + ":32: "), (String) r[1]);
        List<String> solved = Files.readAllLines(out.resolve("solve.tsv"));
        assertEquals(SolveJob.HEADER, solved.get(0));
        assertEquals(expected, rows(solved), "every position once, in order, with magpie solve's score");
        assertTrue(solved.get(1).endsWith("\t" + in + ":2"), solved.get(1));
        assertTrue(Files.exists(out.resolve("parquet/_SUCCESS")));
        assertEquals(1, Files.readAllLines(out.resolve("rejected.txt")).size());

        // Stopped half-way: a rerun redoes only the missing partition.
        Files.delete(out.resolve("parts/part-00002.tsv"));
        r = TestPositions.run("solve", "--master", "local[2]", "--chunk", "7", "--hash", "8", "--out", out.toString(),
                in.toString());
        assertTrue(((String) r[1]).contains("resuming: 4 partition(s)"), (String) r[1]);
        assertTrue(((String) r[1]).contains("1 partition(s) solved in this run"), (String) r[1]);
        assertEquals(expected, rows(Files.readAllLines(out.resolve("solve.tsv"))));

        // Other options into the same directory: refused, not mixed.
        r = TestPositions.run("solve", "--wld", "--master", "local[2]", "--chunk", "7", "--hash", "8", "--out",
                out.toString(), in.toString());
        assertEquals(1, r[0]);
        assertTrue(((String) r[1]).contains("holds the output of another job"), (String) r[1]);
    }
}
