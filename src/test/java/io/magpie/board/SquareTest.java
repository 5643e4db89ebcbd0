package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SquareTest {
    @Test
    void numberingPutsA1TopLeftAndH8BottomRight() {
        assertEquals(0, Square.parse("a1"));
        assertEquals(7, Square.parse("h1"));
        assertEquals(56, Square.parse("a8"));
        assertEquals(63, Square.parse("h8"));
        assertEquals(Square.of(5, 4), Square.parse("f5"));
        assertEquals(37, Square.parse("f5"));
        assertEquals(1L << 37, Square.bit(37));
    }

    @Test
    void everyNameRoundTripsInEitherCase() {
        for (int sq = 0; sq < 64; sq++) {
            String name = Square.name(sq);
            assertEquals(2, name.length());
            assertEquals(sq, Square.parse(name));
            assertEquals(sq, Square.parse(name.toUpperCase(Locale.ROOT)));
            assertEquals(name.toUpperCase(Locale.ROOT), Square.upperName(sq));
            assertEquals(sq, Square.of(Square.column(sq), Square.row(sq)));
            assertEquals((char) ('a' + Square.column(sq)), name.charAt(0));
            assertEquals((char) ('1' + Square.row(sq)), name.charAt(1));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"pa", "PA", "ps", "PS", "pass", "PASS", "--", " pa "})
    void passSpellings(String text) {
        assertEquals(Square.PASS, Square.parse(text));
    }

    @Test
    void passAndNoneHaveNames() {
        assertEquals("pa", Square.name(Square.PASS));
        assertEquals("PA", Square.upperName(Square.PASS));
        assertEquals("--", Square.name(Square.NONE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a", "a0", "a9", "i1", "1a", "a10", "f5f", "p", "x5"})
    void badNamesAreRefusedWithTheText(String text) {
        assertEquals(-1, Square.tryParse(text));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Square.parse(text));
        assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
    }

    @Test
    void nullIsNotASquare() {
        assertEquals(-1, Square.tryParse(null));
        assertThrows(IllegalArgumentException.class, () -> Square.parse(null));
    }
}
