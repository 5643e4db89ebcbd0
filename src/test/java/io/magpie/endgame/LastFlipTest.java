package io.magpie.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.magpie.board.Bits;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LastFlipTest {
    @Test
    void countsTheSameFlipsAsTheMoveGenerator() {
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 200_000; i++) {
            int sq = random.nextInt(64);
            long player = random.nextLong() & ~(1L << sq);
            long opponent = ~player & ~(1L << sq);
            assertEquals(Long.bitCount(Bits.flips(player, opponent, sq)), LastFlip.count(player, sq),
                    () -> "square " + sq + " player " + Long.toHexString(player));
        }
    }
}
