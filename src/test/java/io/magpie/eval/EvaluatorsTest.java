package io.magpie.eval;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvaluatorsTest {
    @Test
    void namesResolveToTheirEvaluations() {
        assertInstanceOf(SimpleEvaluator.class, Evaluators.byName("simple"));
        assertInstanceOf(PatternEvaluator.class, Evaluators.byName("pattern"));
        assertInstanceOf(PatternEvaluator.class, Evaluators.byName(" Ordering "));
    }

    @Test
    void playingAndOrderingWeightsAreDistinctFiles() {
        // The same stage tables would make the solver's own weights pointless: some position of the
        // start's neighbourhood must score differently.
        Evaluator playing = Evaluators.byName("pattern");
        Evaluator ordering = Evaluators.byName("ordering");
        long player = 0x0000000810000000L;
        long opponent = 0x0000001008000000L;
        boolean differ = false;
        for (int sq = 0; sq < 64 && !differ; sq++) {
            long bit = 1L << sq;
            if (((player | opponent) & bit) == 0) {
                differ = playing.evaluate(player | bit, opponent) != ordering.evaluate(player | bit, opponent);
            }
        }
        assertTrue(differ, "the jar's playing and ordering weights evaluate alike");
    }

    @Test
    void unknownNamesListTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Evaluators.byName("deep"));
        assertTrue(e.getMessage().contains("ordering"), e.getMessage());
    }

    @Test
    void aMissingWeightsFileIsNamed(@TempDir Path dir) {
        String missing = dir.resolve("absent.mpw").toString();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Evaluators.byName(missing));
        assertTrue(e.getMessage().contains("absent.mpw"), e.getMessage());
    }
}
