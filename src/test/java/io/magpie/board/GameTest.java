package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GameTest {
    private static Game play(String... moves) {
        Game game = new Game();
        for (String m : moves) {
            game.play(Square.parse(m));
        }
        return game;
    }

    @Test
    void playKeepsEveryPosition() {
        Game game = play("f5", "d6", "c3");
        assertEquals(3, game.ply());
        assertEquals(Board.start(), game.boardAt(0));
        assertEquals(Board.start().play(Square.parse("f5")), game.boardAt(1));
        assertEquals(game.board(), game.boardAt(3));
        assertEquals("f5d6c3", game.transcript());
        assertEquals(List.of(37, 43, 18), game.moves());
    }

    @Test
    void undoTakesBackAndRedoReplays() {
        Game game = play("f5", "d6", "c3");
        Board after2 = game.boardAt(2);
        Board after3 = game.board();
        assertTrue(game.canUndo());
        assertFalse(game.canRedo());
        assertEquals(Square.parse("c3"), game.undo());
        assertEquals(after2, game.board());
        assertEquals(2, game.ply());
        assertTrue(game.canRedo());
        assertEquals(Square.parse("d6"), game.undo());
        assertEquals(Square.parse("d6"), game.redo());
        assertEquals(Square.parse("c3"), game.redo());
        assertEquals(after3, game.board());
        assertEquals(-1, game.redo());
        assertEquals(after3, game.board());
    }

    @Test
    void undoAtTheStartDoesNothing() {
        Game game = new Game();
        assertFalse(game.canUndo());
        assertEquals(-1, game.undo());
        assertEquals(-1, game.redo());
        assertEquals(Board.start(), game.board());
        assertEquals(0, game.ply());
    }

    @Test
    void aNewMoveClearsTheRedoStack() {
        Game game = play("f5", "d6");
        game.undo();
        game.play(Square.parse("f6"));
        assertFalse(game.canRedo());
        assertEquals(-1, game.redo());
        assertEquals("f5f6", game.transcript());
    }

    @Test
    void anIllegalMoveLeavesTheGameUnchanged() {
        Game game = play("f5", "d6");
        game.undo();
        Board before = game.board();
        assertThrows(IllegalArgumentException.class, () -> game.play(Square.parse("a1")));
        assertThrows(IllegalArgumentException.class, () -> game.play(Square.PASS));
        assertThrows(IllegalArgumentException.class, () -> game.play(-3));
        assertEquals(before, game.board());
        assertEquals(1, game.ply());
        assertTrue(game.canRedo(), "a refused move does not clear the redo stack");
        assertEquals(Square.parse("d6"), game.redo());
    }

    @Test
    void undoAllThenRedoAllGivesTheSameGameWithPasses() {
        Game game = RulesTest.randomGame(new Random(5), true);
        assertTrue(game.moves().contains(Square.PASS));
        List<Integer> moves = List.copyOf(game.moves());
        Board end = game.board();
        while (game.canUndo()) {
            game.undo();
        }
        assertEquals(Board.start(), game.board());
        while (game.canRedo()) {
            game.redo();
        }
        assertEquals(moves, game.moves());
        assertEquals(end, game.board());
        assertTrue(game.isOver());
    }

    @Test
    void aCopyIsIndependent() {
        Game game = play("f5", "d6");
        game.undo();
        Game copy = new Game(game);
        copy.play(Square.parse("f4"));
        assertEquals(1, game.ply());
        assertTrue(game.canRedo());
        assertEquals(2, copy.ply());
        assertFalse(copy.canRedo());
    }

    @Test
    void aGameCanStartAnywhere() {
        Board start = Board.start().play(Square.parse("f5"));
        Game game = new Game(start);
        assertEquals(start, game.start());
        assertFalse(game.board().blackToMove());
        game.play(Square.parse("d6"));
        assertEquals(play("f5", "d6").board(), game.board());
    }
}
