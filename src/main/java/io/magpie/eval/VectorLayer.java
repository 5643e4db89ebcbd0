package io.magpie.eval;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link HiddenLayer}'s sum on 256-bit vectors, for layers of 8 and 16 units: each instance's
 * embedding row is one or two vectors of eight floats, added into accumulators split by even and odd
 * instances (two dependency chains each, not one). The scalar loop costs about 3.5 times a linear
 * node in the search; see bench/RESULTS.md for what this saves. Used only where {@link
 * io.magpie.board.Bits#SIMD} says the JVM has the Vector API and 256-bit vectors. Written out, with no
 * vector passed to a helper (a helper that C2 does not inline boxes its vectors).
 */
final class VectorLayer {
    private VectorLayer() {}

    private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_256;

    static {
        if (SPECIES.length() != 8) {
            throw new IllegalStateException("the vector layer needs 8 floats a vector");
        }
    }

    /**
     * The layer's output (discs) for 16 units, fed by {@code instances} (an even count): {@code
     * rowOf[features[from + i]] * 16} is instance i's row.
     */
    static float sum16(int[] features, int from, int[] instances, int[] rowOf, float[] e, float[] bias, float[] out) {
        FloatVector a0 = FloatVector.fromArray(SPECIES, bias, 0);
        FloatVector a1 = FloatVector.fromArray(SPECIES, bias, 8);
        FloatVector b0 = FloatVector.zero(SPECIES);
        FloatVector b1 = b0;
        for (int j = 0, n = instances.length; j < n; j += 2) {
            int r = rowOf[features[from + instances[j]]] << 4;
            int s = rowOf[features[from + instances[j + 1]]] << 4;
            a0 = a0.add(FloatVector.fromArray(SPECIES, e, r));
            a1 = a1.add(FloatVector.fromArray(SPECIES, e, r + 8));
            b0 = b0.add(FloatVector.fromArray(SPECIES, e, s));
            b1 = b1.add(FloatVector.fromArray(SPECIES, e, s + 8));
        }
        FloatVector zero = FloatVector.zero(SPECIES);
        FloatVector h0 = a0.add(b0).max(zero).mul(FloatVector.fromArray(SPECIES, out, 0));
        FloatVector h1 = a1.add(b1).max(zero).mul(FloatVector.fromArray(SPECIES, out, 8));
        return h0.add(h1).reduceLanes(VectorOperators.ADD);
    }

    /** The layer's output (discs) for 8 units. */
    static float sum8(int[] features, int from, int[] instances, int[] rowOf, float[] e, float[] bias, float[] out) {
        FloatVector a = FloatVector.fromArray(SPECIES, bias, 0);
        FloatVector b = FloatVector.zero(SPECIES);
        for (int j = 0, n = instances.length; j < n; j += 2) {
            a = a.add(FloatVector.fromArray(SPECIES, e, rowOf[features[from + instances[j]]] << 3));
            b = b.add(FloatVector.fromArray(SPECIES, e, rowOf[features[from + instances[j + 1]]] << 3));
        }
        return a.add(b).max(FloatVector.zero(SPECIES)).mul(FloatVector.fromArray(SPECIES, out, 0))
                .reduceLanes(VectorOperators.ADD);
    }
}
