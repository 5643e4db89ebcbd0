package io.magpie.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PartitioningTest {
    /** The partition of each position, as {@link CostSplit} gives them, for costs in input order. */
    private static int[] assign(Partitioning p, long... costs) {
        int[] parts = new int[costs.length];
        long before = 0;
        for (int i = 0; i < costs.length; i++) {
            parts[i] = p.partitionOf(before, costs[i]);
            before += costs[i];
        }
        return parts;
    }

    private static long sum(long... costs) {
        long s = 0;
        for (long c : costs) {
            s += c;
        }
        return s;
    }

    @Test
    void costDoublesWithEachEmptyAndNeverReachesZero() {
        assertEquals(Cost.UNIT, Cost.ofEmpties(20));
        assertEquals(2 * Cost.UNIT, Cost.ofEmpties(21));
        assertEquals(Cost.UNIT / 4, Cost.ofEmpties(18));
        assertEquals(1, Cost.ofEmpties(8));
        assertEquals(1, Cost.ofEmpties(0));
        assertEquals(1, Cost.of(Line.rejected(0, "f:1: bad")));
        assertEquals(Cost.UNIT, Cost.of(new Line(0, "f:1", TestPositions.random(1, 20, 20, 1).get(0).toString())));
    }

    @Test
    void partitionsHoldEqualWorkNotEqualCounts() {
        // 16 positions at 18 empties (1024 each), then 4 at 22 (16384 each): 16 at 18 weigh one at 22.
        List<Long> list = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            list.add(Cost.ofEmpties(18));
        }
        for (int i = 0; i < 4; i++) {
            list.add(Cost.ofEmpties(22));
        }
        long[] costs = list.stream().mapToLong(Long::longValue).toArray();
        Partitioning p = Partitioning.of(Cost.ofEmpties(22), sum(costs), costs.length);
        assertEquals(5, p.partitions());
        int[] parts = assign(p, costs);
        for (int i = 0; i < 16; i++) {
            assertEquals(0, parts[i], "the 16 cheap positions share the first partition");
        }
        for (int i = 0; i < 4; i++) {
            assertEquals(1 + i, parts[16 + i], "each expensive one has a partition of its own");
        }
    }

    @Test
    void aPositionFarAboveTheSizeIsAloneAndTheOrderIsKept() {
        long[] costs = new long[41];
        java.util.Arrays.fill(costs, 1);
        costs[20] = 1000; // a slow position among quick ones
        Partitioning p = Partitioning.of(10, sum(costs), costs.length);
        int[] parts = assign(p, costs);
        for (int i = 1; i < parts.length; i++) {
            assertTrue(parts[i] >= parts[i - 1], "partitions follow the input order");
        }
        assertTrue(parts[19] < parts[20] && parts[20] < parts[21], "the slow position is alone");
        assertTrue(parts[parts.length - 1] < p.partitions());
        int[] size = new int[p.partitions()];
        for (int part : parts) {
            size[part]++;
        }
        for (int i = 0; i < size.length; i++) {
            assertTrue(size[i] <= 11, "partition " + i + " holds " + size[i] + " quick positions");
        }
    }

    @Test
    void defaultSizeSpreadsSmallJobsAndBoundsLargeOnes() {
        assertEquals(100, Partitioning.defaultUnits(800, 2), "4 partitions a core");
        assertEquals(Partitioning.MAX_DEFAULT_UNITS, Partitioning.defaultUnits(1_000_000 * Cost.UNIT, 8));
        long huge = 100_000_000L * Cost.UNIT; // 10^8 positions at 20 empties
        long units = Partitioning.defaultUnits(huge, 800);
        assertTrue(Partitioning.of(units, huge, 100_000_000L).partitions() <= Partitioning.MAX_DEFAULT_PARTITIONS);
        assertEquals(1, Partitioning.defaultUnits(3, 16), "never empty");
    }

    @Test
    void theRecordedSizeIsReadBack() {
        Partitioning p = Partitioning.of(Partitioning.unitsOfChunk(0.25), 12345, 99);
        assertEquals(Cost.UNIT / 4, p.units());
        assertEquals(p.units(), Partitioning.recordedUnits(p.describe()));
        assertTrue(p.describe().contains("--chunk 0.25"), p.describe());
        assertEquals(-1, Partitioning.recordedUnits("by count, --chunk 8: 3 partitions"));
    }
}
