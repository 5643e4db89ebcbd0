package io.magpie.analysis;

import io.magpie.format.GgfGame;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The game written back as GGF with each move's value after it, as NBoard stores evaluations:
 * {@code B[F5/-1.00]}, discs from the mover's view (PROTOCOLS.md, "Evaluations and units"). Passes
 * and moves the analysis did not reach keep no value; the original times are kept.
 */
public final class AnalysisGgf {
    private AnalysisGgf() {}

    /** @param original the record the game came from (its tags and times), or null */
    public static GgfGame annotate(GameAnalysis analysis, GgfGame original) {
        List<Integer> moves = analysis.game().moves();
        List<GgfGame.MoveNote> notes = new ArrayList<>();
        for (int ply = 0; ply < moves.size(); ply++) {
            OptionalDouble time = original != null && original.notes().size() == moves.size()
                    ? original.notes().get(ply).timeSeconds() : OptionalDouble.empty();
            notes.add(new GgfGame.MoveNote(OptionalDouble.empty(), time));
        }
        for (MoveAnalysis row : analysis.rows()) {
            double value = Math.round(row.playedValue() * 100) / 100.0;
            notes.set(row.ply(), new GgfGame.MoveNote(OptionalDouble.of(value), notes.get(row.ply()).timeSeconds()));
        }
        Map<String, String> tags = new LinkedHashMap<>();
        if (original != null) {
            tags.putAll(original.tags());
        } else {
            tags.put("PC", "Magpie analysis");
            Integer result = analysis.resultForBlack();
            tags.put("RE", result == null ? "?" : Integer.toString(result));
        }
        return new GgfGame(analysis.game().start(), moves, notes, tags);
    }
}
