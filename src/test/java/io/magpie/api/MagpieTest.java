package io.magpie.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The embedding API as a program using Magpie would: nothing but io.magpie.api. */
class MagpieTest {
    /** FFO #1: black to move, 14 empties, G8 wins by 18 (the only best move). */
    private static final String FFO_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

    @Test
    void playsMovesAndRefusesAnIllegalOneWithoutChangingTheGame() {
        try (Magpie magpie = new Magpie()) {
            assertEquals(List.of("d3", "c4", "f5", "e6"), magpie.legalMoves());
            magpie.play("f5d6").play("c3");
            assertEquals("white", magpie.sideToMove());
            String before = magpie.position();
            assertThrows(IllegalArgumentException.class, () -> magpie.play("d3 a1"));
            assertEquals(before, magpie.position());
            assertTrue(magpie.undo());
            assertEquals("black", magpie.sideToMove());
            assertThrows(IllegalArgumentException.class, () -> magpie.setPosition("not a board X"));
        }
    }

    @Test
    void searchesWithADepthLimitAndReportsProgress() {
        try (Magpie magpie = new Magpie().hashMb(16)) {
            magpie.play("f5d6c3");
            String before = magpie.position();
            List<Analysis> progress = new ArrayList<>();
            Analysis best = magpie.search(SearchLimits.depth(6), progress::add);
            assertEquals(6, best.depth());
            assertTrue(magpie.legalMoves().contains(best.move()), best.toString());
            assertEquals(best.move(), best.pv().get(0));
            assertFalse(progress.isEmpty());
            assertTrue(progress.stream().allMatch(a -> a.depth() <= 6), progress.toString());
            assertEquals(before, magpie.position());
            magpie.play(best.move());
            assertEquals("black", magpie.sideToMove());
        }
    }

    @Test
    void solvesAnEndgameExactly() {
        try (Magpie magpie = new Magpie().hashMb(16)) {
            magpie.setPosition(FFO_1);
            Analysis exact = magpie.solve();
            assertTrue(exact.exact());
            assertEquals("g8", exact.move());
            assertEquals(18.0, exact.scoreDiscs());
            assertEquals(14, exact.depth());
            Analysis searched = magpie.search(SearchLimits.depth(14));
            assertTrue(searched.exact(), searched.toString());
            assertEquals(18.0, searched.scoreDiscs());
        }
    }

    @Test
    void aSideWithoutMovesPassesAndAFinishedGameHasNone() {
        try (Magpie magpie = new Magpie()) {
            // White to move has no move next to black's lone disc; black does.
            magpie.setPosition("XO" + "-".repeat(62) + " O");
            assertEquals(List.of("pass"), magpie.legalMoves());
            magpie.play("pass");
            assertEquals(List.of("c1"), magpie.legalMoves());
            magpie.play("c1");
            assertTrue(magpie.isGameOver());
            assertEquals(List.of(), magpie.legalMoves());
            // Black took b1 and wiped white out (the empties go to the winner): -64 for white, to move.
            assertEquals("white", magpie.sideToMove());
            assertEquals(new Analysis("", -64.0, 0, true, List.of(), 0, 0), magpie.solve());
        }
    }
}
