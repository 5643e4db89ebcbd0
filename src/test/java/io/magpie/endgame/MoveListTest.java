package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoveListTest {
    @Test
    void selectBestBringsTheFirstHighestKeyForwardWithEveryField() {
        MoveList list = new MoveList(2);
        int base = MoveList.base(1);
        int[] keys = {3, 9, 1, 9};
        for (int i = 0; i < keys.length; i++) {
            list.keys[base + i] = keys[i];
            list.squares[base + i] = 10 + i;
            list.flips[base + i] = 100L + i;
            list.replies[base + i] = 1000L + i;
            list.values[base + i] = -i;
        }
        list.selectBest(base, base + keys.length);
        assertEquals(9, list.keys[base]);
        assertEquals(11, list.squares[base], "the first of two equal keys");
        assertEquals(101L, list.flips[base]);
        assertEquals(1001L, list.replies[base]);
        assertEquals(-1, list.values[base]);
        // the entry it replaced moved to its place
        assertEquals(3, list.keys[base + 1]);
        assertEquals(10, list.squares[base + 1]);
        assertEquals(100L, list.flips[base + 1]);
        assertEquals(1000L, list.replies[base + 1]);
        assertEquals(0, list.values[base + 1]);
        list.selectBest(base + 1, base + keys.length);
        assertEquals(13, list.squares[base + 1]);
    }
}
