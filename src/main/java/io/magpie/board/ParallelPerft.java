package io.magpie.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@link Perft} on several threads: the tree is expanded breadth-first to a split ply with enough
 * subtrees to keep every thread busy (64 per thread), then the threads take subtrees one at a time
 * from a shared counter, so that a thread that drew small subtrees simply takes more, and add up
 * their leaves. The counts are those of {@link Perft#perft} exactly, in both pass conventions.
 */
public final class ParallelPerft {
    /** Subtrees per thread before splitting stops: enough for the shared counter to balance load. */
    private static final int TASKS_PER_THREAD = 64;
    /** Subtrees shallower than this are not split further (their set-up would outweigh the work). */
    private static final int MIN_TASK_DEPTH = 3;

    private ParallelPerft() {}

    /**
     * Leaves below ({@code player}, {@code opponent}) at {@code depth}, counted by {@code threads}
     * threads; {@code threads <= 1} runs {@link Perft#perft} on the calling thread.
     */
    public static long perft(long player, long opponent, int depth, boolean passIsPly, int threads)
            throws InterruptedException {
        if (threads <= 1 || depth <= MIN_TASK_DEPTH) {
            return Perft.perft(player, opponent, depth, passIsPly);
        }
        Split split = split(player, opponent, depth, passIsPly, threads * TASKS_PER_THREAD);
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread t = new Thread(runnable, "perft");
            t.setDaemon(true);
            return t;
        });
        try {
            AtomicInteger next = new AtomicInteger();
            List<Future<Long>> workers = new ArrayList<>(threads);
            for (int i = 0; i < threads; i++) {
                workers.add(pool.submit(() -> {
                    long leaves = 0;
                    for (int k = next.getAndIncrement(); k < split.size; k = next.getAndIncrement()) {
                        leaves += Perft.perft(split.player[k], split.opponent[k], split.depth[k], passIsPly);
                    }
                    return leaves;
                }));
            }
            long leaves = split.finishedLeaves;
            for (Future<Long> worker : workers) {
                leaves += worker.get();
            }
            return leaves;
        } catch (ExecutionException e) {
            throw new IllegalStateException("perft worker failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The subtrees at the split ply, plus the leaves already counted above it (finished games). */
    static final class Split {
        long[] player = new long[64];
        long[] opponent = new long[64];
        int[] depth = new int[64];
        int size;
        long finishedLeaves;

        void add(long p, long o, int d) {
            if (size == player.length) {
                player = Arrays.copyOf(player, size * 2);
                opponent = Arrays.copyOf(opponent, size * 2);
                depth = Arrays.copyOf(depth, size * 2);
            }
            player[size] = p;
            opponent[size] = o;
            depth[size] = d;
            size++;
        }
    }

    /**
     * Expands one ply at a time, as {@link Perft} recurses, until there are at least
     * {@code wanted} subtrees or they would become shallower than {@link #MIN_TASK_DEPTH}.
     */
    static Split split(long player, long opponent, int depth, boolean passIsPly, int wanted) {
        Split level = new Split();
        level.add(player, opponent, depth);
        boolean expanded = true;
        while (level.size < wanted && expanded) {
            Split next = new Split();
            next.finishedLeaves = level.finishedLeaves;
            expanded = false;
            for (int i = 0; i < level.size; i++) {
                if (level.depth[i] > MIN_TASK_DEPTH) {
                    expand(level.player[i], level.opponent[i], level.depth[i], passIsPly, next);
                    expanded = true;
                } else {
                    next.add(level.player[i], level.opponent[i], level.depth[i]);
                }
            }
            level = next;
        }
        return level;
    }

    /** The children of one node with their remaining depth (a pass is a child too). */
    private static void expand(long player, long opponent, int depth, boolean passIsPly, Split into) {
        long moves = Bits.legalMovesSimd(player, opponent);
        if (moves == 0) {
            if (Bits.legalMovesSimd(opponent, player) == 0) {
                into.finishedLeaves++; // game over: one leaf, whatever the depth
            } else {
                into.add(opponent, player, passIsPly ? depth - 1 : depth);
            }
            return;
        }
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flipsSimd(player, opponent, sq);
            into.add(opponent & ~flipped, player | flipped | (1L << sq), depth - 1);
        }
    }
}
