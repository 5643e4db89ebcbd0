package io.magpie.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.search.Positions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class EngineTest {
    @Test
    void aHashTheHeapCannotHoldIsRefusedUpFront() {
        Engine engine = new Engine();
        int tooBig = (int) Math.min(65536, (Runtime.getRuntime().maxMemory() >> 20) + 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> engine.setHashMb(tooBig));
        assertTrue(e.getMessage().contains("MAGPIE_JAVA_OPTS=-Xmx"), e.getMessage());
        assertEquals(Engine.DEFAULT_HASH_MB, engine.hashMb());
    }

    /** --hash is all the tables together: the defaults keep the tables sized as before it was (64 + 32, 16 + 8). */
    @Test
    void theHashIsSplitTwoThirdsMidgameOneThirdSolver() {
        assertEquals(64, Engine.midgameTableMb(Engine.DEFAULT_HASH_MB));
        assertEquals(32, Engine.solverTableMb(Engine.DEFAULT_HASH_MB));
        assertEquals(16, Engine.midgameTableMb(24));
        assertEquals(8, Engine.solverTableMb(24));
        assertEquals(128, Engine.midgameTableMb(192));
        assertEquals(64, Engine.solverTableMb(192));
        for (int mb = 3; mb <= 4096; mb++) {
            assertEquals(mb, Engine.midgameTableMb(mb) + Engine.solverTableMb(mb), "no more than the total: " + mb);
        }
        assertEquals(1, Engine.midgameTableMb(1));
        assertEquals(1, Engine.solverTableMb(1)); // each table is at least 1 MB
    }

    private static Engine engine() {
        Engine e = new Engine();
        e.setHashMb(4);
        return e;
    }

    private static void assertLegal(Board b, int move) {
        if (b.mustPass()) {
            assertEquals(Square.PASS, move, b.toString());
        } else {
            assertTrue(move >= 0 && move < 64 && (b.legalMoves() & Square.bit(move)) != 0,
                    b + ": illegal " + Square.name(move));
        }
    }

    private static long solverThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith("magpie-solver-")).count();
    }

    @Test
    void settingsThatRebuildTheSearchDoNotLeaveSolverThreadsBehind() {
        // With two threads the engine's solver has a helper thread; each new table replaces the
        // search pool, and the old pool's solver must stop its thread.
        long before = solverThreads();
        Engine e = engine();
        e.setThreads(2);
        for (int i = 0; i < 5; i++) {
            e.setHashMb(4 + i);
            e.go(Limits.none().withDepth(2), info -> { });
        }
        assertTrue(solverThreads() - before <= 1, (solverThreads() - before) + " solver threads left running");
    }

    @Test
    void tinyLimitsStillGiveLegalMoves() {
        Engine e = engine();
        Limits[] limits = {
            Limits.none().withMoveTimeMs(1), Limits.none().withNodes(1), Limits.none().withDepth(1),
            Limits.none().withClock(1, 0, 0), Limits.none().withClock(30, 0, 0),
        };
        for (Board b : Positions.random(31, 40, 1, 59)) {
            e.setBoard(b);
            for (Limits l : limits) {
                SearchInfo info = e.go(l, SearchListener.NONE);
                assertLegal(b, info.move());
                assertEquals(info.move(), info.pv()[0]);
                assertEquals(b, e.board(), "go does not change the game");
            }
        }
    }

    @Test
    void passWhenTheSideMustPass() {
        Engine e = engine();
        for (Board b : Positions.mustPass(32, 5)) {
            e.setBoard(b);
            SearchInfo info = e.go(Limits.none().withDepth(6), SearchListener.NONE);
            assertEquals(Square.PASS, info.move());
            assertEquals(1, e.hint(3, Limits.none().withDepth(3), SearchListener.NONE).size());
        }
    }

    @Test
    void gameOverGivesThePassAndTheExactResult() {
        Engine e = engine();
        e.setBoard(new Board(-1L & ~Square.bit(63), Square.bit(63), true));
        SearchInfo info = e.go(Limits.none(), SearchListener.NONE);
        assertEquals(Square.PASS, info.move());
        assertTrue(info.exact());
        assertEquals(63.0 - 1.0, info.scoreDiscs(), 1e-9);
    }

    @Test
    void findsTheWipeOut() {
        // X on a1 and a3, O on b1 and b2: c1 flips both (a1-b1-c1 and a3-b2-c1), c3 only b2.
        long black = Square.bit(Square.parse("a1")) | Square.bit(Square.parse("a3"));
        long white = Square.bit(Square.parse("b1")) | Square.bit(Square.parse("b2"));
        Engine e = engine();
        e.setBoard(new Board(black, white, true));
        SearchInfo info = e.go(Limits.none().withDepth(4), SearchListener.NONE);
        assertEquals(Square.parse("c1"), info.move());
        assertEquals(64.0, info.scoreDiscs(), 1e-9);
    }

    @Test
    void solvesTheEndgameExactly() {
        Engine e = engine();
        for (Board b : Positions.random(33, 6, 8, 12)) {
            e.setBoard(b);
            SearchInfo info = e.go(Limits.none(), SearchListener.NONE);
            assertTrue(info.exact(), b.toString());
            assertEquals(Positions.solve(b.player(), b.opponent(), -65, 65), info.scoreDiscs(), 1e-9, b.toString());
            assertEquals(100, info.selectivityPercent());
            assertLegal(b, info.move());
            assertEquals(b.emptyCount(), info.depth());
        }
    }

    @Test
    void solvesTheEndgameExactlyWithoutTheSolverToo() {
        Engine e = engine();
        e.setUseSolver(false);
        for (Board b : Positions.random(39, 4, 8, 12)) {
            e.setBoard(b);
            SearchInfo info = e.go(Limits.none(), SearchListener.NONE);
            assertTrue(info.exact(), b.toString());
            assertEquals(Positions.solve(b.player(), b.opponent(), -65, 65), info.scoreDiscs(), 1e-9, b.toString());
            assertLegal(b, info.move());
        }
    }

    @Test
    void stopEndsAnUnlimitedExactSolve() throws Exception {
        Engine e = engine();
        e.setBoard(Positions.random(40, 1, 20, 20).get(0));
        CountDownLatch firstIteration = new CountDownLatch(1);
        AtomicReference<SearchInfo> result = new AtomicReference<>();
        // 20 empties: after the depth-13 iteration the solver takes over, and would run for seconds.
        Thread searcher = new Thread(() -> result.set(e.go(Limits.none(), info -> {
            if (info.depth() >= 13) {
                firstIteration.countDown();
            }
        })));
        searcher.start();
        firstIteration.await();
        e.stop();
        searcher.join(120_000); // a generous bound: only a hang fails here
        assertFalse(searcher.isAlive(), "go returned after stop()");
        assertLegal(e.board(), result.get().move());
    }

    @Test
    void sameSearchTwiceSearchesTheSameNodes() {
        Board b = Positions.random(34, 1, 36, 40).get(0);
        long[] nodes = new long[2];
        for (int i = 0; i < 2; i++) {
            Engine e = engine();
            e.setBoard(b);
            nodes[i] = e.go(Limits.none().withDepth(9), SearchListener.NONE).nodes();
        }
        assertEquals(nodes[0], nodes[1]);
        Engine e = engine();
        e.setBoard(b);
        e.go(Limits.none().withDepth(9), SearchListener.NONE);
        e.clearHash();
        assertEquals(nodes[0], e.go(Limits.none().withDepth(9), SearchListener.NONE).nodes(), "after clearHash");
    }

    @Test
    void stopFromAnotherThreadEndsAnUnlimitedSearch() throws Exception {
        Engine e = engine();
        e.setBoard(Positions.random(35, 1, 44, 48).get(0));
        CountDownLatch firstIteration = new CountDownLatch(1);
        AtomicReference<SearchInfo> result = new AtomicReference<>();
        Thread searcher = new Thread(() -> result.set(e.go(Limits.none(), info -> firstIteration.countDown())));
        searcher.start();
        firstIteration.await();
        e.stop();
        searcher.join(120_000); // a generous bound: only a hang fails here
        assertFalse(searcher.isAlive(), "go returned after stop()");
        assertLegal(e.board(), result.get().move());
        assertTrue(result.get().depth() < 60);
    }

    @Test
    void listenerSeesEveryIterationWithGrowingDepth() {
        Engine e = engine();
        e.setBoard(Positions.random(36, 1, 30, 40).get(0));
        List<SearchInfo> infos = new ArrayList<>();
        SearchInfo last = e.go(Limits.none().withDepth(7), infos::add);
        assertEquals(7, infos.size());
        for (int i = 0; i < infos.size(); i++) {
            assertEquals(i + 1, infos.get(i).depth());
            assertTrue(infos.get(i).selectivityPercent() > 0 && infos.get(i).selectivityPercent() <= 100);
        }
        assertEquals(7, last.depth());
        assertEquals(last.move(), infos.get(6).move());
    }

    @Test
    void hintGivesTheBestMovesWithTheirOwnScores() {
        Engine e = engine();
        Board b = Positions.random(37, 1, 30, 40).get(0);
        e.setBoard(b);
        e.setSelectivityPercent(100);
        List<SearchInfo> hints = e.hint(3, Limits.none().withDepth(5), SearchListener.NONE);
        assertEquals(Math.min(3, Long.bitCount(b.legalMoves())), hints.size());
        for (int i = 1; i < hints.size(); i++) {
            assertTrue(hints.get(i).scoreDiscs() <= hints.get(i - 1).scoreDiscs());
            assertTrue(hints.get(i).move() != hints.get(0).move());
        }
        assertEquals(e.go(Limits.none().withDepth(5), SearchListener.NONE).scoreDiscs(), hints.get(0).scoreDiscs(), 1e-9);
    }

    @Test
    void twoThreadsGiveLegalMoves() {
        Engine e = engine();
        e.setThreads(2);
        for (Board b : Positions.random(38, 5, 20, 50)) {
            e.setBoard(b);
            assertLegal(b, e.go(Limits.none().withDepth(7), SearchListener.NONE).move());
            assertLegal(b, e.go(Limits.none().withMoveTimeMs(20), SearchListener.NONE).move());
        }
    }

    @Test
    void aShortClockGamePlaysEveryMoveLegally() {
        // The clock accounting lives in the test; only the legality of the moves is asserted here
        // (the no-time-loss check runs in the slow self-play test and in magpie selfplay).
        Engine black = engine();
        Engine white = engine();
        Board b = Board.start();
        long[] clock = {400, 400};
        while (!b.isGameOver()) {
            Engine side = b.blackToMove() ? black : white;
            side.setBoard(b);
            int who = b.blackToMove() ? 0 : 1;
            long start = System.nanoTime();
            SearchInfo info = side.go(Limits.none().withClock(Math.max(1, clock[who]), 0, 0), SearchListener.NONE);
            clock[who] -= (System.nanoTime() - start) / 1_000_000;
            assertLegal(b, info.move());
            b = b.play(info.move());
        }
    }

    @Test
    void badOptionsAreRefusedAndChangeNothing() {
        Engine e = engine();
        assertThrows(IllegalArgumentException.class, () -> e.setHashMb(0));
        assertThrows(IllegalArgumentException.class, () -> e.setThreads(0));
        assertThrows(IllegalArgumentException.class, () -> e.setSelectivityPercent(101));
        assertThrows(IllegalArgumentException.class, () -> e.hint(0, Limits.none(), SearchListener.NONE));
        assertEquals(4, e.hashMb());
        assertEquals(1, e.threads());
        e.setSelectivityPercent(90);
        assertEquals(95, e.selectivityPercent());
    }
}
