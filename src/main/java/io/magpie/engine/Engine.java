package io.magpie.engine;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * The protocol-free facade every front end talks to: the game being played, moves, undo and redo,
 * and searches. The game state changes only through {@link #newGame}, {@link #setGame}, {@link
 * #play}, {@link #undo} and {@link #redo}; {@link #go} and {@link #hint} never change it.
 *
 * <p>Threads: {@link #stop} may be called from any thread while {@link #go} or {@link #hint} runs
 * on another; everything else is called from one thread at a time.
 */
public final class Engine {
    private Game game = new Game();
    private volatile boolean stopRequested;

    public void newGame() {
        game = new Game();
    }

    /** A new game from the given position. */
    public void setBoard(Board board) {
        game = new Game(board);
    }

    /** Replaces the game (a copy is kept). */
    public void setGame(Game newGame) {
        game = new Game(newGame);
    }

    /** A copy of the current game. */
    public Game game() {
        return new Game(game);
    }

    public Board board() {
        return game.board();
    }

    /**
     * Plays a move (a square or {@code Square.PASS}) for the side to move.
     *
     * @throws IllegalArgumentException when it is illegal; the game is then unchanged
     */
    public void play(int move) {
        game.play(move);
    }

    public boolean undo() {
        return game.undo() >= 0;
    }

    public boolean redo() {
        return game.redo() >= 0;
    }

    /**
     * Searches the current position within {@code limits} and returns the best move with its score
     * and principal variation, without playing it. Returns a pass when the side to move must pass.
     *
     * <p>Placeholder until the midgame search lands: picks the move that leaves the opponent the
     * fewest replies.
     */
    public SearchInfo go(Limits limits, SearchListener listener) {
        stopRequested = false;
        long start = System.nanoTime();
        Board b = game.board();
        long moves = b.legalMoves();
        int best = Square.PASS;
        int bestReplies = Integer.MAX_VALUE;
        for (long m = moves; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            Board next = b.play(sq);
            int replies = Long.bitCount(next.legalMoves());
            if (replies < bestReplies) {
                bestReplies = replies;
                best = sq;
            }
        }
        SearchInfo info = new SearchInfo(best, 0.0, 1, 100, false, false, new int[] {best}, Long.bitCount(moves),
                (System.nanoTime() - start) / 1_000_000, false);
        listener.onInfo(info);
        return info;
    }

    /** The best {@code n} moves of the current position, best first, each with its own score. */
    public List<SearchInfo> hint(int n, Limits limits, SearchListener listener) {
        List<SearchInfo> result = new ArrayList<>();
        result.add(go(limits, listener));
        return result;
    }

    /** Asks a running search to return as soon as possible with its best result so far. */
    public void stop() {
        stopRequested = true;
    }

    boolean stopRequested() {
        return stopRequested;
    }
}
