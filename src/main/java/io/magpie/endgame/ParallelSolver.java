package io.magpie.endgame;

import io.magpie.eval.Evaluator;
import java.util.concurrent.locks.LockSupport;

/**
 * Young-brothers-wait parallel search (YBWC, as in Edax): a null-window node with at least
 * {@link Settings#DEPTH_TO_SPLIT} empties whose first move did not cut off hands its other moves to
 * idle threads. A thread waiting for the helpers of its own split point helps below it meanwhile
 * ("helpful master"), which is safe because its per-depth move lists below that node are free.
 *
 * <p>Thread 0 is the caller's thread; the others are daemon threads started here, spinning briefly
 * then parking while idle.
 */
final class ParallelSolver {
    private final Worker[] workers;
    private final Object lock = new Object();
    private volatile boolean closed;
    /** Written before a solve starts, read by the threads of its split points (published with them). */
    private boolean splitting = true;
    /** Workers free to take a split point (idle helpers and waiting owners). */
    private volatile int available;

    private final class Worker {
        final int index;
        final Endgame endgame;
        Thread thread;
        /** Guarded by lock. */
        boolean idle;
        /** The split point this worker owns and waits on, or null; guarded by lock. */
        SplitPoint waitingOn;
        volatile SplitPoint assigned;

        Worker(int index, Endgame endgame) {
            this.index = index;
            this.endgame = endgame;
        }
    }

    ParallelSolver(EndgameHashTable table, SolveControl control, int threads) {
        workers = new Worker[threads];
        for (int i = 0; i < threads; i++) {
            Endgame endgame = new Endgame(table, control);
            endgame.parallel = this;
            endgame.workerIndex = i;
            workers[i] = new Worker(i, endgame);
        }
        for (int i = 1; i < threads; i++) {
            Worker w = workers[i];
            w.idle = true;
            w.thread = new Thread(() -> helperLoop(w), "magpie-solver-" + i);
            w.thread.setDaemon(true);
            w.thread.start();
        }
        available = threads - 1;
    }

    void setOrderingEvaluator(Evaluator evaluator) {
        for (Worker w : workers) {
            w.endgame.setOrderingEvaluator(evaluator);
        }
    }

    void setSelectivity(int level, int margin, boolean deepProbcut) {
        for (Worker w : workers) {
            w.endgame.setSelectivity(level, margin, deepProbcut);
        }
    }

    /** Each thread's search, the caller's first. */
    Endgame[] endgames() {
        Endgame[] all = new Endgame[workers.length];
        for (int i = 0; i < workers.length; i++) {
            all[i] = workers[i].endgame;
        }
        return all;
    }

    boolean hasOrderingEvaluation() {
        return workers[0].endgame.hasOrderingEvaluation();
    }

    int searchRoot(long player, long opponent, int alpha, int beta) {
        workers[0].thread = Thread.currentThread();
        return workers[0].endgame.searchRoot(player, opponent, alpha, beta);
    }

    int[] principalVariation() {
        return workers[0].endgame.principalVariation();
    }

    long totalNodes() {
        long nodes = 0;
        for (Worker w : workers) {
            nodes += w.endgame.totalNodes();
        }
        return nodes;
    }

    /**
     * Whether nodes may be split in this solve; set by the caller's thread before the solve, so
     * that a small one stays on that thread ({@link Solver#PARALLEL_MIN_EMPTIES}).
     */
    void setSplitting(boolean on) {
        splitting = on;
    }

    /** Cheap test before building a split point. */
    boolean hasAvailableWorker() {
        return splitting && available > 0;
    }

    /**
     * Searches the moves of {@code sp} with whatever threads are free; returns when all are done.
     *
     * @throws SearchAborted when a stop or a cutoff above {@code sp} aborted it
     */
    void split(Endgame owner, SplitPoint sp) {
        Worker me = workers[owner.workerIndex];
        synchronized (lock) {
            for (Worker w : workers) {
                if (w != me && w.idle && (w.waitingOn == null || sp.isBelow(w.waitingOn))) {
                    w.idle = false;
                    available--;
                    sp.helpers++;
                    w.assigned = sp;
                    if (w.thread != null) {
                        LockSupport.unpark(w.thread);
                    }
                }
            }
        }
        sp.ownerThread = Thread.currentThread();
        SplitPoint saved = owner.split;
        owner.split = sp;
        try {
            owner.searchSplitMoves(sp);
        } catch (SearchAborted e) {
            // A cutoff here (the result stands) or above (checked below).
        }
        owner.split = saved;
        if (sp.helpers > 0) {
            waitForHelpers(me, sp);
        }
        // A helper may have dropped a move because of a stop or a cutoff above: then the result is
        // incomplete, and must not be stored or returned.
        if (owner.control.stopped() || (sp.parent != null && sp.parent.aborted())) {
            throw SearchAborted.INSTANCE;
        }
    }

    /** Waits for the helpers of {@code sp}, helping with split points below it meanwhile. */
    private void waitForHelpers(Worker me, SplitPoint sp) {
        SplitPoint outer;
        synchronized (lock) {
            outer = me.waitingOn; // set when this wait is nested in work for an outer wait
            me.waitingOn = sp;
            me.idle = true;
            available++;
        }
        int spins = 0;
        while (true) {
            SplitPoint task = me.assigned;
            if (task != null) {
                work(me, task);
                continue;
            }
            synchronized (lock) {
                if (sp.helpers == 0 && me.assigned == null) {
                    me.idle = false;
                    me.waitingOn = outer;
                    available--;
                    return;
                }
            }
            // Spin briefly, then sleep: the last helper and any recruiter unpark this thread.
            if (spins++ < 2_000) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(this, 200_000L);
            }
        }
    }

    /** Searches moves of an assigned split point, then becomes available again. */
    private void work(Worker w, SplitPoint task) {
        w.assigned = null; // taken: a wait nested in this work must not see it again
        Endgame e = w.endgame;
        SplitPoint saved = e.split;
        e.split = task;
        try {
            e.searchSplitMoves(task);
        } catch (SearchAborted ignored) {
            // A cutoff above or a stop: the results are dropped.
        }
        e.split = saved;
        synchronized (lock) {
            w.idle = true;
            available++;
            task.helpers--;
        }
        if (task.helpers == 0) {
            LockSupport.unpark(task.ownerThread);
        }
    }

    private void helperLoop(Worker w) {
        int spins = 0;
        while (!closed) {
            SplitPoint task = w.assigned;
            if (task != null) {
                work(w, task);
                spins = 0;
            } else if (spins < 2_000) {
                spins++;
                Thread.onSpinWait();
            } else {
                // Until a split point or close() unparks it (a permit given before the park is
                // kept): an idle helper takes no time from the midgame search's threads.
                LockSupport.park(this);
            }
        }
    }

    void close() {
        closed = true;
        for (int i = 1; i < workers.length; i++) {
            LockSupport.unpark(workers[i].thread);
            try {
                workers[i].thread.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
