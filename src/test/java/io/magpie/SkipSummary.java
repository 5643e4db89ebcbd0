package io.magpie;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints one line at the end of a test run with what was skipped and why: tests whose assumptions
 * failed (most often because ../shared/ is absent), disabled tests, and the excluded tags (surefire
 * passes them as {@code magpie.excludedGroups}). Registered in META-INF/services, so surefire's JUnit
 * launcher picks it up; without it a skip reason is visible only in the surefire XML reports.
 */
public final class SkipSummary implements TestExecutionListener {
    private final Map<String, List<String>> byReason = new TreeMap<>();

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        add(test, reason == null ? "disabled" : reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            String reason = result.getThrowable().map(Throwable::getMessage).orElse("aborted");
            add(test, reason == null ? "aborted" : reason.replaceFirst("^Assumption failed: ", ""));
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        String line = line(byReason, System.getProperty("magpie.excludedGroups", ""));
        System.out.println(line);
    }

    private void add(TestIdentifier test, String reason) {
        byReason.computeIfAbsent(reason, k -> new ArrayList<>()).add(name(test));
    }

    /** "WthorReaderTest.sharedArchiveReadsCompletely" from the test's unique id. */
    private static String name(TestIdentifier test) {
        String id = test.getUniqueId();
        String cls = id.replaceAll(".*\\[class:(?:[\\w$]+\\.)*([\\w$]+)\\].*", "$1");
        return cls.equals(id) ? test.getDisplayName() : cls + "." + test.getDisplayName().replaceAll("\\(.*\\)$", "");
    }

    /** The summary: counts and names per reason, then the excluded tags. */
    static String line(Map<String, List<String>> byReason, String excludedTags) {
        int total = byReason.values().stream().mapToInt(List::size).sum();
        StringBuilder sb = new StringBuilder("Skipped: ");
        if (total == 0) {
            sb.append("no test");
        } else {
            sb.append(total).append(total == 1 ? " test" : " tests");
            byReason.forEach((reason, tests) -> sb.append("; ").append(reason).append(" (").append(String.join(", ", tests)).append(")"));
        }
        if (!excludedTags.isBlank()) {
            sb.append("; tags not run: ").append(excludedTags.strip()).append(" (mvn verify -Pslow runs them)");
        }
        return sb.toString();
    }
}
