package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.engine.Engine;
import io.magpie.search.TimeManager;
import org.junit.jupiter.api.Test;

class OptionsTest {
    @Test
    void setChecksTheRangeAndNamesTheOption() {
        Options options = new Options();
        options.set("DEPTH", " 7 ");
        assertEquals(7, options.get(Options.DEPTH));
        IllegalArgumentException tooDeep = assertThrows(IllegalArgumentException.class, () -> options.set("depth", "61"));
        assertTrue(tooDeep.getMessage().contains("depth"), tooDeep.getMessage());
        assertThrows(IllegalArgumentException.class, () -> options.set("depth", "x"));
        assertThrows(IllegalArgumentException.class, () -> options.set("nothing", "1"));
        assertEquals(7, options.get(Options.DEPTH), "a failed set changes nothing");
    }

    @Test
    void selectivityReachesTheEngineRoundedUpToALevel() {
        Options options = new Options();
        io.magpie.engine.Engine engine = new io.magpie.engine.Engine();
        options.applyTo(engine);
        assertEquals(58, engine.selectivityPercent(), "the engine's default");
        options.set(Options.SELECTIVITY, "80");
        options.applyTo(engine);
        assertEquals(87, engine.selectivityPercent());
        options.set(Options.SELECTIVITY, "100");
        options.applyTo(engine);
        assertEquals(100, engine.selectivityPercent());
        assertThrows(IllegalArgumentException.class, () -> options.set(Options.SELECTIVITY, "50"));
        assertThrows(IllegalArgumentException.class, () -> options.set(Options.SELECTIVITY, "101"));
        assertEquals(100, options.get(Options.SELECTIVITY), "a failed set changes nothing");
    }

    @Test
    void quotedInputIsShortAndHasNoControlCharacters() {
        assertEquals("a?b", Options.shorten("a\u001bb"));
        assertEquals("x".repeat(40) + "...", Options.shorten("x".repeat(1000)));
        assertTrue(Options.hasControlCharacters("go\u0000"));
        assertTrue(!Options.hasControlCharacters("play\tf5"));
    }

    @Test
    void theDefaultDepthCapsOnlySearchesWithoutClockOrMoveTime() {
        Options options = new Options();
        assertFalse(options.isExplicit(Options.DEPTH));
        assertEquals(12, options.limits(false).depth());
        assertEquals(0, options.limits(true).depth());
        options.set(Options.DEPTH, "12");
        assertTrue(options.isExplicit(Options.DEPTH));
        assertEquals(12, options.limits(true).depth(), "given explicitly, even the default value caps");
        assertThrows(IllegalArgumentException.class, () -> options.set(Options.DEPTH, "0"));
    }

    @Test
    void aRefusedValueDoesNotMakeTheOptionExplicit() {
        Options options = new Options();
        assertThrows(IllegalArgumentException.class, () -> options.set(Options.DEPTH, "x"));
        assertFalse(options.isExplicit(Options.DEPTH));
        assertEquals(0, options.limits(true).depth());
    }

    @Test
    void timePlanReachesTheEngine() {
        Options options = new Options();
        Engine engine = new Engine();
        options.applyTo(engine);
        assertEquals(TimeManager.Plan.OTHELLO, engine.timePlan(), "the default");
        options.set(Options.TIME_PLAN, "1");
        options.applyTo(engine);
        assertEquals(TimeManager.Plan.FLAT, engine.timePlan());
        assertThrows(IllegalArgumentException.class, () -> options.set(Options.TIME_PLAN, "2"));
        assertEquals(1, options.get(Options.TIME_PLAN), "a bad value changes nothing");
    }
}
