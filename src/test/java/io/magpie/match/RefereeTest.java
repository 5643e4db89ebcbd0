package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.Transcript;
import org.junit.jupiter.api.Test;

class RefereeTest {
    private static final EngineSpec PLAIN = EngineSpec.parse("proto=internal");
    private final Referee referee = new Referee(0, 10_000);

    @Test
    void legalGameIsScoredByDiscs() {
        FakePlayer a = FakePlayer.lowest("a");
        FakePlayer b = FakePlayer.random("b", 7);
        GameResult r = referee.play(a, PLAIN, b, PLAIN, Opening.standard());
        assertEquals(Termination.NORMAL, r.termination());
        Game replay = new Game();
        for (MoveEntry e : r.moves()) {
            replay.play(e.move());
        }
        assertTrue(replay.isOver());
        assertEquals(replay.board().finalScoreForBlack(), r.blackScore());
        assertEquals(1, a.games);
        assertEquals(1, b.games);
        // Engine moves carry the reported eval and the measured time; passes by the referee carry none.
        MoveEntry white = r.moves().get(1);
        assertEquals(0.25, white.evalDiscs(), 0.0);
        assertTrue(white.seconds() >= 0);
    }

    @Test
    void illegalMoveForfeitsAndSaysWhich() {
        FakePlayer cheat = new FakePlayer("cheat", (t, c) -> c == 3 ? Reply.of(FakePlayer.anyOccupied(t.game().board()))
                : Reply.of(Long.numberOfTrailingZeros(t.game().board().legalMoves())));
        GameResult r = referee.play(FakePlayer.lowest("good"), PLAIN, cheat, PLAIN, Opening.standard());
        assertEquals(Termination.ILLEGAL_MOVE, r.termination());
        assertFalse(r.faultByBlack());
        assertEquals(64, r.blackScore());
        assertTrue(r.reason().contains("cheat played"), r.reason());
        assertTrue(r.explain().startsWith("cheat (white) forfeits, illegal move"), r.explain());
        assertEquals(5, r.moves().size(), "the game stops before the illegal move");
    }

    @Test
    void passingWithALegalMoveIsIllegal() {
        FakePlayer passer = new FakePlayer("passer", (t, c) -> Reply.of(Square.PASS));
        GameResult r = referee.play(passer, PLAIN, FakePlayer.lowest("good"), PLAIN, Opening.standard());
        assertEquals(Termination.ILLEGAL_MOVE, r.termination());
        assertTrue(r.faultByBlack());
        assertEquals(-64, r.blackScore());
        assertTrue(r.reason().contains("passed although"), r.reason());
    }

    @Test
    void crashAndGarbageAreForfeitsWithTheEnginesMessage() {
        FakePlayer crasher = new FakePlayer("crasher", (t, c) -> {
            throw new PlayerFault(Termination.CRASH, "crasher: output ended (exit status 3)");
        });
        GameResult r = referee.play(FakePlayer.lowest("good"), PLAIN, crasher, PLAIN, Opening.standard());
        assertEquals(Termination.CRASH, r.termination());
        assertEquals("crasher: output ended (exit status 3)", r.reason());
    }

    @Test
    void lateAnswerIsATimeoutEvenWhenThePlayerReturns() {
        EngineSpec fast = EngineSpec.parse("proto=internal,movetime=0.02");
        FakePlayer slow = new FakePlayer("slow", (t, c) -> {
            sleep(150);
            return Reply.of(Long.numberOfTrailingZeros(t.game().board().legalMoves()));
        });
        GameResult r = referee.play(slow, fast, FakePlayer.lowest("good"), PLAIN, Opening.standard());
        assertEquals(Termination.TIMEOUT, r.termination());
        assertTrue(r.faultByBlack());
        assertTrue(r.reason().contains("allowed 20 ms"), r.reason());
    }

    @Test
    void gameClockRunsOutOverSeveralMoves() {
        // 0.3 s for the whole game and at least 40 ms a move: the clock must run out within 8 moves.
        EngineSpec clock = EngineSpec.parse("proto=internal,tc=0.3");
        long[] deadlines = new long[2];
        FakePlayer slow = new FakePlayer("slow", (t, c) -> {
            if (c == 1) {
                assertEquals(300, t.remainingMs());
            }
            deadlines[0] = t.deadlineNanos();
            sleep(40);
            return Reply.of(Long.numberOfTrailingZeros(t.game().board().legalMoves()));
        });
        GameResult r = referee.play(FakePlayer.lowest("good"), PLAIN, slow, clock, Opening.standard());
        assertEquals(Termination.TIMEOUT, r.termination());
        assertFalse(r.faultByBlack());
        assertTrue(slow.calls <= 8, "calls: " + slow.calls);
        assertTrue(slow.calls >= 2, "calls: " + slow.calls);
    }

    @Test
    void byoYomiPeriodsCarryOnAfterTheMainTime() {
        // 50 ms of main time, then a second a move: moves of 30 ms spend the main time in two moves
        // and then play on in the periods, each starting full (sudden death would lose on time).
        EngineSpec byoYomi = EngineSpec.parse("proto=internal,tc=0.05/1/1");
        int[] stonesSeen = new int[2];
        FakePlayer steady = new FakePlayer("steady", (t, c) -> {
            stonesSeen[t.stonesLeft()]++;
            if (t.stonesLeft() == 1) {
                assertEquals(1_000, t.remainingMs(), "each period starts full");
            }
            sleep(30);
            return Reply.of(Long.numberOfTrailingZeros(t.game().board().legalMoves()));
        });
        GameResult r = referee.play(FakePlayer.lowest("good"), PLAIN, steady, byoYomi, Opening.standard());
        assertEquals(Termination.NORMAL, r.termination());
        assertTrue(stonesSeen[0] >= 1 && stonesSeen[0] <= 2, "moves in main time: " + stonesSeen[0]);
        assertTrue(stonesSeen[1] >= 10, "moves in byo-yomi: " + stonesSeen[1]);
    }

    @Test
    void refereePlaysForcedPassesAndNeverAsks() {
        // After this opening black has no move but white has: the referee passes for black.
        Game opening = Transcript.parse("f5f6d3g5h5h4f7h6");
        assertTrue(opening.board().mustPass());
        FakePlayer black = FakePlayer.random("black", 1);
        FakePlayer white = FakePlayer.random("white", 2);
        GameResult r = referee.play(black, PLAIN, white, PLAIN, Opening.of(opening, "test"));
        assertEquals(8, r.openingPlies());
        assertEquals(Square.PASS, r.moves().get(8).move());
        assertTrue(Double.isNaN(r.moves().get(8).seconds()));
        assertEquals(Termination.NORMAL, r.termination());
    }

    @Test
    void openingThatEndsTheGameIsScoredWithoutMoves() {
        // A wipe-out in nine moves: the game is over before anyone is asked.
        Game wipeout = Transcript.parse("d3c3b3d2e1d6d7e3f4");
        assertTrue(wipeout.isOver());
        FakePlayer a = FakePlayer.lowest("a");
        GameResult r = referee.play(a, PLAIN, FakePlayer.lowest("b"), PLAIN, Opening.of(wipeout, "test"));
        assertEquals(0, a.calls);
        assertEquals(new Board(wipeout.board().black(), wipeout.board().white(), true).finalScoreForBlack(), r.blackScore());
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
