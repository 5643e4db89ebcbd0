package io.magpie.api;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.eval.Evaluators;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Magpie for other JVM programs: one game, searched or solved on request.
 *
 * <pre>{@code
 * try (Magpie magpie = new Magpie()) {
 *     magpie.play("f5d6c3");
 *     Analysis best = magpie.search(SearchLimits.depth(12), info -> System.out.println(info));
 *     magpie.play(best.move());
 * }
 * }</pre>
 *
 * <p>Threads: {@link #stop} may be called from any thread while {@link #search} runs; everything
 * else from one thread at a time. Bad input (an illegal move, a malformed position) throws {@link
 * IllegalArgumentException} and leaves the game as it was.
 */
public final class Magpie implements AutoCloseable {
    private final Engine engine = new Engine();
    private Solver solver;
    private volatile Solver solving;

    /** A new game from the start position, with the default evaluation, 96 MB of search tables, one thread. */
    public Magpie() {}

    /**
     * Memory for the search tables in MB, all together, as the command line's {@code --hash} (and
     * {@link #solve} keeps a table of that size of its own), from the next search.
     */
    public Magpie hashMb(int mb) {
        engine.setHashMb(mb);
        closeSolver();
        return this;
    }

    /** Search threads, from the next search. */
    public Magpie threads(int n) {
        engine.setThreads(n);
        closeSolver();
        return this;
    }

    /** Starts a new game from the start position. */
    public Magpie newGame() {
        engine.newGame();
        return this;
    }

    /**
     * Starts a new game from a position: 64 squares a1..h8 ({@code X} or {@code *} black, {@code O}
     * white, {@code -} or {@code .} empty), a space, and the side to move ({@code X} or {@code O}).
     */
    public Magpie setPosition(String position) {
        try {
            engine.setBoard(BoardText.parse(position));
        } catch (FormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        return this;
    }

    /**
     * Plays moves for the side to move: one ("f5", "pass") or several written together or apart
     * ("f5d6c3", "f5 d6 pass"). All or none are played.
     */
    public Magpie play(String moves) {
        List<Integer> squares = new ArrayList<>();
        Board board = engine.board();
        for (String token : tokens(moves)) {
            int sq = Square.parse(token);
            if (!(sq == Square.PASS ? board.mustPass() : sq < 64 && board.isLegal(sq))) {
                throw new IllegalArgumentException("illegal move \"" + token + "\" for " + board.sideName()
                        + " after " + squares.size() + " of \"" + moves + "\"");
            }
            board = sq == Square.PASS ? board.pass() : board.play(sq);
            squares.add(sq);
        }
        for (int sq : squares) {
            engine.play(sq);
        }
        return this;
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        return engine.undo();
    }

    /** The current position in the form {@link #setPosition} reads. */
    public String position() {
        return BoardText.format(engine.board());
    }

    /** "black" or "white": the side to move. */
    public String sideToMove() {
        return engine.board().sideName();
    }

    /** The legal moves, a1 first; ["pass"] when the side to move must pass, [] when the game is over. */
    public List<String> legalMoves() {
        Board board = engine.board();
        if (board.isGameOver()) {
            return List.of();
        }
        if (board.mustPass()) {
            return List.of("pass");
        }
        List<String> out = new ArrayList<>();
        for (long m = board.legalMoves(); m != 0; m &= m - 1) {
            out.add(Square.name(Long.numberOfTrailingZeros(m)));
        }
        return out;
    }

    public boolean isGameOver() {
        return engine.board().isGameOver();
    }

    /** Searches the current position without playing; the game is unchanged. */
    public Analysis search(SearchLimits limits) {
        return search(limits, info -> {});
    }

    /**
     * Searches the current position without playing, reporting progress (each finished iteration
     * and each change of the best move) to {@code progress} on the search thread.
     */
    public Analysis search(SearchLimits limits, Consumer<Analysis> progress) {
        Limits l = Limits.none().withDepth(limits.depth()).withMoveTimeMs(limits.moveTimeMs()).withNodes(limits.nodes());
        return analysis(engine.go(l, info -> progress.accept(analysis(info))));
    }

    /**
     * The exact result of the current position with perfect play, and a best move. Exponential in
     * the empties: up to about 24 empties it takes well under a second, around 30 some seconds.
     */
    public Analysis solve() {
        Board board = engine.board();
        if (board.isGameOver()) {
            return new Analysis("", board.finalScore(), 0, true, List.of(), 0, 0);
        }
        if (solver == null) {
            solver = new Solver(engine.hashMb(), engine.threads());
            solver.setOrderingEvaluator(Evaluators.byName(Engine.ORDERING_EVALUATION));
        }
        solving = solver;
        try {
            SolveResult r = solver.solve(board.player(), board.opponent());
            long ms = r.elapsedNanos() / 1_000_000L;
            if (!r.complete()) {
                return new Analysis("", 0, board.emptyCount(), false, List.of(), r.nodes(), ms);
            }
            return new Analysis(name(r.bestMove()), r.score(), board.emptyCount(), true, names(r.pv()), r.nodes(), ms);
        } finally {
            solving = null;
        }
    }

    /**
     * Stops the running search or solve as soon as possible, from any thread: a search returns its
     * best move so far, a solve returns no move ("") and {@code exact} false.
     */
    public void stop() {
        engine.stop();
        Solver s = solving;
        if (s != null) {
            s.control().stop();
        }
    }

    /** Frees the solver's threads and tables. */
    @Override
    public void close() {
        closeSolver();
    }

    private void closeSolver() {
        if (solver != null) {
            solver.close();
            solver = null;
        }
    }

    private static Analysis analysis(SearchInfo info) {
        return new Analysis(name(info.move()), info.scoreDiscs(), info.depth(), info.exact(), names(info.pv()),
                info.nodes(), info.elapsedMs());
    }

    private static List<String> names(int[] moves) {
        List<String> out = new ArrayList<>(moves.length);
        for (int m : moves) {
            out.add(name(m));
        }
        return out;
    }

    private static String name(int move) {
        return move == Square.PASS ? "pass" : move == Square.NONE ? "" : Square.name(move);
    }

    /** "f5d6 pass c3" -> f5, d6, pass, c3. */
    private static List<String> tokens(String moves) {
        List<String> out = new ArrayList<>();
        for (String word : moves.trim().split("[\\s,]+")) {
            if (word.isEmpty()) {
                continue;
            }
            if (Square.tryParse(word) >= 0) {
                out.add(word);
                continue;
            }
            if (word.length() % 2 != 0) {
                throw new IllegalArgumentException("not a move list: \"" + word + "\"");
            }
            for (int i = 0; i < word.length(); i += 2) {
                out.add(word.substring(i, i + 2));
            }
        }
        return out;
    }
}
