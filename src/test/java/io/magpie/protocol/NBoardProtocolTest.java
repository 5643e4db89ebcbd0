package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** NBoard details that transcripts cannot see: the clock derived from the game record, move items. */
class NBoardProtocolTest {
    private static final String START = "BO[8 ---------------------------O*------*O--------------------------- *]";

    @Test
    void clockIsMainTimeMinusTheSidesOwnMoveTimes() {
        GgfGame game = Ggf.parse("(;GM[Othello]PC[NBoard]TI[15:00]TY[8]" + START
                + "B[F5//12.5]W[D6/1.00/30]B[C3/-2.00/7.5]W[D3//1.0E-4];)");
        Options options = new Options();
        options.set(Options.DEPTH, "20");
        Limits black = NBoardProtocol.limits(game, true, options);
        assertEquals(20, black.depth());
        assertEquals(900_000 - 12_500 - 7_500, black.clockMs());
        Limits white = NBoardProtocol.limits(game, false, options);
        assertEquals(900_000 - 30_000, white.clockMs());
    }

    @Test
    void aClockIsSearchedByTheClockUnlessTheGuiSetADepth() {
        GgfGame game = Ggf.parse("(;GM[Othello]PC[NBoard]TI[5:00]TY[8]" + START + ";)");
        Options options = new Options();
        Limits byClock = NBoardProtocol.limits(game, true, options);
        assertEquals(300_000, byClock.clockMs());
        assertEquals(0, byClock.depth(), "the default depth does not cap a clock");
        options.set(Options.DEPTH, "18"); // NBoard's levels send set depth: explicit, so it caps
        assertEquals(18, NBoardProtocol.limits(game, true, options).depth());
    }

    @Test
    void aMoveIsTimedFromTheArrivalOfItsGoLine() {
        // a clock that moves 1 s each time it is read: go is read at T, the search's limits are
        // made at T+1 s and the answer's time taken at T+2 s
        long[] now = {0};
        Engine engine = new Engine();
        engine.setHashMb(1);
        LockstepReader reader = new LockstepReader(List.of("nboard 2", "set depth 1",
                "set game (;GM[Othello]TI[5:00]TY[8]" + START + ";)", "go", "quit"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CommandLoop loop = new CommandLoop(engine, new Options(), new BufferedReader(reader), out, out, null, "test");
        loop.useTimeSource(() -> {
            synchronized (now) {
                long t = now[0];
                now[0] += 1_000_000_000L;
                return t;
            }
        });
        reader.attach(loop);
        loop.run(new NBoardProtocol(loop));
        reader.release();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.matches("(?s).*\n=== [A-H][1-8]/[-0-9.]+/2\\.000\n.*"), text);
    }

    @Test
    void aPongWaitsForTheTablesOnlyWhenAGameHasAClock() {
        assertFalse(NBoardProtocol.hasClock(Ggf.parse("(;GM[Othello]TY[8]" + START + ";)")));
        assertFalse(NBoardProtocol.hasClock(Ggf.parse("(;GM[Othello]TI[0:00]TY[8]" + START + ";)")));
        assertTrue(NBoardProtocol.hasClock(Ggf.parse("(;GM[Othello]TI[0:10]TY[8]" + START + ";)")));
        assertTrue(NBoardProtocol.hasClock(Ggf.parse("(;GM[Othello]TW[5:00]TY[8]" + START + ";)")));
    }

    @Test
    void openingMovesWithoutATimeEarnNoIncrement() {
        // an XOT start as the match referee sends it: 4 moves a side with no time, then one timed move
        GgfGame game = Ggf.parse("(;GM[Othello]TI[00:05/00:00.5/00:00]TY[8]" + START
                + "B[F5]W[D6]B[C4]W[D3]B[C2]W[B3]B[B4]W[B5]B[C5//1.5];)");
        assertEquals(5_000 + 500 - 1_500, NBoardProtocol.limits(game, true, new Options()).clockMs());
        assertEquals(5_000, NBoardProtocol.limits(game, false, new Options()).clockMs());
    }

    @Test
    void separateClocksIncrementAndGrace() {
        GgfGame game = Ggf.parse("(;GM[Othello]TB[01:00/00:02/00:30]TW[05:00]TY[8]" + START + "B[F5//70];)");
        Options options = new Options();
        // 60 s + one 2 s increment - 70 s used is below zero: the 30 s of grace are added.
        assertEquals(60_000 + 2_000 - 70_000 + 30_000, NBoardProtocol.limits(game, true, options).clockMs());
        assertEquals(2_000, NBoardProtocol.limits(game, true, options).incrementMs());
        assertEquals(300_000, NBoardProtocol.limits(game, false, options).clockMs());
    }

    @Test
    void noClockMeansDepthAndTheMoveTimeOption() {
        GgfGame game = Ggf.parse("(;GM[Othello]TY[8]" + START + ";)");
        Options options = new Options();
        options.set(Options.MOVE_TIME_MS, "1500");
        Limits limits = NBoardProtocol.limits(game, true, options);
        assertFalse(limits.hasClock());
        assertEquals(1500, limits.moveTimeMs());
    }

    @Test
    void negativeMoveTimesAreRefusedInSetGameAsInMove() {
        // B[F5//-100000] would put 100,000 s back on Black's 2 s clock (issue 47, item 5)
        for (String line : List.of("set game (;GM[Othello]TI[0:02]TY[8]" + START + "B[F5//-100000];)",
                "move F5//-100000", "move F5/0/-0.5")) {
            TranscriptRunner.Run run = TranscriptRunner.run("nboard", new Options(), List.of("nboard 2", line));
            assertEquals(Board.start(), run.engine().board(), line);
            assertTrue(run.errors().contains("ignored"), line + ": " + run.errors());
        }
    }

    @Test
    void theOverheadFollowsALargerSampleAtOnceAndFadesAfterAStall() {
        assertEquals(120, NBoardProtocol.smoothedOverhead(0, 120));
        assertEquals(80, NBoardProtocol.smoothedOverhead(120, 40));
        // one stall, then a GUI that writes back our own time (or rounds down): it must not stay
        long overhead = NBoardProtocol.smoothedOverhead(20, 2_000);
        assertEquals(2_000, overhead);
        for (int move = 0; move < 5; move++) {
            long next = NBoardProtocol.smoothedOverhead(overhead, move % 2 == 0 ? 0 : -30);
            assertTrue(next <= overhead / 2, move + ": " + next);
            overhead = next;
        }
        assertTrue(overhead <= 2_000 / 32, "" + overhead);
    }

    @Test
    void moveItemsInEveryFormTheGuiWrites() {
        assertEquals(Square.parse("f5"), NBoardProtocol.parseMove("F5"));
        assertEquals(Square.parse("f5"), NBoardProtocol.parseMove("f5"));
        assertEquals(Square.PASS, NBoardProtocol.parseMove("PA"));
        assertEquals(Square.PASS, NBoardProtocol.parseMove("pass"));
        assertEquals(Square.PASS, NBoardProtocol.parseMove("p"));
        assertEquals(Square.PASS, NBoardProtocol.parseMove("--"));
        assertEquals(-1, NBoardProtocol.parseMove("passes"));
        assertEquals(-1, NBoardProtocol.parseMove("i9"));
        assertEquals(-1, NBoardProtocol.parseMove(""));
    }
}
