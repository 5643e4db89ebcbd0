package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Bits;
import io.magpie.endgame.Solver;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabellerTest {
    /** Positions with 4..10 empties from random games, labelled 0 with kind RESULT. */
    static List<TrainingPosition> randomData(int n) {
        SplittableRandom random = new SplittableRandom(9);
        List<TrainingPosition> list = new ArrayList<>();
        for (int g = 0; list.size() < n; g++) {
            long[] p = io.magpie.eval.TestPositions.random(random, 4 + random.nextInt(7));
            if (!Bits.isGameOver(p[0], p[1])) {
                list.add(new TrainingPosition(p[0], p[1], g, 0, TrainingPosition.RESULT));
            }
        }
        return list;
    }

    static void write(Path file, List<TrainingPosition> list) throws IOException {
        try (PositionFile.Writer w = PositionFile.create(file)) {
            for (TrainingPosition p : list) {
                w.write(p);
            }
        }
    }

    static List<TrainingPosition> read(Path file) throws IOException {
        List<TrainingPosition> list = new ArrayList<>();
        try (PositionFile.Reader r = PositionFile.open(file)) {
            TrainingPosition p;
            while ((p = r.next()) != null) {
                list.add(p);
            }
        }
        return list;
    }

    @Test
    void solvesSelectedPositionsExactlyAndCopiesTheRest(@TempDir Path dir) throws Exception {
        List<TrainingPosition> data = randomData(60);
        Path in = dir.resolve("in.mgpd");
        Path out = dir.resolve("out.mgpd");
        write(in, data);
        new Labeller(0, 8, 1, 0, false, 2, 1, 0).run(in, out, new PrintStream(new ByteArrayOutputStream()));
        assertSolvedExactlyWhere(p -> p.empties() <= 8, data, read(out));
    }

    /** Records chosen by {@code solved} carry their exact score; the others are copied unchanged. */
    private static void assertSolvedExactlyWhere(Predicate<TrainingPosition> solved, List<TrainingPosition> data,
            List<TrainingPosition> labelled) {
        assertEquals(data.size(), labelled.size());
        Solver solver = new Solver(1, 1);
        for (int i = 0; i < data.size(); i++) {
            TrainingPosition before = data.get(i);
            TrainingPosition after = labelled.get(i);
            if (solved.test(before)) {
                assertEquals(new TrainingPosition(before.player(), before.opponent(), before.game(),
                        solver.solve(before.player(), before.opponent()).score(), TrainingPosition.EXACT), after);
            } else {
                assertEquals(before, after);
            }
        }
    }

    @Test
    void sparsePositionsToSolveStillFillEachThreadsBatch(@TempDir Path dir) throws Exception {
        // one game in 40 chosen: a batch must gather 8 of them per thread, not 8 records per thread,
        // or the second thread idles (tune label --min-empties 17 --max-empties 17 ran on one core)
        List<TrainingPosition> data = randomData(4000);
        Path in = dir.resolve("in.mgpd");
        write(in, data);
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        Path two = dir.resolve("two.mgpd");
        Labeller labeller = new Labeller(0, 60, 40, 7, false, 2, 1, 0);
        labeller.run(in, two, quiet);
        long chosen = data.stream().filter(labeller::chosen).count();
        assertTrue(chosen >= 80, "chosen: " + chosen);
        assertTrue(labeller.batches() <= chosen / 16 + 1, labeller.batches() + " batches for " + chosen);

        Path one = dir.resolve("one.mgpd");
        new Labeller(0, 60, 40, 7, false, 1, 1, 0).run(in, one, quiet);
        assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(two));
        assertSolvedExactlyWhere(labeller::chosen, data, read(two));
    }

    @Test
    void copyingWithoutSolvingPrintsAFewProgressLinesNotOneABatch(@TempDir Path dir) throws Exception {
        List<TrainingPosition> data = randomData(5000);
        Path in = dir.resolve("in.mgpd");
        Path out = dir.resolve("out.mgpd");
        write(in, data);
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        new Labeller(0, 60, 1, 0, false, 1, 1, 0).solve(false).run(in, out, new PrintStream(progress, true));
        assertEquals(data, read(out));
        long lines = progress.toString().lines().count();
        // a line a second at most, plus the last (a line a batch of 16 records would be 313)
        assertTrue(lines < 50, lines + " progress lines:\n" + progress);
    }

    @Test
    void resumesAfterAStopWithAPartialRecord(@TempDir Path dir) throws Exception {
        List<TrainingPosition> data = randomData(50);
        Path in = dir.resolve("in.mgpd");
        write(in, data);
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        Path whole = dir.resolve("whole.mgpd");
        Labeller labeller = new Labeller(0, 10, 3, 1, true, 1, 1, 0);
        labeller.run(in, whole, quiet);
        // a stopped run: the first records and half of the next one
        Path resumed = dir.resolve("resumed.mgpd");
        long keep = PositionFile.HEADER_BYTES + 7L * PositionFile.RECORD_BYTES + PositionFile.RECORD_BYTES / 2;
        Files.copy(whole, resumed);
        try (FileChannel ch = FileChannel.open(resumed, StandardOpenOption.WRITE)) {
            ch.truncate(keep);
        }
        assertEquals(7, PositionFile.count(resumed));
        labeller.run(in, resumed, quiet);
        org.junit.jupiter.api.Assertions.assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(resumed));
        List<TrainingPosition> selected = read(whole);
        assertTrue(selected.size() > 7 && selected.size() < data.size());
        for (TrainingPosition p : selected) {
            assertEquals(1, p.game() % 3);
        }
    }

    /** A power loss can leave the last records as zero bytes: the rerun names them, drops them and carries on. */
    @Test
    void resumesAfterZeroFilledLastRecordsAndATornOne(@TempDir Path dir) throws Exception {
        List<TrainingPosition> data = randomData(50);
        Path in = dir.resolve("in.mgpd");
        write(in, data);
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        Labeller labeller = new Labeller(0, 10, 1, 0, false, 1, 1, 0);
        Path whole = dir.resolve("whole.mgpd");
        labeller.run(in, whole, quiet);
        Path resumed = dir.resolve("resumed.mgpd");
        Files.copy(whole, resumed);
        // 20 records kept, records 21 and 22 zero bytes, then half a record of zeros
        try (FileChannel ch = FileChannel.open(resumed, StandardOpenOption.WRITE)) {
            long sound = PositionFile.HEADER_BYTES + 20L * PositionFile.RECORD_BYTES;
            ch.truncate(sound);
            ch.write(java.nio.ByteBuffer.allocate(2 * PositionFile.RECORD_BYTES + 10), sound);
        }
        ByteArrayOutputStream notes = new ByteArrayOutputStream();
        labeller.run(in, resumed, new PrintStream(notes, true));
        assertTrue(notes.toString().contains(resumed + ": records 21-22, the last, are damaged"), notes.toString());
        assertTrue(notes.toString().contains("resuming after record 20"), notes.toString());
        assertTrue(notes.toString().contains("a partial record of 10 bytes"), notes.toString());
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(resumed));
        assertEquals(data.size(), read(resumed).size());
    }

    /** A damaged record followed by sound ones is no interrupted write: it stays for the readers to report. */
    @Test
    void aDamagedRecordInsideTheFileIsNotCutOff(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("out.mgpd");
        write(file, randomData(10));
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.allocate(PositionFile.RECORD_BYTES), PositionFile.HEADER_BYTES + 4L * PositionFile.RECORD_BYTES);
        }
        ByteArrayOutputStream notes = new ByteArrayOutputStream();
        assertEquals(10, PositionFile.dropDamagedTail(file, new PrintStream(notes, true)));
        assertEquals("", notes.toString());
        assertEquals(10, PositionFile.count(file));
    }

    @Test
    void searchLabelsAreExactWhenTheDepthReachesTheEnd(@TempDir Path dir) throws Exception {
        List<TrainingPosition> data = randomData(40);
        Path in = dir.resolve("in.mgpd");
        write(in, data);
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        Path deep = dir.resolve("deep.mgpd");
        new Labeller(0, 60, 1, 0, false, 2, 1, 0).searchDepth(12).run(in, deep, quiet);
        Path shallow = dir.resolve("shallow.mgpd");
        new Labeller(7, 60, 1, 0, false, 2, 1, 0).searchDepth(2).run(in, shallow, quiet);
        List<TrainingPosition> exact = read(deep);
        List<TrainingPosition> searched = read(shallow);
        Solver solver = new Solver(1, 1);
        int differ = 0;
        for (int i = 0; i < data.size(); i++) {
            TrainingPosition before = data.get(i);
            assertEquals(TrainingPosition.EXACT, exact.get(i).kind());
            int score = solver.solve(before.player(), before.opponent()).score();
            assertEquals(score, exact.get(i).label());
            TrainingPosition after = searched.get(i);
            if (before.empties() >= 7) {
                assertEquals(TrainingPosition.SEARCHED, after.kind());
                assertTrue(Math.abs(after.label()) <= 64);
                differ += after.label() != score ? 1 : 0;
            } else {
                assertEquals(before, after);
            }
        }
        assertTrue(differ > 0, "a depth-2 search should not match every exact score");
    }
}
