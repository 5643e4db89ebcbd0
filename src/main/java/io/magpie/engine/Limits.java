package io.magpie.engine;

/**
 * What a search may spend: any combination of a depth, a time per move, a node count and a game
 * clock. Zero or negative means "no limit" for each field. Immutable; build with the {@code with*}
 * methods, e.g. {@code Limits.none().withDepth(12)}.
 */
public final class Limits {
    private final int depth;
    private final long moveTimeMs;
    private final long nodes;
    /** Game clock of the side to move: time left, increment per move, moves to the next control. */
    private final long clockMs;
    private final long incrementMs;
    private final int movesToGo;
    private final boolean useBook;
    /** Measured time per move that the search does not see (protocol, pipes, the GUI); 0 = unknown. */
    private final long overheadMs;
    /** The clock's main time at the start of the game (0: unknown): part of it is never planned. */
    private final long gameClockMs;

    private Limits(int depth, long moveTimeMs, long nodes, long clockMs, long incrementMs, int movesToGo,
            boolean useBook, long overheadMs, long gameClockMs) {
        this.depth = depth;
        this.moveTimeMs = moveTimeMs;
        this.nodes = nodes;
        this.clockMs = clockMs;
        this.incrementMs = incrementMs;
        this.movesToGo = movesToGo;
        this.useBook = useBook;
        this.overheadMs = overheadMs;
        this.gameClockMs = gameClockMs;
    }

    public static Limits none() {
        return new Limits(0, 0, 0, 0, 0, 0, true, 0, 0);
    }

    public Limits withDepth(int d) {
        return new Limits(d, moveTimeMs, nodes, clockMs, incrementMs, movesToGo, useBook, overheadMs, gameClockMs);
    }

    public Limits withMoveTimeMs(long ms) {
        return new Limits(depth, ms, nodes, clockMs, incrementMs, movesToGo, useBook, overheadMs, gameClockMs);
    }

    public Limits withNodes(long n) {
        return new Limits(depth, moveTimeMs, n, clockMs, incrementMs, movesToGo, useBook, overheadMs, gameClockMs);
    }

    /** A game clock: {@code remainingMs} for the rest of the game (or until {@code movesToGo}). */
    public Limits withClock(long remainingMs, long incMs, int toGo) {
        return new Limits(depth, moveTimeMs, nodes, remainingMs, incMs, toGo, useBook, overheadMs, gameClockMs);
    }

    /**
     * A clock with byo-yomi (Canadian; Japanese as one move a period): {@code leftMs} of the main
     * time ({@code stonesLeft} 0) or of the current period ({@code stonesLeft} moves to play in it).
     * In main time the overtime to come counts as an increment of period / stones, and this move may
     * run that far into the first period, which leaves each later move of the period its share.
     * (Planned as sudden death, the main time ran down to under a second and then every move was
     * played at once, the periods never reached.)
     */
    public Limits withOvertimeClock(long leftMs, int stonesLeft, long periodMs, int periodStones) {
        if (stonesLeft > 0 || periodMs <= 0 || periodStones <= 0) {
            return withClock(leftMs, 0, stonesLeft);
        }
        long perMoveMs = periodMs / periodStones;
        return withClock(leftMs + perMoveMs, perMoveMs, 0);
    }

    /** The same limits for a search that never answers from the opening book (an exact solve). */
    public Limits withoutBook() {
        return new Limits(depth, moveTimeMs, nodes, clockMs, incrementMs, movesToGo, false, overheadMs, gameClockMs);
    }

    /** False when the book must not answer (see {@link #withoutBook}). */
    public boolean useBook() {
        return useBook;
    }

    /** The time per move spent outside the search, as the protocol measured it (0: unknown). */
    public Limits withOverheadMs(long ms) {
        return new Limits(depth, moveTimeMs, nodes, clockMs, incrementMs, movesToGo, useBook, Math.max(0, ms),
                gameClockMs);
    }

    public long overheadMs() {
        return overheadMs;
    }

    /** The game clock's main time at the start of the game, as the client set it (0: unknown). */
    public Limits withGameClockMs(long ms) {
        return new Limits(depth, moveTimeMs, nodes, clockMs, incrementMs, movesToGo, useBook, overheadMs,
                Math.max(0, ms));
    }

    public long gameClockMs() {
        return gameClockMs;
    }

    public int depth() {
        return depth;
    }

    public long moveTimeMs() {
        return moveTimeMs;
    }

    public long nodes() {
        return nodes;
    }

    public long clockMs() {
        return clockMs;
    }

    public long incrementMs() {
        return incrementMs;
    }

    public int movesToGo() {
        return movesToGo;
    }

    public boolean hasClock() {
        return clockMs > 0;
    }

    @Override
    public String toString() {
        return "Limits[depth=" + depth + ", moveTimeMs=" + moveTimeMs + ", nodes=" + nodes + ", clockMs=" + clockMs
                + ", incrementMs=" + incrementMs + ", movesToGo=" + movesToGo + ", overheadMs=" + overheadMs
                + ", gameClockMs=" + gameClockMs
                + (useBook ? "" : ", no book") + "]";
    }
}
