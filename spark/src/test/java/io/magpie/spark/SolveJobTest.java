package io.magpie.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.cli.SolveCommand;
import io.magpie.format.BoardText;
import io.magpie.tune.PositionFile;
import io.magpie.tune.TrainingPosition;
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
        assertEquals(1, plainStatus, "magpie solve also rejects the bad line (exit 1: a bad file)");
        List<String> expected = rows(List.of(plain.toString().split("\n")));
        assertEquals(30, expected.size());

        Path out = dir.resolve("out");
        System.setProperty(Faults.PROPERTY, "1");
        Object[] r;
        try {
            r = TestPositions.run("solve", "--master", "local[2,3]", "--hash", "8", "--out", out.toString(),
                    in.toString());
        } finally {
            System.clearProperty(Faults.PROPERTY);
        }
        assertEquals(2, r[0], (String) r[1]);
        assertTrue(((String) r[1]).contains(in + ":32: "), (String) r[1]);
        assertTrue(((String) r[1]).contains("magpie-spark: timing: 30 positions"), (String) r[1]);
        List<String> solved = Files.readAllLines(out.resolve("solve.tsv"));
        assertEquals(SolveJob.HEADER, solved.get(0));
        assertEquals(expected, rows(solved), "every position once, in order, with magpie solve's score");
        assertTrue(solved.get(1).endsWith("\t" + in + ":2"), solved.get(1));
        assertTrue(Files.exists(out.resolve("parquet/_SUCCESS")));
        assertEquals(1, Files.readAllLines(out.resolve("rejected.txt")).size());
        int parts = partFiles(out).size();
        assertTrue(parts >= 4, "the default spreads 30 small positions over 2 cores: " + parts + " parts");

        // Stopped half-way: a rerun without --chunk cuts the input as the first run did and redoes only
        // the missing partition.
        Files.delete(partFiles(out).get(1));
        r = TestPositions.run("solve", "--master", "local[2]", "--hash", "8", "--out", out.toString(), in.toString());
        assertTrue(((String) r[1]).contains("resuming: " + (parts - 1) + " partition(s)"), (String) r[1]);
        assertTrue(((String) r[1]).contains("1 partition(s) solved in this run"), (String) r[1]);
        assertEquals(expected, rows(Files.readAllLines(out.resolve("solve.tsv"))));

        // Cut otherwise (another --chunk): refused, not mixed; --overwrite starts over, saying so.
        r = TestPositions.run("solve", "--master", "local[2]", "--chunk", "1", "--hash", "8", "--out",
                out.toString(), in.toString());
        assertEquals(1, r[0]);
        assertTrue(((String) r[1]).contains("cut into other partitions"), (String) r[1]);
        r = TestPositions.run("solve", "--master", "local[2]", "--chunk", "1", "--overwrite", "--hash", "8",
                "--out", out.toString(), in.toString());
        assertEquals(2, r[0], (String) r[1]);
        assertTrue(((String) r[1]).contains("starting over (--overwrite)"), (String) r[1]);
        assertEquals(1, partFiles(out).size(), "30 small positions weigh less than one at 20 empties");
        assertEquals(expected, rows(Files.readAllLines(out.resolve("solve.tsv"))));

        // Other options into the same directory: refused, not mixed.
        r = TestPositions.run("solve", "--wld", "--master", "local[2]", "--hash", "8", "--out", out.toString(),
                in.toString());
        assertEquals(1, r[0]);
        assertTrue(((String) r[1]).contains("holds the output of another job"), (String) r[1]);
    }

    @Test
    void aSlowPositionHasAPartitionToItself() throws Exception {
        List<String> lines = new ArrayList<>();
        for (Board b : TestPositions.random(20, 6, 8, 3)) {
            lines.add(BoardText.format(b));
        }
        String slow = BoardText.format(TestPositions.random(1, 16, 16, 4).get(0));
        lines.add(10, slow); // costs 256 quick ones; a partition holds 41 (--chunk 0.01)
        Path in = dir.resolve("in.txt");
        Files.write(in, lines);
        Path out = dir.resolve("out");
        Object[] r = TestPositions.run("solve", "--master", "local[2]", "--chunk", "0.01", "--hash", "8", "--out",
                out.toString(), in.toString());
        assertEquals(0, r[0], (String) r[1]);
        assertTrue(Files.readString(out.resolve("_job")).contains("units=41"));
        int withSlow = 0;
        for (Path part : partFiles(out)) {
            List<String> rows = Files.readAllLines(part);
            if (rows.stream().anyMatch(row -> row.startsWith("11\t"))) {
                withSlow++;
                assertEquals(1, rows.size(), "the slow position shares its partition: " + rows);
            }
        }
        assertEquals(1, withSlow);
        assertEquals(21, rows(Files.readAllLines(out.resolve("solve.tsv"))).size());
    }

    @Test
    void trainingPositionFilesGiveTheSameScoresAndReportADamagedRecord() throws Exception {
        List<Board> boards = TestPositions.random(12, 8, 12, 5);
        Path text = dir.resolve("in.txt");
        Files.write(text, boards.stream().map(BoardText::format).toList());
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        new SolveCommand().run(new String[] {"--tsv", "--threads", "1", "--hash", "8", text.toString()},
                new PrintStream(plain, true), new PrintStream(new ByteArrayOutputStream(), true));
        List<String> expected = rows(List.of(plain.toString().split("\n")));

        Path in = dir.resolve("in.mgpd");
        try (PositionFile.Writer w = PositionFile.create(in)) {
            for (Board b : boards) {
                w.write(new TrainingPosition(b.player(), b.opponent(), 0, 0, TrainingPosition.RESULT));
            }
        }
        byte[] damaged = new byte[PositionFile.RECORD_BYTES];
        java.util.Arrays.fill(damaged, (byte) -1); // the same square for both sides
        Files.write(in, damaged, java.nio.file.StandardOpenOption.APPEND);
        Path out = dir.resolve("out");
        Object[] r = TestPositions.run("solve", "--master", "local[2]", "--hash", "8", "--out", out.toString(),
                in.toString());
        assertEquals(2, r[0], (String) r[1]);
        assertTrue(((String) r[1]).contains(in + ": record 13 is damaged"), (String) r[1]);
        assertEquals(expected, rows(Files.readAllLines(out.resolve("solve.tsv"))));
    }

    private static List<Path> partFiles(Path out) throws Exception {
        try (var files = Files.list(out.resolve("parts"))) {
            return files.filter(f -> f.getFileName().toString().endsWith(".tsv")).sorted().toList();
        }
    }
}
