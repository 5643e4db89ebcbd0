package io.magpie.tune;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.book.OpeningBook;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.eval.Evaluators;
import io.magpie.format.ArchivedGame;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays one self-play game for the data archive at a time (one per worker thread; not thread-safe):
 * an opening drawn by the game's seed (random moves, an XOT line or the book with randomness), then
 * a fixed-depth search for both sides down to {@link Settings#solveEmpties} empties, then the exact
 * solver's perfect-play line to the end. Both tables are emptied before each game, so a game depends
 * only on its seed and the settings (one search thread).
 */
public final class GameMaker {
    /**
     * How games are made.
     *
     * @param depth midgame search depth per move
     * @param solveEmpties empties at which the game is solved and then played perfectly
     * @param randomMin fewest random opening plies
     * @param randomMax most random opening plies
     * @param xot XOT lines (empty: no XOT openings)
     * @param book the book (null: no book openings)
     * @param bookRandomDiscs book moves are drawn among those within this many discs of the best
     * @param evaluation evaluation name for the search (pattern, simple or a weights file)
     * @param hashMb memory for this game maker's tables, all together: three fifths for the search's (whose
     *     solver takes a third of them), two fifths for the solver that finishes each game; 40 gives
     *     the tables of 16, 8 and 16 MB
     */
    public record Settings(int depth, int solveEmpties, int randomMin, int randomMax, List<String> xot, OpeningBook book,
            int bookRandomDiscs, String evaluation, int hashMb) {
        public Settings {
            xot = List.copyOf(xot);
            if (depth < 1 || solveEmpties < 0 || solveEmpties > 60 || randomMin < 0 || randomMax < randomMin) {
                throw new IllegalArgumentException("bad self-play settings");
            }
        }

        /** The origins these settings can draw: random always, XOT and book when given. */
        int[] origins() {
            int n = 1 + (xot.isEmpty() ? 0 : 1) + (book == null ? 0 : 1);
            int[] o = new int[n];
            int k = 0;
            o[k++] = ArchivedGame.RANDOM;
            if (!xot.isEmpty()) {
                o[k++] = ArchivedGame.XOT;
            }
            if (book != null) {
                o[k] = ArchivedGame.BOOK;
            }
            return o;
        }

        /** A one-line description, stored in each chunk's note. */
        public String describe() {
            return String.format(java.util.Locale.ROOT,
                    "depth %d, solved at %d empties, random openings %d-%d plies, %d XOT lines, book %s (randomness %d discs), eval %s",
                    depth, solveEmpties, randomMin, randomMax, xot.size(), book == null ? "none" : "yes", bookRandomDiscs,
                    evaluation);
        }
    }

    private final Settings settings;
    private final Engine engine = new Engine();
    private final Solver solver;
    private final int[] origins;

    public GameMaker(Settings settings) {
        this.settings = settings;
        int solverMb = Math.max(1, settings.hashMb() * 2 / 5);
        engine.setHashMb(Math.max(1, settings.hashMb() - solverMb));
        engine.setThreads(1);
        engine.setEvaluation(settings.evaluation());
        solver = new Solver(solverMb, 1);
        solver.setOrderingEvaluator(Evaluators.byName(Engine.ORDERING_EVALUATION));
        origins = settings.origins();
    }

    /** Plays the game of this seed. */
    public ArchivedGame play(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        engine.clearHash();
        solver.clearHash();
        ByteArrayOutputStream moves = new ByteArrayOutputStream(64);
        int origin = origins[random.nextInt(origins.length)];
        Board b = Board.start();
        int openingPlies = 0;
        if (origin == ArchivedGame.RANDOM) {
            int plies = settings.randomMin() + random.nextInt(settings.randomMax() - settings.randomMin() + 1);
            for (int i = 0; i < plies && !b.isGameOver(); i++) {
                int move = randomMove(b, random);
                moves.write(move);
                b = b.play(move);
                openingPlies++;
            }
        } else if (origin == ArchivedGame.XOT) {
            String line = settings.xot().get(random.nextInt(settings.xot().size()));
            for (int i = 0; i + 2 <= line.length(); i += 2) {
                int move = Square.tryParse(line.substring(i, i + 2));
                if (move < 0 || !b.isLegal(move)) {
                    throw new IllegalArgumentException("bad move " + line.substring(i, i + 2) + " in the XOT line " + line);
                }
                moves.write(move);
                b = b.play(move);
                openingPlies++;
            }
        }
        engine.setBook(origin == ArchivedGame.BOOK ? settings.book() : null);
        if (origin == ArchivedGame.BOOK) {
            engine.setBookRandomness(settings.bookRandomDiscs(), random.nextLong());
        }
        boolean inOpening = true;
        while (!b.isGameOver() && b.emptyCount() > settings.solveEmpties()) {
            int move;
            if (b.mustPass()) {
                move = Square.PASS;
            } else {
                engine.setBoard(b);
                SearchInfo info = engine.go(Limits.none().withDepth(settings.depth()), SearchListener.NONE);
                move = info.move();
                inOpening &= info.fromBook();
                if (inOpening) {
                    openingPlies++;
                }
            }
            moves.write(move);
            b = b.play(move);
        }
        int solvedEmpties = b.emptyCount();
        int blackScore;
        if (b.isGameOver()) {
            blackScore = b.finalScoreForBlack();
        } else {
            SolveResult root = solver.solve(b.player(), b.opponent());
            blackScore = b.blackToMove() ? root.score() : -root.score();
            while (!b.isGameOver()) {
                int move;
                if (b.mustPass()) {
                    move = Square.PASS;
                } else {
                    SolveResult r = solver.solve(b.player(), b.opponent());
                    int forBlack = b.blackToMove() ? r.score() : -r.score();
                    if (!r.complete() || forBlack != blackScore) {
                        throw new IllegalStateException("the perfect-play line changed value: " + forBlack + " after "
                                + blackScore + " at " + b);
                    }
                    move = r.bestMove();
                }
                moves.write(move);
                b = b.play(move);
            }
            if (b.finalScoreForBlack() != blackScore) {
                throw new IllegalStateException("the perfect-play line ended " + b.finalScoreForBlack() + ", not " + blackScore);
            }
        }
        return new ArchivedGame(moves.toByteArray(), origin, openingPlies, solvedEmpties, blackScore);
    }

    private static int randomMove(Board b, SplittableRandom random) {
        long legal = b.legalMoves();
        if (legal == 0) {
            return Square.PASS;
        }
        int k = random.nextInt(Long.bitCount(legal));
        for (int i = 0; i < k; i++) {
            legal &= legal - 1;
        }
        return Long.numberOfTrailingZeros(legal);
    }

    /** Frees the solver's helper threads. */
    public void close() {
        solver.close();
    }
}
