package io.magpie.tune;

import io.magpie.board.Bits;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes the positions one move after each chosen training position: every legal move, not only the
 * one the game went on with. Game records hold mostly good moves, so a fit on them alone never sees
 * the positions a bad move leads to, yet the search must rank exactly those against the good ones.
 *
 * <p>Chosen positions have {@code minEmpties..maxEmpties} empties and come from games whose number
 * is {@code remainder} modulo {@code modulus}; games the fit holds out for validation
 * ({@code game % validation == 0}) give none, so its validation error still measures unseen games. A
 * child keeps its parent's game number. Where the side to move after the move has no move, the pass
 * is applied; a child that ends the game is left out (the search scores those exactly).
 *
 * <p>The label written is only a placeholder (the parent's label, from the child's side, kind
 * {@link TrainingPosition#RESULT}): label the file with {@code tune label --depth D} or by solving
 * before fitting on it.
 */
public final class ChildGenerator {
    private final int minEmpties;
    private final int maxEmpties;
    private final int modulus;
    private final int remainder;
    private final int validation;
    private long parents;
    private long children;

    public ChildGenerator(int minEmpties, int maxEmpties, int modulus, int remainder, int validation) {
        if (modulus < 1 || remainder < 0 || remainder >= modulus || validation < 2) {
            throw new IllegalArgumentException("bad game selection " + modulus + ":" + remainder + ", validation " + validation);
        }
        this.minEmpties = minEmpties;
        this.maxEmpties = maxEmpties;
        this.modulus = modulus;
        this.remainder = remainder;
        this.validation = validation;
    }

    public long parents() {
        return parents;
    }

    public long children() {
        return children;
    }

    boolean chosen(TrainingPosition p) {
        int e = p.empties();
        return e >= minEmpties && e <= maxEmpties && Math.floorMod(p.game(), modulus) == remainder
                && Math.floorMod(p.game(), validation) != 0;
    }

    /** Reads {@code in}, writes the children of its chosen positions to {@code out}; a summary to {@code progress}. */
    public void run(Path in, Path out, PrintStream progress) throws IOException {
        try (PositionFile.Reader reader = PositionFile.open(in); PositionFile.Writer writer = PositionFile.create(out)) {
            TrainingPosition p;
            while ((p = reader.next()) != null) {
                if (chosen(p)) {
                    parents++;
                    writeChildren(p, writer);
                    if (parents % 100_000 == 0) {
                        progress.printf(Locale.ROOT, "%d positions, %d children%n", parents, children);
                    }
                }
            }
        }
        progress.printf(Locale.ROOT, "done: %d positions, %d children written to %s (to be labelled)%n", parents, children, out);
    }

    private void writeChildren(TrainingPosition p, PositionFile.Writer writer) throws IOException {
        long moves = Bits.legalMoves(p.player(), p.opponent());
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long flipped = Bits.flips(p.player(), p.opponent(), sq);
            long mover = p.player() | flipped | (1L << sq);
            long other = p.opponent() & ~flipped;
            if (Bits.legalMoves(other, mover) != 0) {
                writer.write(new TrainingPosition(other, mover, p.game(), -p.label(), TrainingPosition.RESULT));
                children++;
            } else if (Bits.legalMoves(mover, other) != 0) {
                writer.write(new TrainingPosition(mover, other, p.game(), p.label(), TrainingPosition.RESULT));
                children++;
            }
        }
    }
}
