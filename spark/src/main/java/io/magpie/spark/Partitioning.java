package io.magpie.spark;

import java.io.Serializable;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a solve job's positions are cut into partitions: in input order, a new partition each time the
 * work so far ({@link Cost}) passes another {@code units}, so partitions hold about the same work
 * rather than the same number of positions: a slow position shares its partition with few others,
 * and one far above the size has one to itself. The same input and size give the same partitions
 * on every run, whatever the cluster; {@link #describe()} is recorded with the output so that a
 * restart cut otherwise is refused instead of mixing two cuts' parts.
 *
 * @param units work a partition ({@link Cost#UNIT}: one position at 20 empties)
 * @param partitions how many (some may be empty behind a position much larger than {@code units})
 * @param total the work of all the lines
 * @param lines the input lines (positions, and lines rejected later)
 */
record Partitioning(long units, int partitions, long total, long lines) implements Serializable {
    /** The default's ceiling: about a minute of work at 20 empties a partition, for one core. */
    static final long MAX_DEFAULT_UNITS = 64 * Cost.UNIT;
    /** Partitions a core at least, by default: small jobs still spread over every core. */
    static final int PER_CORE = 4;
    /** The most partitions the default makes: more tasks than this burden the driver more than they balance. */
    static final long MAX_DEFAULT_PARTITIONS = 100_000;
    private static final Pattern UNITS = Pattern.compile("units=(\\d+)");

    static Partitioning of(long units, long total, long lines) {
        if (units < 1) {
            throw new IllegalArgumentException("a partition must hold some work: " + units);
        }
        long n = Math.max(1, (total + units - 1) / units);
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many partitions (" + n + "): give a larger --chunk");
        }
        return new Partitioning(units, (int) n, total, lines);
    }

    /** The default size for {@code total} work over {@code cores} cores. */
    static long defaultUnits(long total, int cores) {
        long units = Math.min(MAX_DEFAULT_UNITS, total / ((long) PER_CORE * Math.max(1, cores)));
        units = Math.max(units, (total + MAX_DEFAULT_PARTITIONS - 1) / MAX_DEFAULT_PARTITIONS);
        return Math.max(1, units);
    }

    /** The partition of a position whose work starts after {@code before} units: where its middle falls. */
    int partitionOf(long before, long cost) {
        return (int) Math.min(partitions - 1, (before + cost / 2) / units);
    }

    /** {@code --chunk} as the user gives it: positions at 20 empties a partition. */
    static long unitsOfChunk(double chunk) {
        return Math.max(1, Math.round(chunk * Cost.UNIT));
    }

    String describe() {
        return String.format(Locale.ROOT, "by cost (x2 an empty), --chunk %s (units=%d): %d partitions, %d lines,"
                + " total work %d", chunkText(units), units, partitions, lines, total);
    }

    static String chunkText(long units) {
        double chunk = (double) units / Cost.UNIT;
        return chunk == Math.rint(chunk) ? Long.toString((long) chunk) : Double.toString(chunk);
    }

    /** The size recorded in a {@link #describe()} text, or -1. */
    static long recordedUnits(String described) {
        Matcher m = UNITS.matcher(described == null ? "" : described);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }
}
