package io.magpie.tune;

import io.magpie.eval.HiddenLayer;
import io.magpie.eval.Weights;

/**
 * Mixes two weights files stage by stage: the chosen stages of {@code base} become
 * {@code (1 - share) * base + share * other}, rounded, the rest stay as they are. The pattern
 * evaluation is linear in its weights, so a mix evaluates every position as the same mix of the two
 * evaluations. It keeps what two fits on different data learnt (the shipped weights' self-play
 * positions, another fit's children of the training positions) without refitting both together.
 * A share of 1 copies the other file's stages.
 */
public final class WeightBlend {
    private WeightBlend() {}

    public static Weights blend(Weights base, Weights other, double share, int fromStage, int toStage) {
        if (base.stages() != other.stages()) {
            throw new IllegalArgumentException("stage counts differ: " + base.stages() + " and " + other.stages());
        }
        if (base.unitsPerDisc() != other.unitsPerDisc()) {
            throw new IllegalArgumentException("units per disc differ: " + base.unitsPerDisc() + " and " + other.unitsPerDisc());
        }
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("share must be between 0 and 1: " + share);
        }
        if (fromStage < 0 || toStage >= base.stages() || fromStage > toStage) {
            throw new IllegalArgumentException("stages " + fromStage + "-" + toStage + " outside 0-" + (base.stages() - 1));
        }
        short[][] mixed = new short[base.stages()][];
        for (int s = 0; s < mixed.length; s++) {
            mixed[s] = base.packedStage(s); // a copy
            if (s >= fromStage && s <= toStage) {
                short[] b = other.packedStage(s);
                for (int k = 0; k < b.length; k++) {
                    mixed[s][k] = (short) Math.round((1 - share) * mixed[s][k] + share * b[k]);
                }
            }
        }
        return Weights.of(mixed, base.unitsPerDisc());
    }

    /**
     * A share of a hidden-layer model mixed into linear weights: the linear parts mix as above, and the
     * layer, which the base does not have, counts with the same share in the chosen stages (none in
     * the others). Each position's evaluation is then {@code (1 - share) * base + share * other}.
     */
    public static HiddenLayer blend(Weights base, HiddenLayer other, double share, int fromStage, int toStage) {
        Weights linear = blend(base, other.linear(), share, fromStage, toStage);
        double[] layerShare = new double[base.stages()];
        for (int s = fromStage; s <= toStage; s++) {
            layerShare[s] = share;
        }
        return other.onLinear(linear, layerShare);
    }
}
