package io.magpie.match;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;

/**
 * Results of one pairing (engine A against engine B) from A's side: wins, draws, losses, disc
 * differentials, game pairs (the same opening with colours swapped) as a pentanomial, forfeits by
 * each engine, and the SPRT state. Not thread-safe: the runner updates it under its own lock.
 */
public final class PairingStats {
    private final EngineSpec a;
    private final EngineSpec b;
    private final Sprt sprt;
    private int wins;
    private int draws;
    private int losses;
    private long discSum;
    private int discGames;
    /** {@code pentanomial[k]}: pairs where A scored k/2 points of 2. */
    private final long[] pentanomial = new long[5];
    /** A's points in the first finished game of each pair, NaN while none is finished. */
    private double[] pendingPair;
    private final Map<Termination, Integer> forfeitsA = new EnumMap<>(Termination.class);
    private final Map<Termination, Integer> forfeitsB = new EnumMap<>(Termination.class);
    private Sprt.Decision decision = Sprt.Decision.CONTINUE;

    PairingStats(EngineSpec a, EngineSpec b, Sprt sprt, int pairs) {
        this.a = a;
        this.b = b;
        this.sprt = sprt;
        this.pendingPair = new double[pairs];
        Arrays.fill(pendingPair, Double.NaN);
    }

    public EngineSpec a() {
        return a;
    }

    public EngineSpec b() {
        return b;
    }

    /** Adds a finished game, the {@code pair}-th pair's game with A as black or white. */
    void add(GameResult r, int pair) {
        boolean aBlack = r.black().equals(a.name());
        double aPoints = aBlack ? r.blackPoints() : 1 - r.blackPoints();
        if (aPoints == 1) {
            wins++;
        } else if (aPoints == 0) {
            losses++;
        } else {
            draws++;
        }
        if (!r.forfeit()) {
            discSum += aBlack ? r.blackScore() : -r.blackScore();
            discGames++;
        } else {
            boolean aFaulted = r.faultByBlack() == aBlack;
            (aFaulted ? forfeitsA : forfeitsB).merge(r.termination(), 1, Integer::sum);
        }
        if (Double.isNaN(pendingPair[pair])) {
            pendingPair[pair] = aPoints;
        } else {
            pentanomial[(int) Math.round(2 * (pendingPair[pair] + aPoints))]++;
            pendingPair[pair] = Double.NaN;
            if (sprt != null && decision == Sprt.Decision.CONTINUE) {
                decision = sprt.decide(llr());
            }
        }
    }

    public int wins() {
        return wins;
    }

    public int draws() {
        return draws;
    }

    public int losses() {
        return losses;
    }

    public int games() {
        return wins + draws + losses;
    }

    /** A's average disc differential over games played to the end (forfeits left out); NaN if none. */
    public double averageDiscs() {
        return discGames == 0 ? Double.NaN : (double) discSum / discGames;
    }

    public long[] pentanomial() {
        return pentanomial.clone();
    }

    public long pairs() {
        long n = 0;
        for (long c : pentanomial) {
            n += c;
        }
        return n;
    }

    /**
     * A's Elo over B. The error margin comes from game pairs (pentanomial) once at least two pairs
     * are complete, which accounts for the shared openings; from single games before that.
     */
    public Elo.Estimate elo() {
        Elo.Estimate games = Elo.fromWdl(wins, draws, losses);
        if (pairs() >= 2) {
            Elo.Estimate paired = Elo.fromPentanomial(pentanomial);
            return new Elo.Estimate(games.elo(), paired.margin(), games.score(), games.samples());
        }
        return games;
    }

    public Sprt sprt() {
        return sprt;
    }

    /** LLR on the completed pairs; 0 without an SPRT. */
    public double llr() {
        return sprt == null ? 0 : sprt.llrPentanomial(pentanomial);
    }

    public Sprt.Decision decision() {
        return decision;
    }

    public Map<Termination, Integer> forfeitsA() {
        return Map.copyOf(forfeitsA);
    }

    public Map<Termination, Integer> forfeitsB() {
        return Map.copyOf(forfeitsB);
    }
}
