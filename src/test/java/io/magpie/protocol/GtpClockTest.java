package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** GTP time bookkeeping as Quarry and match runners drive it. */
class GtpClockTest {
    private final Options options = new Options();

    @Test
    void noTimeSettingsMeansDepthOnly() {
        Limits limits = new GtpClock().limits(true, options);
        assertFalse(limits.hasClock());
        assertEquals(options.get(Options.DEPTH), limits.depth());
    }

    @Test
    void aClockWithoutAnExplicitDepthIsSearchedByTheClockAlone() {
        // issue 46: after time_settings 20 0 0, genmove answered in 0.02 s at the default depth 12
        GtpClock clock = new GtpClock();
        clock.settings(20, 0, 0);
        Limits limits = clock.limits(true, options);
        assertEquals(20_000, limits.clockMs());
        assertEquals(0, limits.depth(), "no depth cap");
        assertEquals(0, limits.moveTimeMs());
    }

    @Test
    void anExplicitDepthOrMoveTimeCapsTheClock() {
        GtpClock clock = new GtpClock();
        clock.settings(20, 0, 0);
        Options explicit = new Options();
        explicit.set(Options.DEPTH, "12"); // --depth 12: the default value, but given
        assertEquals(12, clock.limits(true, explicit).depth());
        explicit.set(Options.MOVE_TIME_MS, "300");
        assertEquals(300, clock.limits(true, explicit).moveTimeMs());
        assertEquals(20_000, clock.limits(true, explicit).clockMs());
    }

    @Test
    void kgsTimeSystemsAsGoGuiSendsThem() {
        GtpClock clock = new GtpClock();
        clock.kgsSettings("absolute", new int[] {300});
        assertEquals(300_000, clock.limits(true, options).clockMs());
        assertEquals(0, clock.limits(true, options).depth());
        clock.kgsSettings("none", new int[0]);
        assertFalse(clock.limits(true, options).hasClock());
        assertEquals(options.get(Options.DEPTH), clock.limits(true, options).depth());
        clock.kgsSettings("canadian", new int[] {0, 60, 10});
        assertEquals(60_000, clock.limits(true, options).clockMs());
        assertEquals(10, clock.limits(true, options).movesToGo());
        // Japanese: 5 periods of 30 s, one move each; time_left counts periods, not stones
        clock.kgsSettings("byoyomi", new int[] {0, 30, 5});
        clock.timeLeft(true, 30, 5);
        assertEquals(30_000, clock.limits(true, options).clockMs());
        assertEquals(1, clock.limits(true, options).movesToGo());
    }

    @Test
    void inMainTimeTheOvertimeToComeCountsAsAnIncrement() {
        // magpie match at tc=1/1/1: told "time_left black 0 0" (under a second of main time left), the
        // engine planned sudden death on 1 ms and played every later move at once, never reaching
        // the periods that give each move a second.
        GtpClock clock = new GtpClock();
        clock.settings(1, 1, 1);
        clock.timeLeft(true, 0, 0);
        Limits main = clock.limits(true, options);
        assertEquals(1_001, main.clockMs(), "the move may run into its period");
        assertEquals(1_000, main.incrementMs());
        assertEquals(0, main.movesToGo());
        clock.settings(60, 30, 5); // Canadian: 5 moves in 30 s after the main time
        Limits canadian = clock.limits(true, options);
        assertEquals(66_000, canadian.clockMs());
        assertEquals(6_000, canadian.incrementMs());
        clock.timeLeft(true, 20, 3); // in a period: its time for its moves, as before
        Limits period = clock.limits(true, options);
        assertEquals(20_000, period.clockMs());
        assertEquals(0, period.incrementMs());
        assertEquals(3, period.movesToGo());
        clock.settings(60, 0, 0); // sudden death: no increment made up
        assertEquals(0, clock.limits(true, options).incrementMs());
        assertEquals(60_000, clock.limits(true, options).clockMs());
    }

    @Test
    void aClientClockThatLosesMoreThanOurSearchesIsMeasuredAsOverhead() {
        GtpClock clock = new GtpClock();
        clock.settings(60, 0, 0);
        clock.timeLeft(true, 60, 0);
        clock.used(true, 1_000);
        clock.timeLeft(true, 58, 0); // 59 s expected: within the rounding of whole seconds
        assertEquals(0, clock.overheadMs());
        clock.used(true, 1_000);
        clock.timeLeft(true, 55, 0); // 57 s expected: 2 s lost, at least 1 s of it beyond the rounding
        assertEquals(1_000, clock.overheadMs());
        assertEquals(1_000, clock.limits(true, options).overheadMs());
    }

    @Test
    void withoutTimeLeftEachMoveIsChargedItsTimeAndTheOverheadEstimate() {
        // issue 46: time_settings 5 0 0 and no time_left; charging the search alone overran by 1.5 s
        GtpClock clock = new GtpClock();
        clock.settings(5, 0, 0);
        clock.used(true, 100);
        assertEquals(5_000 - 100 - GtpClock.MOVE_OVERHEAD_MS, clock.limits(true, options).clockMs());
        // a move that has waited since its genmove arrived sees that much less
        assertEquals(5_000 - 100 - GtpClock.MOVE_OVERHEAD_MS - 300, clock.limits(true, options, 300).clockMs());
        assertEquals(5_000, clock.limits(false, options).clockMs());
    }

    @Test
    void aMeasuredOverheadFadesBackAfterOneStall() {
        // seen before: one stall left the estimate high, and the engine used 15 % of its clock
        GtpClock clock = new GtpClock();
        clock.settings(300, 0, 0);
        long left = 300_000;
        clock.timeLeft(true, (int) (left / 1000), 0);
        clock.used(true, 1_000);
        left -= 1_000 + 3_000; // the client's clock lost 3 s beyond our move: a stall
        clock.timeLeft(true, (int) (left / 1000), 0);
        assertEquals(2_000, clock.overheadMs(), "at least 2 s of the 3 s lost, past the whole-second rounding");
        assertEquals(2_000, clock.chargeMs());
        long previous = clock.overheadMs();
        for (int move = 0; move < 4; move++) {
            clock.used(true, 1_000);
            left -= 1_000; // nothing lost
            clock.timeLeft(true, (int) (left / 1000), 0);
            assertTrue(clock.overheadMs() <= previous / 2, move + ": " + clock.overheadMs());
            previous = clock.overheadMs();
        }
        assertTrue(clock.overheadMs() <= 125, "" + clock.overheadMs());
        for (int move = 0; move < 8; move++) {
            clock.used(true, 1_000);
            left -= 1_000;
            clock.timeLeft(true, (int) (left / 1000), 0);
        }
        assertEquals(0, clock.overheadMs());
        assertEquals(GtpClock.MOVE_OVERHEAD_MS, clock.chargeMs(), "back to the default charge");
        assertEquals(0, clock.limits(true, options).overheadMs());
    }

    @Test
    void aMoveIsChargedFromTheArrivalOfItsGenmoveLine() throws Exception {
        // a clock that moves 1 s each time it is read: the genmove line is read at T, the search's
        // limits are made at T+1 s and the move is charged at T+2 s
        long[] now = {0};
        Options depthOne = new Options();
        depthOne.set(Options.DEPTH, "1");
        Engine engine = new Engine();
        engine.setHashMb(1);
        LockstepReader reader = new LockstepReader(List.of("time_settings 10 0 0", "genmove b", "quit"));
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        CommandLoop loop = new CommandLoop(engine, depthOne, new BufferedReader(reader), out, out, null, "test");
        loop.useTimeSource(() -> {
            synchronized (now) {
                long t = now[0];
                now[0] += 1_000_000_000L;
                return t;
            }
        });
        reader.attach(loop);
        GtpProtocol gtp = new GtpProtocol(loop);
        loop.run(gtp);
        reader.release();
        assertEquals(10_000 - 2_000 - GtpClock.MOVE_OVERHEAD_MS, gtp.clock().limits(true, depthOne).clockMs());
    }

    @Test
    void absoluteTimeRunsDownWithOwnThinkingUntilTheClientReports() {
        GtpClock clock = new GtpClock();
        clock.settings(600, 0, 0);
        assertEquals(600_000, clock.limits(true, options).clockMs());
        clock.used(true, 4_000);
        assertEquals(596_000 - GtpClock.MOVE_OVERHEAD_MS, clock.limits(true, options).clockMs());
        assertEquals(600_000, clock.limits(false, options).clockMs());
        clock.timeLeft(true, 590, 0);
        assertEquals(590_000, clock.limits(true, options).clockMs());
        assertEquals(0, clock.limits(true, options).movesToGo());
    }

    @Test
    void quarryTimePerMoveIsAByoYomiOfOneStone() {
        GtpClock clock = new GtpClock();
        clock.settings(0, 15, 1);
        clock.timeLeft(false, 15, 1);
        Limits limits = clock.limits(false, options);
        assertEquals(15_000, limits.clockMs());
        assertEquals(1, limits.movesToGo());
        clock.used(false, 3_000);
        assertEquals(15_000, clock.limits(false, options).clockMs(), "a new period after the stone is played");
    }

    @Test
    void noTimeLeftMeansTheSmallestClockNotNoLimit() {
        GtpClock clock = new GtpClock();
        clock.settings(60, 0, 0);
        clock.timeLeft(true, 0, 0);
        assertEquals(1, clock.limits(true, options).clockMs());
    }

    @Test
    void zeroMainAndZeroByoYomiMeansNoLimit() {
        GtpClock clock = new GtpClock();
        clock.settings(0, 0, 0);
        assertFalse(clock.limits(true, options).hasClock());
        clock.settings(0, 10, 0); // byo-yomi time with no stones: GTP's "no time limit"
        assertFalse(clock.limits(true, options).hasClock());
        clock.settings(300, 0, 0);
        assertTrue(clock.limits(true, options).hasClock());
    }
}
