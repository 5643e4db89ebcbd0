package io.magpie.analysis;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.board.Symmetry;
import io.magpie.book.BookMoves;
import io.magpie.book.OpeningBook;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.eval.Score;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Rates every move of a game. For each position the engine finds the best move and value (book,
 * search or exact solve); when the game's move differs, the position after it is searched one ply
 * shallower (the same setting, exact stays exact), so both values come from the same depth. The
 * game is analysed from the end back to the start, as NBoard's {@code analyze} does, so that the
 * exact solves near the end fill the tables for the earlier ones.
 *
 * <p>Not thread-safe; {@link #stop} may be called from another thread (Ctrl-C): the rows finished
 * so far are kept, the interrupted search is dropped.
 */
public final class GameAnalyzer {
    /**
     * @param depth midgame search depth (plies) when no time is given
     * @param exactFrom positions with at most this many empties are solved exactly
     * @param timeMs midgame time per position (0: search to {@code depth})
     */
    public record Settings(int depth, int exactFrom, long timeMs) {
        public Settings {
            if (depth < 1 || depth > 60) {
                throw new IllegalArgumentException("depth must be between 1 and 60: " + depth);
            }
            if (exactFrom < 0 || exactFrom > 60) {
                throw new IllegalArgumentException("exact-from must be between 0 and 60 empties: " + exactFrom);
            }
        }
    }

    /** Told about each finished row (on the analysing thread). */
    public interface Progress {
        Progress NONE = (row, done, total) -> {};

        void onRow(MoveAnalysis row, int done, int total);
    }

    private final Engine engine;
    private final OpeningBook book;
    private final Settings settings;
    private volatile boolean stopped;
    /** Values already searched (discs, mover's view) by position and setting. */
    private final Map<Key, SearchInfo> searched = new HashMap<>();

    private record Key(Board board, boolean exact) {}

    /** @param book the opening book to rate book moves by, or null */
    public GameAnalyzer(Engine engine, OpeningBook book, Settings settings) {
        this.engine = engine;
        this.book = book;
        this.settings = settings;
    }

    public Settings settings() {
        return settings;
    }

    /** Stops the analysis: the current search returns early and its row is dropped. */
    public void stop() {
        stopped = true;
        engine.stop();
    }

    public boolean stopped() {
        return stopped;
    }

    /** Analyses every move that placed a disc (passes have no choice), back to front. */
    public GameAnalysis analyze(Game game, Progress progress) {
        List<Integer> moves = game.moves();
        int[] numbers = new int[moves.size()];
        int discMoves = 0;
        for (int ply = 0; ply < moves.size(); ply++) {
            if (moves.get(ply) != Square.PASS) {
                numbers[ply] = ++discMoves;
            }
        }
        List<MoveAnalysis> rows = new ArrayList<>();
        Game saved = engine.game();
        try {
            for (int ply = moves.size() - 1; ply >= 0 && !stopped; ply--) {
                if (moves.get(ply) == Square.PASS) {
                    continue;
                }
                MoveAnalysis row = analyzeMove(game.boardAt(ply), moves.get(ply), ply, numbers[ply]);
                if (row == null) {
                    break; // stopped in the middle of it
                }
                rows.add(row);
                progress.onRow(row, rows.size(), discMoves);
            }
        } finally {
            engine.setGame(saved);
        }
        Collections.reverse(rows);
        return new GameAnalysis(game, rows, rows.size() == discMoves, settings);
    }

    /** One row, or null when stopped before it was done. */
    private MoveAnalysis analyzeMove(Board board, int played, int ply, int number) {
        MoveAnalysis fromBook = bookRow(board, played, ply, number);
        if (fromBook != null) {
            return fromBook;
        }
        boolean exact = board.emptyCount() <= settings.exactFrom();
        SearchInfo best = search(board, exact, false);
        if (best == null) {
            return null;
        }
        double bestValue = best.scoreDiscs();
        Method method = best.exact() ? Method.EXACT : Method.search(best.depth(), best.selectivityPercent());
        List<Integer> bestMoves = List.of(best.move());
        double playedValue;
        if (best.move() == played || equivalent(board.play(best.move()), board.play(played))) {
            // the same move, or one that leads to the same position turned or mirrored (f5 d3 c4 e6)
            playedValue = bestValue;
            bestMoves = best.move() == played ? bestMoves : List.of(best.move(), played);
        } else {
            Double v = valueAfter(board.play(played), exact);
            if (v == null) {
                return null;
            }
            playedValue = v;
            if (!best.exact()) {
                // Rate the best move as the played one was, from the position after it: a search from
                // the root and one from a child differ by a disc or so (first moves, all alike, "lost"
                // 1.1 discs at depth 14 without pruning: WTH_2015.wtb game 1).
                Double b = valueAfter(board.play(best.move()), false);
                if (b == null) {
                    return null;
                }
                bestValue = b;
            }
        }
        if (playedValue > bestValue) {
            // the played move's search saw further than the best move's: it is as good as any
            bestValue = playedValue;
            bestMoves = List.of(played);
        }
        return new MoveAnalysis(ply, number, board.blackToMove(), board.emptyCount(), played, playedValue,
                bestMoves, bestValue, method);
    }

    /** Whether two positions are the same up to one of the board's 8 symmetries. */
    static boolean equivalent(Board a, Board b) {
        for (int s = 0; s < Symmetry.COUNT; s++) {
            if (Symmetry.apply(s, a).equals(b)) {
                return true;
            }
        }
        return false;
    }

    /** The row from the book when the position is in it; its played move is searched if not. */
    private MoveAnalysis bookRow(Board board, int played, int ply, int number) {
        if (book == null) {
            return null;
        }
        int[] moves = new int[64];
        int[] values = new int[64];
        int n = book.moveValues(board.player(), board.opponent(), moves, values);
        if (n == 0 || moves[0] == Square.PASS) {
            return null;
        }
        BookMoves.sortBestFirst(moves, values, n);
        List<Integer> best = new ArrayList<>();
        for (int i = 0; i < n && values[i] == values[0]; i++) {
            best.add(moves[i]);
        }
        double bestValue = Score.toDiscs(values[0]);
        int k = 0;
        while (k < n && moves[k] != played) {
            k++;
        }
        Method method = Method.BOOK;
        double playedValue;
        if (k < n) {
            playedValue = Score.toDiscs(values[k]);
        } else {
            // out of the book: the played move is searched; its value stays below the book's best
            Double v = valueAfter(board.play(played), false);
            if (v == null) {
                return null;
            }
            playedValue = Math.min(v, bestValue);
        }
        return new MoveAnalysis(ply, number, board.blackToMove(), board.emptyCount(), played, playedValue, best,
                bestValue, method);
    }

    /**
     * The value for the side that moved into {@code after}: exact, or one ply shallower than the
     * position before it. Null when stopped.
     */
    private Double valueAfter(Board after, boolean exact) {
        if (after.isGameOver()) {
            return (double) -after.finalScore();
        }
        if (after.mustPass()) {
            Board again = after.pass();
            SearchInfo info = search(again, exact, true);
            return info == null ? null : info.scoreDiscs();
        }
        SearchInfo info = search(after, exact, true);
        return info == null ? null : -info.scoreDiscs();
    }

    /** A search of a position whose side to move has a move; null when stopped. */
    private SearchInfo search(Board board, boolean exact, boolean child) {
        Key key = new Key(board, exact);
        SearchInfo known = exact ? searched.get(key) : null;
        if (known != null) {
            return known;
        }
        Limits limits;
        if (exact) {
            limits = Limits.none().withDepth(60);
        } else if (settings.timeMs() > 0) {
            limits = Limits.none().withMoveTimeMs(settings.timeMs());
        } else {
            limits = Limits.none().withDepth(Math.max(1, settings.depth() - (child ? 1 : 0)));
        }
        engine.setBoard(board);
        SearchInfo info = engine.go(limits, SearchListener.NONE);
        if (stopped) {
            return null;
        }
        if (exact) {
            searched.put(key, info);
        }
        return info;
    }
}
