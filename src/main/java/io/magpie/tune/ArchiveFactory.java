package io.magpie.tune;

import io.magpie.format.ArchivedGame;
import io.magpie.format.FormatException;
import io.magpie.format.SelfPlayArchive;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The data factory: worker threads play games ({@link GameMaker}) and the finished ones are
 * appended to the archive folder as a new chunk every {@code chunkGames} games or
 * {@code chunkMillis}, at the end, and on {@link #stop} (Ctrl-C). A game still being played at a
 * stop is dropped; a finished one is always written. Game {@code i} of a run is played from a seed
 * mixed from the run's seed and {@code i}; a run with the seed of earlier chunks in the folder goes
 * on after the largest game number they had handed out, so resuming never repeats a game.
 */
public final class ArchiveFactory {
    private final Path dir;
    private final GameMaker.Settings settings;
    private final int threads;
    private final long seed;
    private final int chunkGames;
    private final long chunkMillis;
    private final PrintStream err;
    private final AtomicInteger nextGame = new AtomicInteger();
    private final List<ArchivedGame> pending = new ArrayList<>();
    private volatile boolean stopping;
    private boolean closed;
    private int firstGame;
    private int endGame;
    private long written;
    private long writtenGames;
    private int chunks;
    private long started;
    private long lastReport;

    public ArchiveFactory(Path dir, GameMaker.Settings settings, int threads, long seed, int chunkGames, long chunkMillis,
            PrintStream err) {
        this.dir = dir;
        this.settings = settings;
        this.threads = threads;
        this.seed = seed;
        this.chunkGames = chunkGames;
        this.chunkMillis = chunkMillis;
        this.err = err;
    }

    /** The seed of game {@code index} of the run with seed {@code runSeed} (a 64-bit mix of both). */
    public static long gameSeed(long runSeed, int index) {
        long z = runSeed + 0x9E3779B97F4A7C15L * (index + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The first game number of a run with {@code runSeed} in {@code dir}: after all its chunks there.
     * A damaged chunk (a disk fault, a bad copy) is renamed {@code *.mgsp.damaged}, out of the
     * archive's readers' way, with a note on {@code notes}; its games cannot count, and when they were
     * this run's last ones they are played again (the same games: each game's seed is fixed).
     */
    public static int resumePoint(Path dir, long runSeed, PrintStream notes) throws IOException {
        int next = 0;
        for (Path p : SelfPlayArchive.chunkFiles(dir)) {
            SelfPlayArchive.Chunk c;
            try {
                c = SelfPlayArchive.read(p);
            } catch (FormatException e) {
                Path aside = SelfPlayArchive.setAside(p);
                notes.printf(Locale.ROOT, "archive: %s; renamed to %s and left out%n", e.getMessage(), aside.getFileName());
                continue;
            }
            if (c.seed() == runSeed) {
                next = Math.max(next, c.nextGame());
            }
        }
        return next;
    }

    /**
     * Plays {@code games} games (or until {@link #stop}) and writes them; returns the number of
     * games written by this run.
     */
    public long run(int games) throws IOException, InterruptedException {
        int stale = SelfPlayArchive.checkWritable(dir);
        if (stale > 0) {
            err.printf(Locale.ROOT, "archive: removed %d temporary file(s) left in %s by an interrupted run%n", stale, dir);
        }
        firstGame = resumePoint(dir, seed, err);
        endGame = (int) Math.min(Integer.MAX_VALUE, (long) firstGame + games);
        nextGame.set(firstGame);
        if (firstGame > 0) {
            err.printf(Locale.ROOT, "archive: resuming seed %d at game %d%n", seed, firstGame);
        }
        started = System.nanoTime();
        lastReport = started;
        Thread[] workers = new Thread[threads];
        Throwable[] failure = new Throwable[1];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Thread(() -> work(failure), "magpie-selfplay-" + t);
            workers[t].setDaemon(true);
            workers[t].start();
        }
        long lastChunk = System.nanoTime();
        while (true) {
            boolean alive = false;
            for (Thread w : workers) {
                alive |= w.isAlive();
            }
            synchronized (this) {
                if (closed) {
                    break;
                }
                long now = System.nanoTime();
                while (pending.size() >= chunkGames) {
                    flush();
                    lastChunk = now;
                }
                boolean due = (now - lastChunk) / 1_000_000 >= chunkMillis;
                if (!pending.isEmpty() && (due || !alive)) {
                    flush();
                    lastChunk = now;
                }
                if (!alive) {
                    break;
                }
                if (now - lastReport >= 60_000_000_000L) {
                    progress(now, "playing");
                }
                wait(Math.min(1000, Math.max(1, chunkMillis)));
            }
        }
        synchronized (this) {
            closed = true;
        }
        if (failure[0] != null) {
            throw new IllegalStateException("a self-play worker failed: " + failure[0], failure[0]);
        }
        return writtenGames;
    }

    private void work(Throwable[] failure) {
        GameMaker maker = new GameMaker(settings);
        try {
            while (!stopping) {
                int index = nextGame.getAndIncrement();
                if (index >= endGame) {
                    break;
                }
                ArchivedGame g = maker.play(gameSeed(seed, index));
                synchronized (this) {
                    if (closed) {
                        break;
                    }
                    pending.add(g);
                    notifyAll();
                }
            }
        } catch (RuntimeException | Error e) {
            synchronized (this) {
                failure[0] = e;
                stopping = true;
                notifyAll();
            }
        } finally {
            maker.close();
        }
    }

    /**
     * Stops: workers take no new games, the finished ones are written as a last chunk, and nothing
     * is written after that. Safe to call from a shutdown hook while {@link #run} is going.
     */
    public void stop() {
        stopping = true;
        synchronized (this) {
            if (closed) {
                return;
            }
            try {
                while (!pending.isEmpty()) {
                    flush();
                }
            } catch (IOException e) {
                err.println("archive: could not write the last chunk: " + e.getMessage());
            }
            closed = true;
            notifyAll();
        }
    }

    /** Writes the first {@code chunkGames} pending games (or all, when fewer) as one chunk (the caller holds the lock). */
    private void flush() throws IOException {
        int handedOut = Math.min(nextGame.get(), endGame);
        List<ArchivedGame> games = pending.subList(0, Math.min(chunkGames, pending.size()));
        SelfPlayArchive.Chunk chunk = new SelfPlayArchive.Chunk(seed, handedOut, settings.describe(), games);
        Path file = SelfPlayArchive.write(dir, chunk);
        written += Files.size(file);
        writtenGames += games.size();
        chunks++;
        games.clear();
        progress(System.nanoTime(), "wrote " + file.getFileName());
    }

    /** One progress line on stderr: games so far and games per hour (the caller holds the lock). */
    private void progress(long now, String what) {
        long games = writtenGames + pending.size();
        double hours = Math.max(1e-9, (now - started) / 3.6e12);
        err.printf(Locale.ROOT, "archive: %s; %d games (%d written in %d chunks, %d bytes) in %.0f s: %.0f games/hour,"
                + " %.0f per thread-hour%n", what, games, writtenGames, chunks, written, hours * 3600, games / hours,
                games / hours / threads);
        lastReport = now;
    }

    /** Finished games not yet written. */
    public synchronized int pendingGames() {
        return pending.size();
    }

    public long writtenGames() {
        return writtenGames;
    }
}
