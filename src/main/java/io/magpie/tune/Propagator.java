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
 *
 * <p>With {@link #between}, a position between two exact labels of its game (a human game's record
 * score at 24 empties and its solved positions from 16 empties down, say) gets the mix of both,
 * weighted by how many moves away each is. Each carried label crosses the players' mistakes on its
 * way; the nearer one crosses fewer (on WTHOR games at 17-20 empties the mix misses the exact score
 * by 1.8-3.1 discs where the 24-empty score alone misses by 4.2-5.9).
 */
public final class Propagator {
    private final boolean between;
    private long games;
    private long relabelled;

    /** Carries the earliest exact label back only. */
    public Propagator() {
        this(false);
    }

    /** @param between also relabel positions between two exact labels by their distance-weighted mix */
    public Propagator(boolean between) {
        this.between = between;
    }

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
        progress.printf(Locale.ROOT, "%d games, %d positions relabelled from their game's %s, written to %s%n",
                games, relabelled, between ? "exact labels" : "earliest exact label", out);
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
        int first = -1;
        for (int i = 0; i < game.size(); i++) {
            if (game.get(i).kind() == TrainingPosition.EXACT) {
                first = i;
                break;
            }
        }
        if (first < 0) {
            return;
        }
        carryBack(game, first);
        if (between) {
            int a = first;
            for (int b = first + 1; b < game.size(); b++) {
                if (game.get(b).kind() == TrainingPosition.EXACT) {
                    if (b > a + 1) {
                        mixBetween(game, a, b);
                    }
                    a = b;
                }
            }
        }
    }

    /** Gives the records before {@code anchor} its label, seen from each one's side to move. */
    private void carryBack(List<TrainingPosition> game, int anchor) {
        int label = game.get(anchor).label();
        for (int i = anchor - 1; i >= 0; i--) {
            int step = sideChange(game.get(i), game.get(i + 1));
            if (step == 0) {
                return;
            }
            label *= step;
            setLabel(game, i, label);
        }
    }

    /** Relabels the records strictly between the exact records {@code a} and {@code b}. */
    private void mixBetween(List<TrainingPosition> game, int a, int b) {
        int n = b - a;
        int[] sign = new int[n + 1]; // the side to move of record a + k against that of record b
        sign[n] = 1;
        for (int i = b - 1; i >= a; i--) {
            int step = sideChange(game.get(i), game.get(i + 1));
            if (step == 0) {
                return; // a gap: leave this stretch as it was
            }
            sign[i - a] = sign[i + 1 - a] * step;
        }
        double labelA = game.get(a).label() * sign[0]; // both seen from record b's side to move
        double labelB = game.get(b).label();
        for (int i = a + 1; i < b; i++) {
            double mix = ((b - i) * labelA + (i - a) * labelB) / n;
            setLabel(game, i, (int) Math.rint(mix) * sign[i - a]);
        }
    }

    /**
     * +1 if {@code after} is one move after {@code before} with the same side to move (the other
     * passed), -1 if the sides changed, 0 if the records are not one move apart.
     */
    private static int sideChange(TrainingPosition before, TrainingPosition after) {
        if (before.empties() != after.empties() + 1) {
            return 0;
        }
        if ((after.player() & before.player()) == before.player()) {
            return 1;
        }
        return (after.opponent() & before.player()) == before.player() ? -1 : 0;
    }

    private void setLabel(List<TrainingPosition> game, int i, int label) {
        TrainingPosition p = game.get(i);
        game.set(i, new TrainingPosition(p.player(), p.opponent(), p.game(), label, TrainingPosition.THEORETICAL));
        relabelled++;
    }
}
