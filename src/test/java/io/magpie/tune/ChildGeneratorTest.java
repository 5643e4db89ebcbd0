package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildGeneratorTest {
    @Test
    void writesEveryMoveOfTheChosenPositionsAsTheBoardRulesPlayIt(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        List<TrainingPosition> data = new ArrayList<>();
        for (int g = 0; g < 30; g++) {
            Board b = Board.start();
            while (!b.isGameOver()) {
                if (b.mustPass()) {
                    b = b.pass();
                    continue;
                }
                data.add(new TrainingPosition(b.player(), b.opponent(), g, g - 15, TrainingPosition.EXACT));
                long moves = b.legalMoves();
                for (int k = random.nextInt(Long.bitCount(moves)); k > 0; k--) {
                    moves &= moves - 1;
                }
                b = b.play(Long.numberOfTrailingZeros(moves));
            }
        }
        Path in = dir.resolve("in.mgpd");
        try (PositionFile.Writer w = PositionFile.create(in)) {
            for (TrainingPosition p : data) {
                w.write(p);
            }
        }

        // the reference: the Board rules, move by move, for games 1 mod 3 outside the validation tenth
        List<TrainingPosition> expected = new ArrayList<>();
        int chosenParents = 0;
        for (TrainingPosition p : data) {
            if (p.empties() < 2 || p.empties() > 40 || p.game() % 3 != 1 || p.game() % 10 == 0) {
                continue;
            }
            chosenParents++;
            Board parent = Board.fromRelative(p.player(), p.opponent(), true);
            for (int sq = 0; sq < 64; sq++) {
                if (!parent.isLegal(sq)) {
                    continue;
                }
                Board child = parent.play(sq);
                if (child.isGameOver()) {
                    continue;
                }
                int label = -p.label();
                if (child.mustPass()) {
                    child = child.pass();
                    label = p.label();
                }
                expected.add(new TrainingPosition(child.player(), child.opponent(), p.game(), label, TrainingPosition.RESULT));
            }
        }

        Path out = dir.resolve("out.mgpd");
        ChildGenerator gen = new ChildGenerator(2, 40, 3, 1, 10);
        gen.run(in, out, new PrintStream(new ByteArrayOutputStream()));
        List<TrainingPosition> written = new ArrayList<>();
        try (PositionFile.Reader r = PositionFile.open(out)) {
            TrainingPosition p;
            while ((p = r.next()) != null) {
                written.add(p);
            }
        }
        assertTrue(chosenParents > 100, "enough positions chosen to mean something");
        assertEquals(chosenParents, gen.parents());
        assertEquals(expected, written);
        assertEquals(expected.size(), gen.children());
        assertTrue(written.stream().noneMatch(p -> p.game() % 10 == 0 || p.game() % 3 != 1), "validation games give nothing");
    }
}
