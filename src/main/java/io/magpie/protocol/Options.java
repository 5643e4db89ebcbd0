package io.magpie.protocol;

import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.search.ProbCut;
import io.magpie.search.TimeManager;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The one table of run-time settings shared by the front ends: command-line flags of the protocol
 * commands ({@code --depth 12}), NBoard's {@code set depth 12}, the console's {@code level 12} and
 * {@code set NAME VALUE}. Integer options only, each with a range; not thread-safe (the command loop
 * uses it from one thread).
 */
public final class Options {
    /**
     * Midgame search depth in plies (NBoard levels go from 1 to 60). Set explicitly (flag, NBoard's
     * {@code set depth}, the console's {@code level}), it caps every search; the default caps only
     * searches with neither a game clock nor a time per move (see {@link #limits}).
     */
    public static final String DEPTH = "depth";
    /** Time per move in milliseconds (also a cap when a game clock is known); 0 means none. */
    public static final String MOVE_TIME_MS = "move-time";
    /** Memory for all the search tables together, in MB ({@link Engine#setHashMb}). */
    public static final String HASH_MB = "hash";
    /** Search threads (1 gives reproducible searches). */
    public static final String THREADS = "threads";
    /**
     * Midgame Multi-ProbCut confidence in percent ({@link Engine#setSelectivityPercent}): 58, 73, 87,
     * 95, 98, 99, or 100 for no pruning; other values round up to the next of these.
     */
    public static final String SELECTIVITY = "selectivity";
    /**
     * How a game clock is shared among the moves ({@link Engine#setTimePlan}): 0, the Othello plan;
     * 1, an even split among the moves left, to measure the plan against.
     */
    public static final String TIME_PLAN = "time-plan";

    /** One option: its name, range, default, description and current value. */
    public static final class Entry {
        private final String name;
        private final int min;
        private final int max;
        private final int defaultValue;
        private final String description;
        private int value;
        /** Set by a flag or a command, not the built-in default. */
        private boolean explicit;

        Entry(String name, int defaultValue, int min, int max, String description) {
            this.name = name;
            this.defaultValue = defaultValue;
            this.min = min;
            this.max = max;
            this.description = description;
            this.value = defaultValue;
        }

        public String name() {
            return name;
        }

        public int min() {
            return min;
        }

        public int max() {
            return max;
        }

        public int defaultValue() {
            return defaultValue;
        }

        public String description() {
            return description;
        }

        public int value() {
            return value;
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    public Options() {
        entries.add(new Entry(DEPTH, 12, 1, 60,
                "midgame search depth in plies; the default applies only without a clock or move time"));
        entries.add(new Entry(MOVE_TIME_MS, 0, 0, 86_400_000,
                "milliseconds per move, also a cap under a game clock (0 = none)"));
        entries.add(new Entry(HASH_MB, Engine.DEFAULT_HASH_MB, 1, Engine.MAX_HASH_MB,
                "memory for all the search tables together, in MB"));
        entries.add(new Entry(THREADS, 1, 1, Engine.MAX_THREADS, "search threads"));
        entries.add(new Entry(SELECTIVITY, ProbCut.percent(Engine.DEFAULT_SELECTIVITY), ProbCut.percent(0), 100,
                "midgame pruning confidence in percent: 58, 73, 87, 95, 98, 99 or 100 (none)"));
        entries.add(new Entry(TIME_PLAN, 0, 0, 1,
                "0: share a game clock by the Othello plan; 1: split it evenly among the moves left"));
    }

    public List<Entry> entries() {
        return Collections.unmodifiableList(entries);
    }

    /** The entry called {@code name} (case-insensitive), or null. */
    public Entry entry(String name) {
        for (Entry e : entries) {
            if (e.name.equalsIgnoreCase(name)) {
                return e;
            }
        }
        return null;
    }

    public int get(String name) {
        Entry e = entry(name);
        if (e == null) {
            throw new IllegalArgumentException("unknown option: " + name);
        }
        return e.value;
    }

    /**
     * Sets an option from text.
     *
     * @throws IllegalArgumentException naming the option and the bad value; nothing changes then
     */
    public void set(String name, String text) {
        Entry e = entry(name);
        if (e == null) {
            throw new IllegalArgumentException("unknown option: " + name);
        }
        int v;
        try {
            v = Integer.parseInt(text.trim());
        } catch (NumberFormatException ex) {
            throw new IllegalArgumentException(e.name + " needs an integer, not \"" + shorten(text) + "\"");
        }
        if (v < e.min || v > e.max) {
            throw new IllegalArgumentException(e.name + " must be between " + e.min + " and " + e.max + ": " + v);
        }
        e.value = v;
        e.explicit = true;
    }

    /** True when {@code name} was set by a flag or a command (even to its default value). */
    public boolean isExplicit(String name) {
        Entry e = entry(name);
        if (e == null) {
            throw new IllegalArgumentException("unknown option: " + name);
        }
        return e.explicit;
    }

    /**
     * The limits these options put on a search, before any game clock: a depth or a time per move
     * that a flag or the client set caps every search; the built-in default depth applies only when
     * there is neither a clock nor a time per move, so that a game clock alone is searched by the clock.
     *
     * @param clock whether the search also gets a game clock
     */
    public Limits limits(boolean clock) {
        Limits limits = Limits.none();
        int moveTimeMs = get(MOVE_TIME_MS);
        if (moveTimeMs > 0) {
            limits = limits.withMoveTimeMs(moveTimeMs);
        }
        if (isExplicit(DEPTH) || !clock && moveTimeMs == 0) {
            limits = limits.withDepth(get(DEPTH));
        }
        return limits;
    }

    /** Gives the engine the options it keeps itself (table size, threads, selectivity). */
    public void applyTo(Engine engine) {
        engine.setHashMb(get(HASH_MB));
        engine.setThreads(get(THREADS));
        engine.setSelectivityPercent(get(SELECTIVITY));
        engine.setTimePlan(get(TIME_PLAN) == 1 ? TimeManager.Plan.FLAT : TimeManager.Plan.OTHELLO);
    }

    /** One line per option: {@code name = value (min..max) description}. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (Entry e : entries) {
            sb.append(String.format(Locale.ROOT, "%-10s = %d (%d..%d) %s%n", e.name, e.value, e.min, e.max,
                    e.description));
        }
        return sb.toString();
    }

    /** True when the text holds a control character other than tab: binary garbage, not a command. */
    static boolean hasControlCharacters(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 32 && c != '\t' || c == 127) {
                return true;
            }
        }
        return false;
    }

    /** Bad input quoted in a message: control characters as {@code ?}, cut to a readable length. */
    static String shorten(String text) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length() && i < 40; i++) {
            char c = text.charAt(i);
            sb.append(c < 32 || c == 127 ? '?' : c); // never echo control characters to a terminal
        }
        return text.length() <= 40 ? sb.toString() : sb + "...";
    }
}
