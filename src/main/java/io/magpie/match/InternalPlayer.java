package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.engine.Engine;
import io.magpie.eval.Evaluators;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Magpie's {@link Engine} in this JVM: no process and no protocol, for fast self-play. The search
 * runs on the player's own thread so that a search that overruns its deadline can be stopped and
 * reported as a time-out like any other engine's.
 */
final class InternalPlayer implements Player {
    private final EngineSpec spec;
    private final Engine engine = new Engine();
    private final ExecutorService searchThread;

    InternalPlayer(EngineSpec spec) {
        this.spec = spec;
        if (spec.hashMb() > 0) {
            engine.setHashMb(spec.hashMb());
        }
        if (spec.selectivityPercent() > 0) {
            engine.setSelectivityPercent(spec.selectivityPercent());
        }
        if (spec.eval() != null) {
            engine.setEvaluator(Evaluators.byName(spec.eval()));
        }
        this.searchThread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, spec.name() + "-search");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public String name() {
        return spec.name();
    }

    @Override
    public void newGame(Board start) {
        engine.setBoard(start);
        engine.awaitReady(); // weights and tables ready before the first move's clock starts
    }

    @Override
    public Reply move(Turn turn) throws PlayerFault {
        engine.setGame(turn.game());
        Limits limits = Limits.none();
        if (spec.depth() > 0) {
            limits = limits.withDepth(spec.depth());
        }
        if (spec.moveTimeMs() > 0) {
            limits = limits.withMoveTimeMs(spec.moveTimeMs());
        }
        if (spec.hasClock()) {
            // With overtime to come the main time may all go (no game reserve), as over GTP.
            long left = Math.max(1, turn.remainingMs());
            limits = (spec.hasByoYomi() ? limits.withOvertimeClock(left, turn.stonesLeft(), spec.byoYomiMs(),
                    spec.byoYomiStones()) : limits.withClock(left, spec.incrementMs(), 0))
                    .withGameClockMs(spec.hasByoYomi() ? 0 : spec.clockMs());
        }
        Limits chosen = limits;
        Future<SearchInfo> search = searchThread.submit(() -> engine.go(chosen, SearchListener.NONE));
        try {
            SearchInfo info = search.get(Math.max(0, turn.deadlineNanos() - System.nanoTime()), TimeUnit.NANOSECONDS);
            return new Reply(info.move(), info.scoreDiscs(), info.elapsedMs() / 1000.0);
        } catch (TimeoutException e) {
            engine.stop();
            throw new PlayerFault(Termination.TIMEOUT, name() + ": search did not return in time");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new PlayerFault(Termination.CRASH, name() + ": search failed: " + cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            engine.stop();
            throw new PlayerFault(Termination.CRASH, name() + ": interrupted");
        }
    }

    @Override
    public void close() {
        engine.stop();
        searchThread.shutdownNow();
    }
}
