package io.magpie.engine;

import io.magpie.board.Bits;
import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.book.BookMoves;
import io.magpie.book.OpeningBook;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Evaluators;
import io.magpie.eval.HiddenEvaluator;
import io.magpie.eval.PatternEvaluator;
import io.magpie.endgame.Solver;
import io.magpie.search.EndgameSwitch;
import io.magpie.search.ProbCut;
import io.magpie.search.ProgressListener;
import io.magpie.eval.Score;
import io.magpie.search.SearchControl;
import io.magpie.search.SearchPool;
import io.magpie.search.SearchResult;
import io.magpie.search.Searcher;
import io.magpie.search.TimeManager;
import io.magpie.search.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RunnableFuture;

/**
 * The protocol-free facade every front end talks to: the game being played, moves, undo and redo,
 * and searches. The game state changes only through {@link #newGame}, {@link #setGame}, {@link
 * #play}, {@link #undo} and {@link #redo}; {@link #go} and {@link #hint} never change it.
 *
 * <p>Threads: {@link #stop} may be called from any thread while {@link #go} or {@link #hint} runs
 * on another; everything else is called from one thread at a time.
 *
 * <p>Options ({@link #setHashMb}, {@link #setThreads}, {@link #setSelectivityPercent}, {@link
 * #setEvaluator}, {@link #setUseSolver}) take effect at the next search. The tables (midgame and
 * solver) are allocated at the first search after a change, before its clock starts.
 */
public final class Engine {
    /**
     * Default midgame Multi-ProbCut level (see {@link ProbCut}): 0 = 58%. 73% won against 87% (which
     * scored 62% against no pruning) 220-39-141 (+70 +/- 32 Elo) at 1 s a game and 108-24-68 (+70
     * +/- 42) at 4 s a game; 58% won against 73% 207-43-150 (+50 +/- 31) at 1 s a game and
     * 101-27-72 (+51 +/- 43) at 4 s a game, and 40% (t = 0.5) did not beat 58% (-23 +/- 31). XOT
     * openings (docs/search.md).
     */
    public static final int DEFAULT_SELECTIVITY = 0;
    /**
     * Default evaluation (see {@link Evaluators}): the trained pattern weights, which won 92-0-8
     * against the hand-made evaluation at equal depth 6 over 100 XOT games (docs/commands.md, "eval").
     */
    public static final String DEFAULT_EVALUATION = "pattern";
    /**
     * What the exact solver orders its moves by when the evaluation is a pattern one: the jar's
     * ordering weights. The weights that play best need not be the ones that order the solver's
     * moves in the fewest nodes (tuning/RESULTS.md, "Generation 3").
     */
    public static final String ORDERING_EVALUATION = "ordering";
    /**
     * Default memory for the search tables, all together, in MB: 64 for the midgame table and 32 for
     * the solver's (see {@link #setHashMb}).
     */
    public static final int DEFAULT_HASH_MB = 96;
    public static final int MAX_HASH_MB = 65536;
    public static final int MAX_THREADS = 256;

    private Game game = new Game();
    private volatile boolean stopRequested;
    /** The control of the running search, for {@link #stop} from another thread. */
    private volatile SearchControl activeControl;
    private int hashMb = DEFAULT_HASH_MB;
    private int threads = 1;
    private int selectivity = DEFAULT_SELECTIVITY;
    private TimeManager.Plan timePlan = TimeManager.Plan.OTHELLO;
    /**
     * The evaluation; null until the first search, which takes the default from {@link #preload}:
     * the trained weights take a few hundred milliseconds to expand, and a GUI expects its first
     * {@code pong} sooner, so they load on a thread of their own, started by {@link
     * #prepareInBackground} or else by the first search.
     */
    private Evaluator evaluator;
    private final DefaultEvaluatorLoader preload = new DefaultEvaluatorLoader();
    /** Whether {@link #prepareInBackground} has run (it prepares once). */
    private boolean preparing;

    /**
     * Waits until the default evaluation is loaded, the vector code compiled and the search tables
     * allocated (a fraction of a second after start; at once after that), so that a protocol can say
     * it is ready ({@code pong}) before a clock starts. A load failure is not thrown here but by the
     * first search.
     */
    public void awaitReady() {
        preload.awaitQuietly();
        try {
            pool();
        } catch (RuntimeException e) {
            // a weights file that cannot be loaded: reported by the first search, as documented
        }
    }

    /**
     * Reads the opening book given to {@link #setBookLoading} and builds the search tables
     * (the weights first), each on a thread of its own, after the options are set, so that a protocol
     * can answer at once (NBoard's first {@code pong}) while they are made; the first search waits for
     * what it needs, and a clock it is given is shortened by that wait. Settings changed meanwhile are
     * safe: they and {@link #pool} hold the engine's lock. Only the first call does anything.
     */
    public void prepareInBackground() {
        if (preparing) {
            return;
        }
        preparing = true;
        RunnableFuture<OpeningBook> loading = bookLoading;
        if (loading != null) {
            Thread reader = new Thread(loading, "magpie-book");
            reader.setDaemon(true);
            reader.start();
        }
        Thread preparer = new Thread("magpie-tables") {
            @Override
            public void run() {
                awaitReady(); // not a lambda: a lambda's first use costs start-up time
            }
        };
        preparer.setDaemon(true);
        preparer.start();
    }

    /** Loads the default evaluation in the background (a plain thread: no lambda at start-up). */
    private static final class DefaultEvaluatorLoader extends Thread {
        private Evaluator loaded;
        private RuntimeException failure;

        DefaultEvaluatorLoader() {
            super("magpie-weights-loader");
            setDaemon(true);
        }

        @Override
        public void run() {
            try {
                loaded = Evaluators.byName(DEFAULT_EVALUATION);
                Evaluators.byName(ORDERING_EVALUATION); // the solver's, loaded now rather than at the first search
            } catch (RuntimeException e) {
                failure = e;
            }
            Bits.prepareVectors(); // the solver's move generation, compiled before any clock starts
        }

        private boolean started;

        /** Starts the loading unless it has started. */
        synchronized void startOnce() {
            if (!started) {
                started = true;
                start();
            }
        }

        void awaitQuietly() {
            startOnce();
            boolean interrupted = false;
            while (isAlive()) {
                try {
                    join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        Evaluator await() {
            awaitQuietly();
            if (failure != null) {
                throw failure;
            }
            return loaded;
        }
    }
    /** Created at the first search, and again after an option that changes it (read by stop()). */
    private volatile SearchPool pool;
    /** The last pool built: closed when a setting makes the next search build another. */
    private SearchPool lastBuiltPool;
    /** Exact solves near the end use the endgame package's solver (false: the searcher's own). */
    private boolean useSolver = true;

    /** Opening book consulted before searching, or null (see {@link #setBook}). */
    private volatile OpeningBook book;
    /** The book still being read, or null; once read it becomes {@link #book} (see {@link #book()}). */
    private volatile RunnableFuture<OpeningBook> bookLoading;
    private int bookRandomDiscs;
    private BookLearner learner;
    private Random bookRandom = new Random();

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
     * and principal variation, without playing it. Returns a pass when the side to move must pass
     * (with the score of the position after it), and a pass with the exact result, depth 0, when
     * the game is over. Always returns a legal move, even with the smallest limits: the first
     * iteration always completes.
     */
    public SearchInfo go(Limits limits, SearchListener listener) {
        List<SearchInfo> best = think(1, limits, listener);
        return best.get(0);
    }

    /**
     * The best {@code n} moves of the current position, best first, each with its own score and
     * principal variation (a multi-PV search: each of the first n moves is searched with a window
     * of its own). Returns a single pass when the side must pass or the game is over.
     */
    public List<SearchInfo> hint(int n, Limits limits, SearchListener listener) {
        if (n < 1) {
            throw new IllegalArgumentException("hint needs at least one move: " + n);
        }
        return think(n, limits, listener);
    }

    private List<SearchInfo> think(int multiPv, Limits limits, SearchListener listener) {
        stopRequested = false; // a stop() before this search began is not for it
        Board b = game.board();
        long player = b.player();
        long opponent = b.opponent();
        if (b.isGameOver()) {
            int[] pv = {Square.PASS};
            return List.of(new SearchInfo(Square.PASS, b.finalScore(), 0, 100, true, false, pv, 0, 0, false));
        }
        List<SearchInfo> fromBook = limits.useBook() ? bookMoves(b, multiPv) : List.of();
        if (!fromBook.isEmpty()) {
            listener.onInfo(fromBook.get(0));
            return fromBook;
        }
        long waitStart = System.nanoTime();
        SearchPool searchPool = pool(); // allocates the table before the clock starts
        long waitedMs = (System.nanoTime() - waitStart) / 1_000_000L; // tables still being made at start-up
        int empties = b.emptyCount();
        TimeManager.Budget budget = TimeManager.plan(new TimeManager.Situation(lessWait(limits.moveTimeMs(), waitedMs),
                lessWait(limits.clockMs(), waitedMs), limits.incrementMs(), limits.movesToGo(), empties,
                limits.overheadMs(), searchPool.endgame().exactCostMs(EndgameSwitch.REFERENCE_EMPTIES),
                limits.gameClockMs(), searchPool.endgame().parallelSpeedup()), timePlan);
        SearchControl control = new SearchControl(budget.hardMs(), budget.softMs(), limits.nodes(), budget.adaptive());
        activeControl = control;
        if (stopRequested) {
            control.stop();
        }
        int maxDepth = limits.depth() > 0 ? limits.depth() : Searcher.MAX_DEPTH;
        SearchResult result;
        try {
            result = searchPool.search(player, opponent, maxDepth, selectivity, multiPv, control,
                    r -> listener.onInfo(toInfo(r, 0, r.nodes, r.elapsedMs)));
        } finally {
            activeControl = null;
            stopRequested = false;
        }
        List<SearchInfo> infos = new ArrayList<>();
        int count = Math.min(multiPv, result.moves.length);
        for (int i = 0; i < count; i++) {
            infos.add(toInfo(result, i, result.nodes, result.elapsedMs));
        }
        return infos;
    }

    /** A time limit less the time already spent waiting for the tables (0: no limit stays none). */
    private static long lessWait(long ms, long waitedMs) {
        return ms > 0 ? Math.max(1, ms - waitedMs) : ms;
    }

    /**
     * The book moves of a position as search results (depth 0, no nodes, fromBook), best first,
     * except that for a single move ({@code multiPv} 1) the move is drawn among those within the
     * book randomness of the best. Empty when the position is not playable from the book.
     */
    private List<SearchInfo> bookMoves(Board b, int multiPv) {
        OpeningBook current = book();
        if (current == null) {
            return List.of();
        }
        int[] moves = new int[64];
        int[] values = new int[64];
        int n = current.moveValues(b.player(), b.opponent(), moves, values);
        if (n == 0) {
            return List.of();
        }
        BookMoves.sortBestFirst(moves, values, n);
        List<SearchInfo> infos = new ArrayList<>();
        if (multiPv == 1) {
            int k = BookMoves.choose(values, n, bookRandomDiscs, bookRandom);
            infos.add(bookInfo(moves[k], values[k]));
            return infos;
        }
        for (int k = 0; k < Math.min(n, multiPv); k++) {
            infos.add(bookInfo(moves[k], values[k]));
        }
        return infos;
    }

    private static SearchInfo bookInfo(int move, int value) {
        return new SearchInfo(move, Score.toDiscs(value), 0, 100, false, false, new int[] {move}, 0, 0, true);
    }

    /** What {@link #learn} hands games to (null: learning is not available). */
    public void setBookLearner(BookLearner bookLearner) {
        learner = bookLearner;
    }

    /** Adds a game to the book; returns the learner's report, or null when there is no learner. */
    public String learn(Game g) throws java.io.IOException {
        BookLearner current = learner;
        return current == null ? null : current.learn(g);
    }

    /** Plays from {@code openingBook} when the position is in it (null: no book). */
    public void setBook(OpeningBook openingBook) {
        bookLoading = null;
        book = openingBook;
    }

    /**
     * Plays from the book that {@code loading} reads (its result may be null: no book), without
     * reading it now: a book of megabytes takes a GUI's first {@code pong} a few hundred
     * milliseconds. It is read on a thread of its own by {@link #prepareInBackground}, or else by
     * the first search that consults the book, whichever comes first.
     */
    public void setBookLoading(RunnableFuture<OpeningBook> loading) {
        book = null;
        bookLoading = loading;
    }

    /** The opening book, or null; waits for (or does) its reading when it is still being read. */
    public OpeningBook book() {
        RunnableFuture<OpeningBook> loading = bookLoading;
        if (loading != null) {
            loading.run(); // reads it here, unless a thread already does or did
            book = result(loading);
            bookLoading = null;
        }
        return book;
    }

    /** What a finished or running task gives, waiting for it without being interruptible. */
    private static <T> T result(Future<T> task) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException) {
                        throw (RuntimeException) cause;
                    }
                    if (cause instanceof Error) {
                        throw (Error) cause;
                    }
                    throw new IllegalStateException(cause);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Book moves are drawn uniformly among those within {@code discs} of the best (0: always the
     * best), with a generator seeded by {@code seed}.
     */
    public void setBookRandomness(int discs, long seed) {
        if (discs < 0 || discs > 128) {
            throw new IllegalArgumentException("book randomness must be between 0 and 128 discs: " + discs);
        }
        bookRandomDiscs = discs;
        bookRandom = new Random(seed);
    }

    private static SearchInfo toInfo(SearchResult r, int index, long nodes, long elapsedMs) {
        return new SearchInfo(r.moves[index], Score.toDiscs(r.scores[index]), r.depth, r.selectivityPercent(),
                r.exact, false, r.pvs[index].clone(), nodes, elapsedMs, false);
    }

    private synchronized SearchPool pool() {
        if (pool == null) {
            if (lastBuiltPool != null) {
                // the solver's helper threads would otherwise outlive the pool (no search runs on it now)
                lastBuiltPool.close();
            }
            if (evaluator == null) {
                evaluator = preload.await();
            }
            Solver solver = useSolver ? new Solver(solverTableMb(hashMb), threads) : null;
            if (solver != null && (evaluator instanceof PatternEvaluator || evaluator instanceof HiddenEvaluator)) {
                // trained patterns order the exact search better; the jar's ordering weights best
                solver.setOrderingEvaluator(Evaluators.byName(ORDERING_EVALUATION));
            }
            EndgameSwitch endgame = new EndgameSwitch(solver);
            pool = new SearchPool(new TranspositionTable(midgameTableMb(hashMb)), evaluator, threads, endgame);
            // Load and initialise the search classes now, before any clock starts.
            Board start = Board.start();
            pool.search(start.player(), start.opponent(), 2, selectivity, 1, SearchControl.unlimited(),
                    ProgressListener.NONE);
            pool.table().clear();
            // Move the new tables out of the young generation now, before any clock starts: left
            // there, they are copied by the first young collection during play, which paused a move
            // for 300-370 ms (the launcher's ParallelGC, one core, 64 MB) and can lose a short game
            // on time.
            System.gc();
            lastBuiltPool = pool;
        }
        return pool;
    }

    /**
     * Memory for the search tables in MB, all together (takes effect at the next search; the tables
     * are emptied): two thirds for the midgame table, a third for the solver's. Each table rounds its
     * share down to a power-of-two number of entries, so the tables take at most {@code mb}.
     */
    public synchronized void setHashMb(int mb) {
        if (mb < 1 || mb > MAX_HASH_MB) {
            throw new IllegalArgumentException("hash size must be between 1 and " + MAX_HASH_MB + " MB: " + mb);
        }
        long neededMb = midgameTableMb(mb) + solverTableMb(mb) + HEAP_MARGIN_MB;
        long heapMb = Runtime.getRuntime().maxMemory() >> 20;
        if (neededMb > heapMb) {
            // refused now rather than dying with "Java heap space" at the first search
            throw new IllegalArgumentException("hash " + mb + " MB needs about " + neededMb
                    + " MB of Java heap, which is " + heapMb + " MB; raise it with MAGPIE_JAVA_OPTS=-Xmx"
                    + ((neededMb + 1023) >> 10) + "g");
        }
        hashMb = mb;
        pool = null;
    }

    /** Heap left for everything but the search tables (weights, book, game records). */
    private static final long HEAP_MARGIN_MB = 96;

    /** The midgame table's share of {@code mb}: two thirds (at least 1 MB). */
    static int midgameTableMb(int mb) {
        return Math.max(1, mb - mb / 3);
    }

    /** The solver table's share of {@code mb}: a third (at least 1 MB). */
    static int solverTableMb(int mb) {
        return Math.max(1, mb / 3);
    }

    public int hashMb() {
        return hashMb;
    }

    /** Search threads (Lazy SMP); 1 gives reproducible searches. */
    public synchronized void setThreads(int n) {
        if (n < 1 || n > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be between 1 and " + MAX_THREADS + ": " + n);
        }
        if (n != threads) {
            threads = n;
            pool = null;
        }
    }

    public int threads() {
        return threads;
    }

    /**
     * Midgame selectivity as a Multi-ProbCut confidence: 58, 73, 87, 95, 98, 99 or 100 (no pruning).
     * Other values round up to the next level.
     */
    public void setSelectivityPercent(int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("selectivity must be between 0 and 100 percent: " + percent);
        }
        int level = 0;
        while (level < ProbCut.NONE && ProbCut.percent(level) < percent) {
            level++;
        }
        selectivity = level;
    }

    /** How a game clock is shared among the moves (the flat split exists to be measured against). */
    public void setTimePlan(TimeManager.Plan plan) {
        timePlan = plan;
    }

    public TimeManager.Plan timePlan() {
        return timePlan;
    }

    public int selectivityPercent() {
        return ProbCut.percent(selectivity);
    }

    /**
     * Whether positions near the end are handed to the dedicated exact solver (the default) or
     * searched to the end by the midgame searcher itself.
     */
    public synchronized void setUseSolver(boolean use) {
        if (use != useSolver) {
            useSolver = use;
            pool = null;
        }
    }

    /**
     * Chooses the evaluation by name: {@code simple}, {@code pattern} or a weights file.
     *
     * @throws IllegalArgumentException for an unknown name or a missing or damaged weights file
     */
    public void setEvaluation(String name) {
        setEvaluator(Evaluators.byName(name));
    }

    /** Replaces the evaluation (e.g. a trained pattern evaluation); the table is emptied. */
    public synchronized void setEvaluator(Evaluator e) {
        evaluator = java.util.Objects.requireNonNull(e, "evaluator");
        pool = null;
    }

    /** Empties the transposition table (a fresh start for reproducible searches). */
    public void clearHash() {
        SearchPool p = pool;
        if (p != null) {
            p.table().clear();
            p.endgame().clear();
        }
    }

    /** Asks a running search to return as soon as possible with its best result so far. */
    public void stop() {
        stopRequested = true;
        SearchControl control = activeControl;
        if (control != null) {
            control.stop();
        }
        SearchPool p = pool;
        if (p != null) {
            p.endgame().stop();
        }
    }

    boolean stopRequested() {
        return stopRequested;
    }
}
