package io.magpie.match;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.format.FormatException;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Runs a match: every pairing (a round robin, or the first engine against each other one in a
 * gauntlet) plays each opening twice with colours swapped, {@code gamesPerPairing} games in all or
 * until its SPRT decides. Games run on {@code concurrency} worker threads, each with its own engine
 * processes; an engine that forfeits is restarted before its next game. Each finished game is
 * appended to the GGF output at once, so an interrupted match keeps it and {@link #resume} can
 * skip it later.
 *
 * <p>Schedule: game {@code 2k} of a pairing is A (black) vs B on opening {@code k mod openings},
 * game {@code 2k+1} is B (black) vs A on the same opening; pairings are interleaved pair by pair.
 * The schedule depends only on the engines, the openings (and their order) and the game count,
 * which is what makes resuming possible.
 */
public final class MatchRunner {
    /** Creates the player for an engine; tests pass in-process fakes. */
    public interface PlayerFactory {
        Player create(EngineSpec spec);
    }

    /**
     * @param gamesPerPairing games per pairing, rounded up to an even number (pairs)
     * @param gauntlet first engine against each of the others instead of all against all
     * @param sprt stop a pairing when this test decides; null for none
     * @param marginMs latency allowed beyond a clock or a time per move
     * @param hangGuardMs longest wait for a move without a time limit, and for start-up
     */
    public record Settings(int gamesPerPairing, boolean gauntlet, int concurrency, Sprt sprt, long marginMs,
            long hangGuardMs) {}

    record Task(int index, int pairing, int pair, boolean aBlack, Opening opening) {}

    private final List<EngineSpec> engines;
    private final Settings settings;
    private final PlayerFactory factory;
    private final Path out;
    private final PrintStream progress;
    private final List<PairingStats> pairings = new ArrayList<>();
    private final List<Task> tasks = new ArrayList<>();
    private final boolean[] done;
    private final Referee referee;
    private final Set<Player> livePlayers = ConcurrentHashMap.newKeySet();
    private int nextTask;
    private int finished;
    private int resumed;
    private volatile boolean aborted;
    /** Set by {@link #abort}: errors after it come from engines closed under their workers. */
    private volatile boolean userAbort;
    /** The first unexpected error of a worker (a bug or an unwritable output): it stops the match. */
    private volatile RuntimeException failure;

    /**
     * @param out GGF file that finished games are appended to, or null
     * @param progress where a line per finished game goes, or null
     * @throws IllegalArgumentException for fewer than two engines, duplicate names, or a GTP
     *     engine with openings that do not start from the standard position
     */
    public MatchRunner(List<EngineSpec> engines, List<Opening> openings, Settings settings, PlayerFactory factory,
            Path out, PrintStream progress) {
        if (engines.size() < 2) {
            throw new IllegalArgumentException("a match needs at least two engines, got " + engines.size());
        }
        Set<String> names = new HashSet<>();
        for (EngineSpec e : engines) {
            if (!names.add(e.name())) {
                throw new IllegalArgumentException("two engines are named " + e.name() + "; give each a unique name=");
            }
            if (e.protocol() == Transport.GTP) {
                for (Opening o : openings) {
                    if (!o.start().equals(Board.start())) {
                        throw new IllegalArgumentException("GTP engine " + e.name() + " cannot start from the position of "
                                + o.source() + "; GTP openings must be moves from the standard start");
                    }
                }
            }
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no openings");
        }
        this.engines = List.copyOf(engines);
        this.settings = settings;
        this.factory = factory;
        this.out = out;
        this.progress = progress;
        this.referee = new Referee(settings.marginMs(), settings.hangGuardMs());
        int pairs = (settings.gamesPerPairing() + 1) / 2;
        List<int[]> couples = new ArrayList<>();
        for (int i = 0; i < engines.size(); i++) {
            for (int j = i + 1; j < engines.size(); j++) {
                if (!settings.gauntlet() || i == 0) {
                    couples.add(new int[] {i, j});
                }
            }
        }
        for (int[] c : couples) {
            pairings.add(new PairingStats(engines.get(c[0]), engines.get(c[1]), settings.sprt(), pairs));
        }
        for (int k = 0; k < pairs; k++) {
            Opening opening = openings.get(k % openings.size());
            for (int p = 0; p < pairings.size(); p++) {
                tasks.add(new Task(tasks.size(), p, k, true, opening));
                tasks.add(new Task(tasks.size(), p, k, false, opening));
            }
        }
        done = new boolean[tasks.size()];
    }

    /** The default players: processes for NBoard and GTP, Magpie's engine for {@code internal}. */
    public static Player defaultPlayer(EngineSpec spec, long startupMs) {
        switch (spec.protocol()) {
            case NBOARD: return new NBoardPlayer(spec, startupMs);
            case GTP: return new GtpPlayer(spec, startupMs);
            default: return new InternalPlayer(spec);
        }
    }

    public int scheduledGames() {
        return tasks.size();
    }

    public List<PairingStats> pairings() {
        return pairings;
    }

    public List<EngineSpec> engines() {
        return engines;
    }

    /** Games counted so far (resumed and played). */
    public synchronized int finishedGames() {
        return finished;
    }

    /** Games taken from the file by {@link #resume}. */
    public synchronized int resumedGames() {
        return resumed;
    }

    /**
     * Counts the finished games already in {@code file} (a previous run of this match) and marks
     * them done. A record matches the first unplayed game with the same players and colours whose
     * opening starts the record; records that match nothing are reported and left alone.
     *
     * A last line cut off by an interrupted write is dropped first, with a note on {@code notes}.
     *
     * @return the number of records that matched nothing
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException when it is not GGF
     */
    public synchronized int resume(Path file, PrintStream notes) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        TornLastLine.repair(file, notes);
        List<GgfGame> records;
        try {
            records = Ggf.parseAll(InputFiles.readString(file, StandardCharsets.UTF_8));
        } catch (FormatException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
        int unmatched = 0;
        for (GgfGame g : records) {
            Task task = match(g);
            GameResult r = task == null ? null : fromRecord(g, task);
            if (r == null) {
                unmatched++;
                continue;
            }
            done[task.index()] = true;
            pairings.get(task.pairing()).add(r, task.pair());
            finished++;
            resumed++;
        }
        return unmatched;
    }

    private Task match(GgfGame g) {
        String result = g.result();
        if (result == null || result.startsWith("?")) {
            return null;
        }
        for (Task t : tasks) {
            if (done[t.index()]) {
                continue;
            }
            PairingStats p = pairings.get(t.pairing());
            String black = t.aBlack() ? p.a().name() : p.b().name();
            String white = t.aBlack() ? p.b().name() : p.a().name();
            Opening o = t.opening();
            if (black.equals(g.blackName()) && white.equals(g.whiteName()) && o.start().equals(g.start())
                    && o.moves().size() <= g.moves().size()
                    && o.moves().equals(g.moves().subList(0, o.moves().size()))) {
                return t;
            }
        }
        return null;
    }

    /** The result written in a record: {@code RE[+12.000]}, {@code RE[-64.000:t]}, reason in {@code CO}. */
    private static GameResult fromRecord(GgfGame g, Task t) {
        String re = g.result();
        int colon = re.indexOf(':');
        double score;
        try {
            score = Double.parseDouble(colon < 0 ? re : re.substring(0, colon));
        } catch (NumberFormatException e) {
            return null;
        }
        Termination kind = Termination.NORMAL;
        String reason = "";
        if (colon >= 0) {
            String comment = g.tag("CO") == null ? "" : g.tag("CO");
            kind = re.substring(colon).equals(":t") ? Termination.TIMEOUT : Termination.GARBAGE;
            for (Termination k : Termination.values()) {
                if (k != Termination.NORMAL && comment.contains("forfeits, " + k.words() + ":")) {
                    kind = k;
                }
            }
            reason = comment;
        }
        List<MoveEntry> moves = new ArrayList<>();
        for (int i = 0; i < g.moves().size(); i++) {
            GgfGame.MoveNote n = g.notes().get(i);
            moves.add(new MoveEntry(g.moves().get(i), n.eval().orElse(Double.NaN), n.timeSeconds().orElse(Double.NaN)));
        }
        int blackScore = (int) Math.round(score);
        return new GameResult(g.blackName(), g.whiteName(), g.start(), t.opening().moves().size(), moves, blackScore,
                kind, kind != Termination.NORMAL && blackScore < 0, reason);
    }

    /**
     * Plays every scheduled game not yet done; returns when all are done, decided, or aborted.
     *
     * @throws RuntimeException the first unexpected error of a worker, after stopping the others
     */
    public void run() throws InterruptedException {
        int threads = Math.max(1, settings.concurrency());
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "match-worker");
            t.setDaemon(true);
            return t;
        });
        for (int i = 0; i < threads; i++) {
            pool.execute(this::work);
        }
        pool.shutdown();
        while (!pool.awaitTermination(200, TimeUnit.MILLISECONDS)) {
            if (aborted) {
                pool.shutdownNow();
                pool.awaitTermination(5, TimeUnit.SECONDS);
                break;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Stops handing out games, ends every engine, and drops games in progress. */
    public void abort() {
        userAbort = true;
        aborted = true;
        for (Player p : livePlayers) {
            p.close();
        }
    }

    /** True after {@link #abort} (an interrupt), not after a failure. */
    public boolean aborted() {
        return aborted && failure == null;
    }

    private void work() {
        Map<String, Player> players = new HashMap<>();
        try {
            Task t;
            while ((t = next()) != null) {
                PairingStats p = pairings.get(t.pairing());
                EngineSpec blackSpec = t.aBlack() ? p.a() : p.b();
                EngineSpec whiteSpec = t.aBlack() ? p.b() : p.a();
                Player black = player(players, blackSpec);
                Player white = player(players, whiteSpec);
                GameResult r = referee.play(black, blackSpec, white, whiteSpec, t.opening());
                if (r.forfeit()) {
                    Player culprit = r.faultByBlack() ? black : white;
                    players.remove(culprit.name());
                    livePlayers.remove(culprit);
                    culprit.close();
                }
                record(t, r, blackSpec, whiteSpec);
            }
        } catch (RuntimeException e) {
            synchronized (this) {
                // After an interrupt, engines closed under a worker fail it: that is no failure.
                if (failure == null && !userAbort) {
                    failure = e;
                }
            }
            abort();
        } finally {
            for (Player p : players.values()) {
                livePlayers.remove(p);
                p.close();
            }
        }
    }

    private Player player(Map<String, Player> players, EngineSpec spec) {
        Player p = players.get(spec.name());
        if (p == null) {
            p = factory.create(spec);
            players.put(spec.name(), p);
            livePlayers.add(p);
            if (aborted) {
                p.close();
            }
        }
        return p;
    }

    private synchronized Task next() {
        while (!aborted && nextTask < tasks.size()) {
            Task t = tasks.get(nextTask++);
            if (!done[t.index()] && pairings.get(t.pairing()).decision() == Sprt.Decision.CONTINUE) {
                return t;
            }
        }
        return null;
    }

    private synchronized void record(Task t, GameResult r, EngineSpec blackSpec, EngineSpec whiteSpec) {
        if (aborted) {
            return;
        }
        if (out != null) {
            String line = Ggf.format(MatchRecords.finished(r, blackSpec, whiteSpec, Instant.now())) + "\n";
            try {
                Files.writeString(out, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                aborted = true;
                throw new UncheckedIOException("cannot append to " + out + ": " + e.getMessage(), e);
            }
        }
        done[t.index()] = true;
        finished++;
        PairingStats p = pairings.get(t.pairing());
        p.add(r, t.pair());
        if (progress != null) {
            progress.println(progressLine(p, r));
            if (p.decision() != Sprt.Decision.CONTINUE && p.sprt() != null) {
                progress.println("SPRT " + p.a().name() + " vs " + p.b().name() + ": " + decisionWords(p) + ", no new games for this pairing");
            }
        }
    }

    private String progressLine(PairingStats p, GameResult r) {
        Elo.Estimate e = p.elo();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "[%d/%d] %s: %s | %s vs %s +%d =%d -%d %.1f%% Elo %s", finished, tasks.size(),
                gameLabel(r), r.explain(), p.a().name(), p.b().name(), p.wins(), p.draws(), p.losses(),
                100 * e.score(), Standings.eloText(e)));
        if (p.sprt() != null) {
            sb.append(String.format(Locale.ROOT, " LLR %.2f [%.2f, %.2f]", p.llr(), p.sprt().lowerBound(), p.sprt().upperBound()));
        }
        return sb.toString();
    }

    private static String gameLabel(GameResult r) {
        return r.black() + "-" + r.white();
    }

    static String decisionWords(PairingStats p) {
        switch (p.decision()) {
            case H1: return "H1 accepted (" + p.a().name() + " is at least elo1 stronger)";
            case H0: return "H0 accepted (" + p.a().name() + " is not elo1 stronger)";
            default: return "no decision";
        }
    }
}
