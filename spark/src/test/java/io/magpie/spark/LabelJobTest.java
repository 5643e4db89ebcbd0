package io.magpie.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.board.Board;
import io.magpie.tune.Labeller;
import io.magpie.tune.PositionFile;
import io.magpie.tune.TrainingPosition;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabelJobTest {
    @TempDir
    Path dir;

    @Test
    void sameFileAsTuneLabel() throws Exception {
        Path in = dir.resolve("in.mgpd");
        List<Board> boards = TestPositions.random(40, 6, 16, 11);
        try (PositionFile.Writer w = PositionFile.create(in)) {
            for (int i = 0; i < boards.size(); i++) {
                Board b = boards.get(i);
                w.write(new TrainingPosition(b.player(), b.opponent(), i / 3, 0, TrainingPosition.RESULT));
            }
        }
        Path single = dir.resolve("single.mgpd");
        new Labeller(8, 12, 2, 0, false, 1, 8, 0).run(in, single, new PrintStream(new ByteArrayOutputStream()));

        Path out = dir.resolve("out");
        Object[] r = TestPositions.run("label", "--master", "local[2]", "--chunk", "9", "--hash", "8",
                "--min-empties", "8", "--max-empties", "12", "--games", "2:0", "--out", out.toString(), in.toString());
        assertEquals(0, r[0], (String) r[1]);
        byte[] expected = Files.readAllBytes(single);
        assertEquals(8 + 40 * PositionFile.RECORD_BYTES, expected.length);
        assertArrayEquals(expected, Files.readAllBytes(out.resolve("labelled.mgpd")));
    }
}
