package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class GgfClockTest {
    @Test
    void parsesGgfTimes() {
        assertEquals(new GgfClock(300, 0, 120), GgfClock.parse("05:00//02:00"));
        assertEquals(new GgfClock(300, 0, 120), GgfClock.parse("300"));
        assertEquals(new GgfClock(12.5, 2, 0), GgfClock.parse("12.5/2/"));
        assertEquals(new GgfClock(93784, 0, 120), GgfClock.parse("1.02:03:04"));
        assertEquals(new GgfClock(3723, 0, 30), GgfClock.parse("1:02:03//30"));
        assertFalse(GgfClock.parse("1:02:03//30").toString().isEmpty());
        for (GgfClock c : List.of(new GgfClock(300, 0, 120), new GgfClock(93784.25, 5, 0))) {
            assertEquals(c, GgfClock.parse(c.toString()), c.toString());
        }
        assertThrows(FormatException.class, () -> GgfClock.parse("5 min"));
        assertThrows(FormatException.class, () -> GgfClock.parse("1/2/3/4"));
        assertThrows(FormatException.class, () -> GgfClock.parse("1:2:3:4"));
        assertThrows(FormatException.class, () -> GgfClock.parse("-5"));
    }

    @Test
    void formatsMinutesAndHours() {
        assertEquals("15:00//02:00", new GgfClock(900, 0, 120).toString());
        assertEquals("1:00:00/00:10/00:00", new GgfClock(3600, 10, 0).toString());
        assertEquals("00:02.5//02:00", new GgfClock(2.5, 0, 120).toString());
    }
}
