package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.engine.Limits;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
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
    void theOverheadFollowsALargerSampleAtOnceAndASmallerOneSlowly() {
        assertEquals(120, NBoardProtocol.smoothedOverhead(0, 120));
        assertEquals(100, NBoardProtocol.smoothedOverhead(120, 40));
        assertEquals(120, NBoardProtocol.smoothedOverhead(120, -30), "a GUI that rounds down says nothing");
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
