package io.magpie.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game as a start position and the moves played from it (passes included, as {@link
 * Square#PASS}), with undo and redo. Each stored move was checked legal when it was played, so
 * every position in the history is reachable by the rules.
 */
public final class Game {
    private final Board start;
    private final List<Integer> moves = new ArrayList<>();
    private final List<Board> boards = new ArrayList<>();
    /** Moves undone and not yet replayed, most recent last. */
    private final List<Integer> redoStack = new ArrayList<>();

    public Game() {
        this(Board.start());
    }

    public Game(Board start) {
        this.start = start;
        boards.add(start);
    }

    /** A copy of another game: same start, same moves, same redo stack. */
    public Game(Game other) {
        this.start = other.start;
        this.moves.addAll(other.moves);
        this.boards.addAll(other.boards);
        this.redoStack.addAll(other.redoStack);
    }

    public Board start() {
        return start;
    }

    /** The current position. */
    public Board board() {
        return boards.get(boards.size() - 1);
    }

    /** Position after the first {@code ply} moves (0 = the start). */
    public Board boardAt(int ply) {
        return boards.get(ply);
    }

    public List<Integer> moves() {
        return Collections.unmodifiableList(moves);
    }

    public int ply() {
        return moves.size();
    }

    /**
     * Plays a move (a square or a pass) for the side to move; clears the redo stack.
     *
     * @throws IllegalArgumentException when the move is illegal; the game is then unchanged
     */
    public void play(int move) {
        Board next = board().play(move);
        moves.add(move);
        boards.add(next);
        redoStack.clear();
    }

    public boolean canUndo() {
        return !moves.isEmpty();
    }

    /** Takes back the last move; returns it, or -1 when there is none. */
    public int undo() {
        if (moves.isEmpty()) {
            return -1;
        }
        int move = moves.remove(moves.size() - 1);
        boards.remove(boards.size() - 1);
        redoStack.add(move);
        return move;
    }

    public boolean canRedo() {
        return !redoStack.isEmpty();
    }

    /** Replays the last undone move; returns it, or -1 when there is none. */
    public int redo() {
        if (redoStack.isEmpty()) {
            return -1;
        }
        int move = redoStack.remove(redoStack.size() - 1);
        Board next = board().play(move);
        moves.add(move);
        boards.add(next);
        return move;
    }

    public boolean isOver() {
        return board().isGameOver();
    }

    /** Moves as a transcript, e.g. "f5d6c3", passes as "pa". */
    public String transcript() {
        StringBuilder sb = new StringBuilder();
        for (int m : moves) {
            sb.append(Square.name(m));
        }
        return sb.toString();
    }
}
