package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.eval.Score;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();

    @Test
    void storeThenProbeGivesBackEveryField() {
        TranspositionTable tt = new TranspositionTable(1);
        Random random = new Random(5);
        for (int i = 0; i < 200; i++) {
            long p = random.nextLong();
            long o = random.nextLong() & ~p;
            int depth = 1 + random.nextInt(60);
            int sel = random.nextInt(ProbCut.NONE + 1);
            int score = random.nextInt(2 * Score.MAX + 1) - Score.MAX;
            int move = random.nextInt(64);
            tt.clear();
            tt.store(p, o, depth, sel, score - 10, score + 10, score, move); // exact
            assertTrue(tt.probe(p, o, probe));
            assertEquals(score, probe.lower);
            assertEquals(score, probe.upper);
            assertEquals(move, probe.move);
            assertEquals(depth, probe.depth);
            assertEquals(sel, probe.selectivity);
            assertFalse(tt.probe(p ^ 1L << 63, o, probe) && probe.depth == depth && probe.lower == score
                    && (p ^ 1L << 63) != p, "another position is not a hit");
        }
    }

    @Test
    void boundsFollowTheWindow() {
        TranspositionTable tt = new TranspositionTable(1);
        Board b = Board.start();
        tt.store(b.player(), b.opponent(), 5, ProbCut.NONE, 0, 1, 300, 19); // fail high: lower bound
        tt.probe(b.player(), b.opponent(), probe);
        assertEquals(300, probe.lower);
        assertEquals(Score.INF, probe.upper);
        tt.store(b.player(), b.opponent(), 5, ProbCut.NONE, 400, 401, 350, Square.NONE); // same depth: upper bound joins
        tt.probe(b.player(), b.opponent(), probe);
        assertEquals(300, probe.lower);
        assertEquals(350, probe.upper);
        assertEquals(19, probe.move, "a store without a move keeps the known one");
        tt.store(b.player(), b.opponent(), 3, ProbCut.NONE, 0, 1, -500, 37); // shallower: ignored
        tt.probe(b.player(), b.opponent(), probe);
        assertEquals(5, probe.depth);
        assertEquals(300, probe.lower);
        tt.store(b.player(), b.opponent(), 6, 0, 0, 1, -500, 37); // deeper: replaces
        tt.probe(b.player(), b.opponent(), probe);
        assertEquals(6, probe.depth);
        assertEquals(-500, probe.upper);
        assertEquals(-Score.INF, probe.lower);
    }

    @Test
    void fullBucketsKeepTheDeepestCurrentEntries() {
        TranspositionTable tt = new TranspositionTable(1);
        Random random = new Random(6);
        int n = tt.entries() * 3;
        long[] ps = new long[n];
        long[] os = new long[n];
        for (int i = 0; i < n; i++) {
            ps[i] = random.nextLong();
            os[i] = random.nextLong() & ~ps[i];
            tt.store(ps[i], os[i], i % 20 + 1, ProbCut.NONE, 0, 1, 0, 1);
        }
        int hits = 0;
        long depthSum = 0;
        for (int i = 0; i < n; i++) {
            if (tt.probe(ps[i], os[i], probe)) {
                hits++;
                depthSum += probe.depth;
            }
        }
        assertTrue(hits > 0 && hits <= tt.entries());
        assertTrue(depthSum / (double) hits > 10.5, "replacement favours deep entries: " + depthSum / (double) hits);
    }

    @Test
    void newSearchLetsOldEntriesGo() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.store(1, 2, 30, ProbCut.NONE, 0, 1, 5, 3);
        tt.newSearch();
        assertTrue(tt.probe(1, 2, probe), "old entries still answer");
        assertEquals(30, probe.depth);
    }
}
