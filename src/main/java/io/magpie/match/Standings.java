package io.magpie.match;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The tables printed at the end of a match (or when it is interrupted). */
public final class Standings {
    private Standings() {}

    /** {@code +35 ± 48}, {@code +inf}, or {@code -} when unknown. */
    static String eloText(Elo.Estimate e) {
        if (e.samples() == 0 || Double.isNaN(e.elo())) {
            return "-";
        }
        if (Double.isInfinite(e.elo())) {
            return e.elo() > 0 ? "+inf" : "-inf";
        }
        String margin = Double.isNaN(e.margin()) ? ""
                : Double.isInfinite(e.margin()) ? " ± inf" : String.format(Locale.ROOT, " ± %.0f", e.margin());
        // + 0.0 turns -0 into 0.
        return String.format(Locale.ROOT, "%+.0f%s", Math.round(e.elo()) + 0.0, margin);
    }

    public static void print(List<PairingStats> pairings, List<EngineSpec> engines, PrintStream out) {
        out.println(String.format(Locale.ROOT, "%-14s %-14s %6s %5s %5s %5s %7s %7s %-14s %-19s",
                "engine A", "engine B", "games", "W", "D", "L", "score", "discs", "Elo (A) 95%", "pairs 0/½/1/1½/2"));
        for (PairingStats p : pairings) {
            Elo.Estimate e = p.elo();
            long[] pent = p.pentanomial();
            // no game played to the end (all forfeits, or none yet): "-" rather than NaN
            String discs = Double.isNaN(p.averageDiscs()) ? "-" : String.format(Locale.ROOT, "%+.2f", p.averageDiscs());
            out.println(String.format(Locale.ROOT, "%-14s %-14s %6d %5d %5d %5d %6.1f%% %7s %-14s %d/%d/%d/%d/%d",
                    p.a().name(), p.b().name(), p.games(), p.wins(), p.draws(), p.losses(),
                    p.games() == 0 ? 0.0 : 100 * e.score(), discs, eloText(e),
                    pent[0], pent[1], pent[2], pent[3], pent[4]));
        }
        for (PairingStats p : pairings) {
            if (p.sprt() != null) {
                out.println(String.format(Locale.ROOT, "SPRT %s vs %s (%s): LLR %.3f, bounds [%.3f, %.3f], %s",
                        p.a().name(), p.b().name(), p.sprt(), p.llr(), p.sprt().lowerBound(), p.sprt().upperBound(),
                        MatchRunner.decisionWords(p)));
            }
        }
        printForfeits(pairings, out);
        if (engines.size() > 2) {
            printEngines(pairings, engines, out);
        }
    }

    private static void printForfeits(List<PairingStats> pairings, PrintStream out) {
        Map<String, Map<Termination, Integer>> byEngine = new LinkedHashMap<>();
        for (PairingStats p : pairings) {
            add(byEngine, p.a().name(), p.forfeitsA());
            add(byEngine, p.b().name(), p.forfeitsB());
        }
        for (Map.Entry<String, Map<Termination, Integer>> e : byEngine.entrySet()) {
            StringBuilder sb = new StringBuilder("forfeits by ").append(e.getKey()).append(':');
            for (Map.Entry<Termination, Integer> k : e.getValue().entrySet()) {
                sb.append(' ').append(k.getValue()).append(' ').append(k.getKey().words()).append(',');
            }
            sb.setLength(sb.length() - 1);
            out.println(sb);
        }
    }

    private static void add(Map<String, Map<Termination, Integer>> byEngine, String name, Map<Termination, Integer> counts) {
        if (!counts.isEmpty()) {
            Map<Termination, Integer> m = byEngine.computeIfAbsent(name, k -> new java.util.EnumMap<>(Termination.class));
            counts.forEach((k, v) -> m.merge(k, v, Integer::sum));
        }
    }

    private static void printEngines(List<PairingStats> pairings, List<EngineSpec> engines, PrintStream out) {
        out.println(String.format(Locale.ROOT, "%-14s %6s %8s %7s", "engine", "games", "points", "score"));
        for (EngineSpec s : engines) {
            int games = 0;
            double points = 0;
            for (PairingStats p : pairings) {
                if (p.a().name().equals(s.name())) {
                    games += p.games();
                    points += p.wins() + 0.5 * p.draws();
                } else if (p.b().name().equals(s.name())) {
                    games += p.games();
                    points += p.losses() + 0.5 * p.draws();
                }
            }
            out.println(String.format(Locale.ROOT, "%-14s %6d %8.1f %6.1f%%", s.name(), games, points,
                    games == 0 ? 0.0 : 100 * points / games));
        }
    }
}
