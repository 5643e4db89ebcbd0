package io.magpie.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PropagatorTest {
    /** A random game's positions (pass positions left out, as tune positions does) and their colours. */
    private record Game(List<TrainingPosition> positions, List<Boolean> blackToMove, boolean hasPass) {}

    private static Game randomGame(SplittableRandom random, int id) {
        List<TrainingPosition> positions = new ArrayList<>();
        List<Boolean> colours = new ArrayList<>();
        boolean pass = false;
        Board b = Board.start();
        while (!b.isGameOver()) {
            if (b.mustPass()) {
                b = b.pass();
                pass = true;
                continue;
            }
            positions.add(new TrainingPosition(b.player(), b.opponent(), id, 0, TrainingPosition.RESULT));
            colours.add(b.blackToMove());
            long moves = b.legalMoves();
            int k = random.nextInt(Long.bitCount(moves));
            for (int i = 0; i < k; i++) {
                moves &= moves - 1;
            }
            b = b.play(Long.numberOfTrailingZeros(moves));
        }
        return new Game(positions, colours, pass);
    }

    @Test
    void carriesTheEarliestExactLabelBackWithTheSideToMoveThroughPasses(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(5);
        List<TrainingPosition> data = new ArrayList<>();
        List<Game> games = new ArrayList<>();
        int withPass = 0;
        for (int g = 0; g < 40; g++) {
            Game game = randomGame(random, g);
            games.add(game);
            withPass += game.hasPass() ? 1 : 0;
            List<TrainingPosition> ps = game.positions();
            // the last position is solved (label g - 20 for its side to move); so is the one before,
            // with a different label that must not win: only the earliest exact label counts
            int last = ps.size() - 1;
            TrainingPosition end = ps.get(last);
            ps.set(last, new TrainingPosition(end.player(), end.opponent(), g, -5, TrainingPosition.EXACT));
            TrainingPosition anchor = ps.get(last - 1);
            ps.set(last - 1, new TrainingPosition(anchor.player(), anchor.opponent(), g, g - 20, TrainingPosition.EXACT));
            data.addAll(ps);
        }
        assertTrue(withPass >= 3, "random games with a pass: " + withPass);
        Path in = dir.resolve("in.mgpd");
        Path out = dir.resolve("out.mgpd");
        LabellerTest.write(in, data);
        Propagator propagator = new Propagator();
        propagator.run(in, out, new PrintStream(new ByteArrayOutputStream()));
        List<TrainingPosition> result = LabellerTest.read(out);
        assertEquals(data.size(), result.size());
        int at = 0;
        long expectedRelabelled = 0;
        for (int g = 0; g < games.size(); g++) {
            Game game = games.get(g);
            int n = game.positions().size();
            boolean anchorBlack = game.blackToMove().get(n - 2);
            for (int i = 0; i < n; i++, at++) {
                TrainingPosition r = result.get(at);
                TrainingPosition original = game.positions().get(i);
                assertEquals(original.player(), r.player());
                assertEquals(original.opponent(), r.opponent());
                if (i < n - 2) {
                    int expected = game.blackToMove().get(i) == anchorBlack ? g - 20 : 20 - g;
                    assertEquals(expected, r.label(), "game " + g + " position " + i);
                    assertEquals(TrainingPosition.THEORETICAL, r.kind());
                    expectedRelabelled++;
                } else {
                    assertEquals(original, r);
                }
            }
        }
        assertEquals(expectedRelabelled, propagator.relabelled());
    }

    @Test
    void stopsAtAGapAndLeavesGamesWithoutExactLabels() {
        SplittableRandom random = new SplittableRandom(8);
        List<TrainingPosition> ps = new ArrayList<>(randomGame(random, 1).positions());
        List<TrainingPosition> untouched = new ArrayList<>(ps);
        new Propagator().relabel(ps);
        assertEquals(untouched, ps);

        TrainingPosition anchor = ps.get(30);
        ps.set(30, new TrainingPosition(anchor.player(), anchor.opponent(), 1, 12, TrainingPosition.EXACT));
        ps.remove(20); // a gap between the records 19 and (now) 20; the anchor is now record 29
        new Propagator().relabel(ps);
        assertEquals(TrainingPosition.EXACT, ps.get(29).kind());
        for (int i = 20; i < 29; i++) {
            assertEquals(TrainingPosition.THEORETICAL, ps.get(i).kind(), "position " + i);
            assertEquals(12, Math.abs(ps.get(i).label()));
        }
        for (int i = 0; i < 20; i++) {
            assertEquals(untouched.get(i), ps.get(i), "before the gap, position " + i);
        }
    }

    @Test
    void betweenTwoExactLabelsEachPositionGetsTheirMixWeightedByDistance() {
        SplittableRandom random = new SplittableRandom(11);
        Game game = randomGame(random, 2);
        List<TrainingPosition> ps = new ArrayList<>(game.positions());
        List<Boolean> black = game.blackToMove();
        // exact at records 10 (+20 for black) and 18 (-4 for black), each stored for its side to move
        int a = 10;
        int b = 18;
        ps.set(a, exact(ps.get(a), black.get(a) ? 20 : -20));
        ps.set(b, exact(ps.get(b), black.get(b) ? -4 : 4));
        List<TrainingPosition> only = new ArrayList<>(ps);
        new Propagator().relabel(only);
        new Propagator(true).relabel(ps);
        for (int i = 0; i < ps.size(); i++) {
            int forBlack = black.get(i) ? ps.get(i).label() : -ps.get(i).label();
            if (i < a) {
                assertEquals(20, forBlack, "before the first exact label, carried back, position " + i);
                assertEquals(only.get(i), ps.get(i));
            } else if (i > a && i < b) {
                // 20 at distance 0 down to -4 at distance 8: 3 discs a move
                assertEquals(20 - 3 * (i - a), forBlack, "position " + i);
                assertEquals(TrainingPosition.THEORETICAL, ps.get(i).kind());
                assertEquals(game.positions().get(i).label(), only.get(i).label(), "without --between untouched");
            } else if (i > b) {
                assertEquals(game.positions().get(i), ps.get(i), "after the last exact label, untouched");
            }
        }

        // a gap between the two exact records leaves the stretch between them as it was
        List<TrainingPosition> gapped = new ArrayList<>(game.positions());
        gapped.set(a, exact(gapped.get(a), 20));
        gapped.set(b, exact(gapped.get(b), 4));
        gapped.remove(14);
        List<TrainingPosition> before = new ArrayList<>(gapped);
        new Propagator(true).relabel(gapped);
        for (int i = a + 1; i < b - 1; i++) {
            assertEquals(before.get(i), gapped.get(i), "position " + i);
        }
    }

    private static TrainingPosition exact(TrainingPosition p, int label) {
        return new TrainingPosition(p.player(), p.opponent(), p.game(), label, TrainingPosition.EXACT);
    }

    @Test
    void anEmptyFileGivesNoGamesAndAMissingOneIsNamed(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("empty.mgpd");
        LabellerTest.write(in, List.of());
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        new Propagator().run(in, dir.resolve("out.mgpd"), new PrintStream(progress));
        assertTrue(progress.toString().startsWith("0 games, 0 positions"), progress.toString());
        assertEquals(0, PositionFile.count(dir.resolve("out.mgpd")));

        Path missing = dir.resolve("missing.mgpd");
        IOException e = assertThrows(IOException.class,
                () -> new Propagator().run(missing, dir.resolve("out2.mgpd"), new PrintStream(progress)));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
    }
}
