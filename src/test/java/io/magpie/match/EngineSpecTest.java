package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class EngineSpecTest {
    @Test
    void parsesEveryKey() {
        EngineSpec s = EngineSpec.parse("name=edax,cmd=./lEdax -nboard -q,proto=nboard,dir=/opt/edax,depth=8");
        assertEquals("edax", s.name());
        assertEquals(Transport.NBOARD, s.protocol());
        assertEquals(List.of("./lEdax", "-nboard", "-q"), s.command());
        assertEquals(Path.of("/opt/edax"), s.dir());
        assertEquals(8, s.depth());
        assertFalse(s.hasClock());

        EngineSpec g = EngineSpec.parse("cmd=/usr/games/gtp-rhino -l 2,proto=gtp,tc=60+0.5,pass=explicit");
        assertEquals("gtp-rhino", g.name());
        assertEquals(60_000, g.clockMs());
        assertEquals(500, g.incrementMs());
        assertTrue(g.explicitPasses());
        assertEquals("tc 60+0.5", g.limitsText());

        assertEquals(1500, EngineSpec.parse("proto=internal,movetime=1.5").moveTimeMs());
        EngineSpec internal = EngineSpec.parse("depth=6,hash=16,selectivity=95");
        assertEquals(16, internal.hashMb());
        assertEquals(95, internal.selectivityPercent());
    }

    @Test
    void byoYomiIsMainPeriodAndStones() {
        EngineSpec g = EngineSpec.parse("cmd=engine,proto=gtp,tc=30/5/1");
        assertTrue(g.hasClock());
        assertTrue(g.hasByoYomi());
        assertEquals(30_000, g.clockMs());
        assertEquals(5_000, g.byoYomiMs());
        assertEquals(1, g.byoYomiStones());
        assertEquals("tc 30/5/1", g.limitsText());
        EngineSpec overtimeOnly = EngineSpec.parse("tc=0/10/5");
        assertTrue(overtimeOnly.hasClock());
        assertEquals(0, overtimeOnly.clockMs());
        assertEquals("tc 0/10/5", overtimeOnly.withName("y").limitsText());
        assertFalse(EngineSpec.parse("tc=60+1").hasByoYomi());
    }

    @Test
    void byoYomiThatNoProtocolCanCarryIsRefused() {
        assertMessage("GGF clocks (NBoard) have no overtime", "cmd=foo,tc=30/5/1");
        assertMessage("whole seconds", "proto=gtp,cmd=foo,tc=30/2.5/1");
        assertMessage("whole number", "tc=30/5/1.5");
        assertMessage("MAIN/PERIOD/STONES", "tc=30/5");
        assertMessage("not both", "movetime=1,tc=0/5/1");
    }

    @Test
    void withoutCommandItIsTheInternalEngine() {
        EngineSpec s = EngineSpec.parse("depth=4");
        assertEquals(Transport.INTERNAL, s.protocol());
        assertEquals("magpie", s.name());
    }

    @Test
    void commandsMayHoldCommasAndQuotes() {
        EngineSpec s = EngineSpec.parse("name=x,cmd=prog --list=a,b 'two words',proto=gtp");
        assertEquals(List.of("prog", "--list=a,b", "two words"), s.command());
        assertEquals(Transport.GTP, s.protocol());
    }

    @Test
    void rejectsBadSpecificationsWithTheReason() {
        assertMessage("unknown engine key", "name=x,colour=red");
        assertMessage("needs cmd", "proto=nboard,name=x");
        assertMessage("takes no cmd", "proto=internal,cmd=foo");
        assertMessage("GTP has no depth", "proto=gtp,cmd=foo,depth=3");
        assertMessage("not both", "cmd=foo,movetime=1,tc=60");
        assertMessage("whole seconds", "proto=gtp,cmd=foo,movetime=0.5");
        assertMessage("depth must be between", "cmd=foo,depth=0");
        assertMessage("needs a number", "cmd=foo,movetime=fast");
        assertMessage("engine name", "name=a b,cmd=foo");
        assertMessage("unknown proto", "cmd=foo,proto=uci");
        assertMessage("without key=value", "foo");
        assertMessage("unclosed quote", "cmd=foo 'bar");
        assertMessage("proto=internal only", "cmd=foo,hash=64");
    }

    private static void assertMessage(String part, String spec) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse(spec));
        assertTrue(e.getMessage().contains(part), () -> "\"" + e.getMessage() + "\" should contain \"" + part + "\"");
    }
}
