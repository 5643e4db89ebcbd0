package io.magpie.book;

import io.magpie.board.Bits;
import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.eval.Score;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Grows a {@link MutableBook}: expansion from the start position, game lines, deviations within a
 * margin of the best move, searches of the new leaves on several threads, and negamax
 * propagation. Stoppable: after {@link #requestStop} the searches end at the next leaf, and what was
 * searched is kept (the caller saves it; {@code --resume} continues).
 */
public final class BookBuilder {
    /** Called with the book between leaves, from one thread at a time. */
    public interface Checkpoint {
        void save(MutableBook book) throws IOException;
    }

    private final MutableBook book;
    private final Supplier<LeafSearcher> searchers;
    private final int threads;
    private final PrintStream progress;
    private final AtomicBoolean stop = new AtomicBoolean();

    public BookBuilder(MutableBook book, Supplier<LeafSearcher> searchers, int threads, PrintStream progress) {
        this.book = book;
        this.searchers = searchers;
        this.threads = threads;
        this.progress = progress;
    }

    public MutableBook book() {
        return book;
    }

    public void requestStop() {
        stop.set(true);
    }

    public boolean stopped() {
        return stop.get();
    }

    /** Expands every position of fewer than {@code plies} plies reachable from the start. */
    public int expandFromStart(int plies) {
        int before = book.size();
        Board start = Board.start();
        MutableBook.Node root = book.add(start.player(), start.opponent());
        Deque<MutableBook.Node> queue = new ArrayDeque<>();
        int stamp = book.nextStamp();
        root.stamp = stamp;
        queue.add(root);
        while (!queue.isEmpty()) {
            MutableBook.Node node = queue.poll();
            if (node.ply() >= plies) {
                continue;
            }
            book.expand(node);
            for (long[] c : MutableBook.children(node.player, node.opponent)) {
                MutableBook.Node child = book.get(c[0], c[1]);
                if (child.stamp != stamp) {
                    child.stamp = stamp;
                    queue.add(child);
                }
            }
        }
        return book.size() - before;
    }

    /**
     * Adds a game's first {@code plies} plies: each position before that is expanded and counts a
     * visit. Returns the number of new positions.
     */
    public int addLine(Game game, int plies) {
        int before = book.size();
        int n = Math.min(plies, game.ply());
        for (int ply = 0; ply < n; ply++) {
            Board b = game.boardAt(ply);
            MutableBook.Node node = book.add(b.player(), b.opponent());
            node.visits++;
            book.expand(node);
        }
        Board last = game.boardAt(n);
        book.add(last.player(), last.opponent()).visits++;
        return book.size() - before;
    }

    /**
     * Deviation expansion: walks from the start through moves whose value is within {@code
     * marginDiscs} of the best and expands the leaves it reaches (below {@code maxPly}). Values must
     * be current. Returns the number of positions expanded.
     */
    public int deviate(int marginDiscs, int maxPly) {
        Board start = Board.start();
        MutableBook.Node root = book.get(start.player(), start.opponent());
        if (root == null) {
            return 0;
        }
        int stamp = book.nextStamp();
        int expanded = 0;
        Deque<MutableBook.Node> stack = new ArrayDeque<>();
        stack.push(root);
        root.stamp = stamp;
        List<MutableBook.Node> toExpand = new ArrayList<>();
        while (!stack.isEmpty()) {
            MutableBook.Node node = stack.pop();
            if (!node.has(BookEntry.HAS_VALUE) || node.ply() >= maxPly
                    || Bits.isGameOver(node.player, node.opponent)) {
                continue;
            }
            if (!node.has(BookEntry.EXPANDED)) {
                toExpand.add(node);
                continue;
            }
            for (long[] c : MutableBook.children(node.player, node.opponent)) {
                MutableBook.Node child = book.get(c[0], c[1]);
                if (child != null && child.stamp != stamp && child.has(BookEntry.HAS_VALUE)
                        && -child.value >= node.value - marginDiscs * Score.DISC) {
                    child.stamp = stamp;
                    stack.push(child);
                }
            }
        }
        for (MutableBook.Node node : toExpand) {
            book.expand(node);
            expanded++;
        }
        return expanded;
    }

    /**
     * Searches every position that has no search yet (game-over positions are scored exactly,
     * forced passes through the position after the pass), on {@link #threads} threads, calling
     * {@code checkpoint} about every {@code checkpointMs}. Returns the number searched; fewer than
     * were missing when stopped.
     */
    public int searchLeaves(Checkpoint checkpoint, long checkpointMs) throws IOException, InterruptedException {
        // One searcher per thread, made here: the first also says which depth each leaf needs.
        List<LeafSearcher> perThread = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            perThread.add(searchers.get());
        }
        List<MutableBook.Node> todo = new ArrayList<>();
        for (MutableBook.Node node : book.nodes()) {
            if (!node.has(BookEntry.EXPANDED)
                    && (!node.has(BookEntry.EVALUATED) || needsDeeperSearch(perThread.get(0), node))) {
                todo.add(node);
            }
        }
        // Deterministic order: by ply, then position.
        todo.sort(Comparator.comparingInt(MutableBook.Node::ply)
                .thenComparing((a, b) -> OpeningBook.compare(a.player, a.opponent, b.player, b.opponent)));
        int total = todo.size();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        Object lock = new Object();
        long startMs = System.currentTimeMillis();
        long[] lastSave = {startMs};
        long[] lastReport = {startMs};
        IOException[] failure = {null};
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            LeafSearcher searcher = perThread.get(t);
            Thread worker = new Thread(() -> {
                while (!stop.get()) {
                    int i = next.getAndIncrement();
                    if (i >= total) {
                        break;
                    }
                    MutableBook.Node node = todo.get(i);
                    LeafSearcher.Result r = searchOne(searcher, node.player, node.opponent);
                    synchronized (lock) {
                        node.eval = r.value();
                        node.evalDepth = r.depth();
                        node.flags |= BookEntry.EVALUATED | (r.exact() ? BookEntry.EVAL_EXACT : 0);
                        int d = done.incrementAndGet();
                        long now = System.currentTimeMillis();
                        if (now - lastReport[0] >= 2000 || d == total) {
                            lastReport[0] = now;
                            progress.println(progressLine(d, total, now - startMs, book.size()));
                        }
                        if (checkpoint != null && now - lastSave[0] >= checkpointMs && failure[0] == null) {
                            lastSave[0] = now;
                            try {
                                Negamax.propagate(book);
                                checkpoint.save(book);
                            } catch (IOException e) {
                                failure[0] = e;
                                stop.set(true);
                            }
                        }
                    }
                }
            }, "book-search-" + t);
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return done.get();
    }

    /**
     * A leaf searched (not exactly) less deep than the searcher now searches it: resuming with a
     * greater {@code --depth} deepens a book; a smaller one (NBoard learn at depth 8) keeps it.
     */
    private static boolean needsDeeperSearch(LeafSearcher searcher, MutableBook.Node node) {
        int want = searcher.depthFor(64 - Long.bitCount(node.player | node.opponent));
        return want >= 0 && !node.has(BookEntry.EVAL_EXACT) && node.evalDepth < want;
    }

    static LeafSearcher.Result searchOne(LeafSearcher searcher, long player, long opponent) {
        if (Bits.isGameOver(player, opponent)) {
            return new LeafSearcher.Result(Score.fromDiscs(Bits.finalScore(player, opponent)), 60, true);
        }
        if (Bits.legalMoves(player, opponent) == 0) {
            LeafSearcher.Result after = searcher.search(opponent, player);
            return new LeafSearcher.Result(-after.value(), after.depth(), after.exact());
        }
        return searcher.search(player, opponent);
    }

    /** Leaves searched of all, time, rate and the time left at that rate (hours past 2 hours). */
    static String progressLine(int done, int total, long elapsedMs, int positions) {
        double seconds = elapsedMs / 1000.0;
        double rate = seconds > 0 ? done / seconds : 0;
        String left = rate <= 0 ? "?" : duration((total - done) / rate);
        return String.format(Locale.ROOT, "searched %d/%d leaves, %.1f s, %.2f leaves/s, about %s left, %d positions",
                done, total, seconds, rate, left, positions);
    }

    private static String duration(double seconds) {
        if (seconds < 120) {
            return String.format(Locale.ROOT, "%.0f s", seconds);
        }
        if (seconds < 7200) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }

    /** A one-line summary: positions, expanded, searched, without value. */
    public static String summary(MutableBook book) {
        int expanded = 0;
        int searched = 0;
        int missing = 0;
        for (MutableBook.Node node : book.nodes()) {
            expanded += node.has(BookEntry.EXPANDED) ? 1 : 0;
            searched += node.has(BookEntry.EVALUATED) ? 1 : 0;
            missing += node.has(BookEntry.HAS_VALUE) ? 0 : 1;
        }
        return String.format(Locale.ROOT, "%d positions, %d expanded, %d searched, %d without a value",
                book.size(), expanded, searched, missing);
    }

    /** The square name of a canonical best move (for progress lines). */
    static String moveName(int move) {
        return Square.name(move);
    }
}
