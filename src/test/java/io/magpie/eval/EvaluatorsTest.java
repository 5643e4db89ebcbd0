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
