package io.magpie.tune;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Carries each game's earliest exact label back to the game's earlier positions, as the WTHOR
 * records' theoretical scores are carried back: a self-play game solved at 20 empties gives every
 * earlier position that game's perfect-play value from 20 empties on, instead of the result of the
 * engines' own (imperfect) endgame.
 *
 * <p>The records of a game must be consecutive and in move order, as {@code tune positions} writes
 * them. The side to move is not stored, so it is found from the discs: after a move the mover's discs
 * are all still there, so if the next record's side to move owns all of them, the same side moved
 * again (the other one passed); otherwise the sides changed. The walk back stops at a gap (a record
 * that is not one move before the next), leaving the earlier records as they were.
 */
public final class Propagator {
    private long games;
    private long relabelled;

    /** Copies {@code in} to {@code out}, relabelling; prints a summary line to {@code progress}. */
    public void run(Path in, Path out, PrintStream progress) throws IOException {
        try (PositionFile.Reader reader = PositionFile.open(in); PositionFile.Writer writer = PositionFile.create(out)) {
            List<TrainingPosition> game = new ArrayList<>();
            TrainingPosition p;
            while ((p = reader.next()) != null) {
                if (!game.isEmpty() && game.get(0).game() != p.game()) {
                    flush(game, writer);
                }
                game.add(p);
            }
            flush(game, writer);
        }
        progress.printf(Locale.ROOT, "%d games, %d positions relabelled from their game's earliest exact label, written to %s%n",
                games, relabelled, out);
    }

    public long relabelled() {
        return relabelled;
    }

    private void flush(List<TrainingPosition> game, PositionFile.Writer writer) throws IOException {
        if (game.isEmpty()) {
            return;
        }
        relabel(game);
        for (TrainingPosition t : game) {
            writer.write(t);
        }
        game.clear();
        games++;
    }

    /** Relabels one game's records in place. */
    void relabel(List<TrainingPosition> game) {
        int anchor = -1;
        for (int i = 0; i < game.size(); i++) {
            if (game.get(i).kind() == TrainingPosition.EXACT) {
                anchor = i;
                break;
            }
        }
        if (anchor <= 0) {
            return;
        }
        int label = game.get(anchor).label();
        for (int i = anchor - 1; i >= 0; i--) {
            TrainingPosition before = game.get(i);
            TrainingPosition after = game.get(i + 1);
            if (before.empties() != after.empties() + 1) {
                return;
            }
            boolean sameSide = (after.player() & before.player()) == before.player();
            if (!sameSide && (after.opponent() & before.player()) != before.player()) {
                return; // not one move apart: the records are not in move order
            }
            if (!sameSide) {
                label = -label;
            }
            game.set(i, new TrainingPosition(before.player(), before.opponent(), before.game(), label,
                    TrainingPosition.THEORETICAL));
            relabelled++;
        }
    }
}
