package io.magpie;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SkipSummaryTest {
    @Test
    void namesEachReasonWithItsTestsAndTheExcludedTags() {
        Map<String, List<String>> byReason = new TreeMap<>();
        byReason.put("../shared/transcripts is absent", List.of("GgfTest.readsAll"));
        byReason.put("the full WTHOR archive is absent", List.of("A.x", "B.y"));
        assertEquals("Skipped: 3 tests; ../shared/transcripts is absent (GgfTest.readsAll); the full WTHOR archive is absent"
                + " (A.x, B.y); tags not run: slow (mvn verify -Pslow runs them)", SkipSummary.line(byReason, "slow"));
        assertEquals("Skipped: no test", SkipSummary.line(new TreeMap<>(), " "));
    }
}
