package io.magpie.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The vector move generation and flips ({@link VectorBits}) against the scalar code, which
 * {@link BitsCrossCheckTest} checks against the array reference. The build runs the tests with the
 * Vector API module, so on a machine with 256-bit vectors {@link Bits} uses the vector code
 * everywhere and the other board tests exercise it too.
 */
class VectorBitsTest {
    @Test
    void theTestsRunOnTheVectorCodeWhereTheMachineHasIt() {
        boolean module = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        assumeTrue(module, "the JVM was started without --add-modules jdk.incubator.vector: scalar code only");
        assumeTrue(VectorBits.supported(), "this machine has no 256-bit vectors: scalar code only");
        assumeTrue(!"false".equals(System.getProperty("magpie.simd")), "vectors switched off by -Dmagpie.simd=false");
        assertTrue(Bits.SIMD);
    }

    @Test
    void vectorAndScalarCodeAgreeOnRandomDiscPatterns() {
        assumeTrue(ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent(),
                "the JVM was started without --add-modules jdk.incubator.vector");
        Random random = new Random(7);
        int compared = 0;
        for (int i = 0; i < 100_000; i++) {
            long occupied = random.nextLong();
            if (i % 3 == 0) {
                occupied |= random.nextLong();
            } else if (i % 3 == 1) {
                occupied &= random.nextLong();
            }
            long player = occupied & random.nextLong();
            long opponent = occupied & ~player;
            assertEquals(Bits.legalMoves(player, opponent), VectorBits.legalMoves(player, opponent),
                    () -> "legal moves of " + Long.toHexString(player) + " " + Long.toHexString(opponent));
            // Every empty square, legal or not: an illegal one flips nothing in both.
            for (long empties = ~occupied; empties != 0; empties &= empties - 1) {
                int sq = Long.numberOfTrailingZeros(empties);
                assertEquals(Bits.flips(player, opponent, sq), VectorBits.flips(player, opponent, sq),
                        () -> "flips at " + Square.name(sq) + " of " + Long.toHexString(player) + " " + Long.toHexString(opponent));
                compared++;
            }
        }
        assertTrue(compared > 2_000_000, "squares compared: " + compared);
    }
}
