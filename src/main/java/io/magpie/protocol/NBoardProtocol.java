package io.magpie.protocol;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.format.Ggf;
import io.magpie.format.GgfClock;
import io.magpie.format.GgfGame;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The NBoard protocol, version 2 (PROTOCOLS.md §1): {@code nboard}, {@code set game|depth} ({@code set contempt} is accepted and ignored),
 * {@code move}, {@code ping}, {@code go}, {@code hint}, {@code analyze}, {@code learn}, {@code quit}.
 * Unknown or malformed lines are ignored, as the protocol asks, with a note on stderr and in the log.
 *
 * <p>{@code go} reports {@code === MOVE/EVAL/TIME} without playing the move; the GUI sends it back
 * with {@code move}. Clocks come from the game record: {@code TI}/{@code TB}/{@code TW} minus the
 * times written after the side's own moves. Any state-changing line or {@code ping} stops a running
 * search (see {@link CommandLoop}), and nothing about it is printed after the {@code pong}.
 */
public final class NBoardProtocol implements Protocol {
    static final String NAME = "Magpie";

    private final CommandLoop loop;
    private final Engine engine;
    /** The game as the GUI sent it, with evals and times: the source of the clocks. */
    private GgfGame record = GgfGame.of(new Game(), Map.of());
    /** The ply and search time of our last answer to {@code go}, to compare with the time the GUI writes for it. */
    private int answeredPly = -1;
    private long answeredMs;
    /** The time per move the GUI's clock charged beyond our searches (pipes, the GUI itself), smoothed. */
    private long overheadMs;

    public NBoardProtocol(CommandLoop loop) {
        this.loop = loop;
        this.engine = loop.engine();
    }

    @Override
    public String name() {
        return "nboard";
    }

    @Override
    public boolean interruptsSearch(String line) {
        String word = firstWord(line);
        switch (word) {
            case "ping":
            case "set":
            case "move":
            case "go":
            case "hint":
            case "analyze":
            case "learn":
            case "nboard":
                return true;
            default:
                return false; // quit stops a search too, through endsSession
        }
    }

    @Override
    public boolean endsSession(String line) {
        return line.strip().equals("quit");
    }

    @Override
    public void rejectOverlongLine(int length) {
        loop.note("nboard: ignored a line of " + length + " characters");
    }

    @Override
    public boolean handle(String line) {
        String text = line.strip();
        if (Options.hasControlCharacters(text)) {
            ignore("control characters", text); // NBoard never sends them: this is not a command
            return true;
        }
        String word = firstWord(text);
        String rest = text.substring(Math.min(text.length(), word.length())).strip();
        switch (word) {
            case "":
                return true;
            case "nboard":
                loop.println("set myname " + NAME);
                return true;
            case "set":
                set(rest);
                return true;
            case "move":
                move(rest);
                return true;
            case "ping":
                ping(rest);
                return true;
            case "go":
                go();
                return true;
            case "hint":
                hint(rest);
                return true;
            case "analyze":
                analyze();
                return true;
            case "learn":
                learn();
                return true;
            case "quit":
                return false;
            default:
                ignore("unknown command", text);
                return true;
        }
    }

    private void set(String rest) {
        String key = firstWord(rest);
        String value = rest.substring(key.length()).strip();
        switch (key) {
            case "game":
                setGame(value);
                break;
            case "depth":
                setInt(Options.DEPTH, value, 1, 60);
                break;
            case "contempt":
                break; // NBoard sends it at every start; Magpie has no draw value to set
            default:
                ignore("unknown setting", rest);
        }
    }

    private void setInt(String option, String value, int min, int max) {
        try {
            int v = Integer.parseInt(value);
            loop.options().set(option, Integer.toString(Math.max(min, Math.min(max, v))));
        } catch (NumberFormatException e) {
            ignore(option + " needs an integer", value);
        }
    }

    private void setGame(String ggf) {
        GgfGame parsed;
        try {
            parsed = Ggf.parse(ggf);
            limits(parsed, parsed.board().blackToMove(), loop.options()); // a bad TI/TB/TW fails here, not at go
        } catch (IllegalArgumentException e) {
            ignore("cannot read the game (" + e.getMessage() + ")", ggf);
            return;
        }
        record = parsed;
        engine.setGame(parsed.game());
    }

    private void move(String mli) {
        String[] parts = mli.split("/", -1);
        int move = parseMove(parts[0]);
        if (move < 0 || parts.length > 3 || mli.indexOf(' ') >= 0) {
            ignore("not a move", mli);
            return;
        }
        OptionalDouble eval = parts.length > 1 ? number(parts[1]) : OptionalDouble.empty();
        OptionalDouble time = parts.length > 2 ? number(parts[2]) : OptionalDouble.empty();
        if (eval == null || time == null || time.isPresent() && time.getAsDouble() < 0) {
            ignore("not an eval and time in seconds", mli);
            return;
        }
        Board board = engine.board();
        if (!board.isLegal(move)) {
            ignore("illegal move for " + board.sideName(), mli);
            return;
        }
        if (record.moves().size() == answeredPly && time.isPresent()) {
            overheadMs = smoothedOverhead(overheadMs, Math.round(time.getAsDouble() * 1000) - answeredMs);
        }
        answeredPly = -1;
        engine.play(move);
        record = record.plus(move, new GgfGame.MoveNote(eval, time));
    }

    /**
     * The overhead after one more sample: a larger one at once, a smaller one (none: a client that
     * writes our own time back) halves the distance, so one stall does not stay for the game.
     */
    static long smoothedOverhead(long overheadMs, long sampleMs) {
        long sample = Math.max(0, sampleMs);
        return sample >= overheadMs ? sample : (overheadMs + sample) / 2;
    }

    /** A square in either case, or a pass: {@code --} or any prefix of {@code PASS}; -1 if neither. */
    static int parseMove(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("--") || !t.isEmpty() && "pass".startsWith(t)) {
            return Square.PASS;
        }
        return t.length() == 2 ? Square.tryParse(t) : -1;
    }

    /**
     * A finite decimal in Java syntax (NBoard writes times like {@code 1.0E-4}); empty when absent,
     * null when it is not a number.
     */
    private static OptionalDouble number(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return OptionalDouble.empty();
        }
        if (t.length() > 40 || !t.matches("[-+]?[0-9]*\\.?[0-9]*([eE][-+]?[0-9]+)?")) {
            return null;
        }
        try {
            double v = Double.parseDouble(t);
            return Double.isFinite(v) ? OptionalDouble.of(v) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void ping(String rest) {
        String n = firstWord(rest);
        if (n.isEmpty() || !n.matches("-?[0-9]{1,18}")) {
            ignore("ping needs an integer", rest);
            return;
        }
        if (hasClock(record)) {
            // pong says ready, and a referee starts the clock at it: the tables are made first (the
            // GUI's first ping, before any game, is answered at once). Cold engines on a loaded
            // machine spent 5-8 s of a 10 s clock on them and lost 3 games on time in 3.
            engine.awaitReady();
        }
        loop.println("pong " + n);
        // Book, weights and tables, started only now: the GUI waits for its first pong, and they
        // would compete with it for the processor (the first go waits for what it needs).
        engine.prepareInBackground();
    }

    /** True when either side of {@code game} plays on a clock. */
    static boolean hasClock(GgfGame game) {
        for (boolean black : new boolean[] {true, false}) {
            GgfClock clock = game.clock(black);
            if (clock != null && clock.mainSeconds() > 0) {
                return true;
            }
        }
        return false;
    }

    private void go() {
        Board board = engine.board();
        if (board.isGameOver()) {
            loop.println("status the game is over");
            return;
        }
        if (board.mustPass()) {
            loop.println("=== PA");
            return;
        }
        // the client's clock has run since it sent go, however long the line waited here
        long start = loop.lineArrivalNanos();
        Limits clockLimits = limits(record, board.blackToMove(), loop.options()).withOverheadMs(overheadMs);
        Limits limits = clockLimits.hasClock() ? clockLimits.withClock(Math.max(1, clockLimits.clockMs()
                - (loop.nanoTime() - start) / 1_000_000), clockLimits.incrementMs(), 0) : clockLimits;
        loop.println("status " + NAME + " is thinking");
        SearchInfo info = loop.search(hurry -> engine.go(hurry ? Limits.none().withDepth(1) : limits,
                loop.guarded(this::nodeStats)));
        long elapsedMs = (loop.nanoTime() - start) / 1_000_000;
        answeredPly = record.moves().size();
        answeredMs = elapsedMs;
        int move = info.move();
        if (!board.isLegal(move) || move == Square.PASS) {
            loop.note("search returned " + Square.name(move) + "; answering the first legal move");
            move = Long.numberOfTrailingZeros(board.legalMoves());
        }
        loop.println("nodestats " + info.nodes() + " " + SearchText.seconds(elapsedMs));
        loop.println("=== " + Square.upperName(move) + "/" + SearchText.discs(info.scoreDiscs()) + "/"
                + SearchText.seconds(elapsedMs));
        loop.println("status");
    }

    /**
     * The search limits for {@code black} (or white) in {@code game}: the clock when the record has
     * one, capped by an explicit depth or move time (NBoard's levels send {@code set depth}, which
     * counts as explicit; see {@link Options#limits}): main time plus increments minus the times written after that side's
     * moves, with the grace time once that runs out (GGS rules; NBoard sends no clock of its own).
     */
    static Limits limits(GgfGame game, boolean black, Options options) {
        GgfClock clock = game.clock(black);
        if (clock == null || clock.mainSeconds() <= 0) {
            return options.limits(false);
        }
        Limits limits = options.limits(true);
        // Increments only for moves played on the clock (with a time): the opening moves of an XOT
        // start come without one, and crediting them gave the engine 2 s it did not have at 5+0.5.
        int ownMoves = 0;
        boolean blackMoves = game.start().blackToMove();
        for (int i = 0; i < game.moves().size(); i++) {
            if (blackMoves == black && game.notes().get(i).timeSeconds().isPresent()) {
                ownMoves++;
            }
            blackMoves = !blackMoves;
        }
        double left = clock.mainSeconds() + clock.incrementSeconds() * ownMoves - game.secondsUsed(black);
        if (left <= 0) {
            left += clock.graceSeconds();
        }
        long leftMs = Math.max(1, Math.round(left * 1000));
        return limits.withClock(leftMs, Math.round(clock.incrementSeconds() * 1000), 0)
                .withGameClockMs(Math.round(clock.mainSeconds() * 1000));
    }

    private void nodeStats(SearchInfo info) {
        loop.println("nodestats " + info.nodes() + " " + SearchText.seconds(info.elapsedMs()));
    }

    private void hint(String rest) {
        int n;
        try {
            n = Integer.parseInt(firstWord(rest));
        } catch (NumberFormatException e) {
            ignore("hint needs a number of moves", rest);
            return;
        }
        n = Math.max(1, Math.min(64, n));
        Board board = engine.board();
        if (board.isGameOver()) {
            loop.println("status the game is over");
            return;
        }
        Limits limits = Limits.none().withDepth(loop.options().get(Options.DEPTH));
        boolean pass = board.mustPass();
        String prefix = pass ? "PA" : "";
        double sign = pass ? -1 : 1;
        int count = pass ? 1 : n;
        Game saved = engine.game();
        loop.println("status " + NAME + " is thinking");
        try {
            if (pass) {
                engine.play(Square.PASS);
            }
            Map<Integer, String> printed = new HashMap<>();
            loop.search(hurry -> {
                SearchListener listener = loop.guarded(info -> {
                    String hintLine = hintLine(prefix, sign, info);
                    if (!hintLine.equals(printed.put(info.move(), hintLine))) {
                        loop.println(hintLine);
                    }
                    nodeStats(info);
                });
                List<SearchInfo> results = engine.hint(count, hurry ? Limits.none().withDepth(1) : limits, listener);
                for (SearchInfo info : results) {
                    listener.onInfo(info);
                }
                return results;
            });
        } finally {
            engine.setGame(saved);
        }
        loop.println("status");
    }

    private void learn() {
        String report;
        try {
            report = engine.learn(engine.game());
        } catch (java.io.IOException | RuntimeException e) {
            report = "learning failed: " + e.getMessage();
        }
        loop.println("status " + (report != null ? report : NAME + " has no opening book to learn into"));
        loop.println("learned");
    }

    private static String hintLine(String prefix, double sign, SearchInfo info) {
        return (info.fromBook() ? "book " : "search ") + SearchText.pv(prefix, info.pv(), info.move()) + " "
                + SearchText.discs(sign * info.scoreDiscs()) + " 0 " + SearchText.depth(info);
    }

    /**
     * {@code analysis K EVAL} for every position of the game, from the end back to the start (so the
     * endgame is solved first); K is the number of moves made, passes included.
     */
    private void analyze() {
        Game saved = engine.game();
        Limits limits = Limits.none().withDepth(loop.options().get(Options.DEPTH));
        loop.println("status " + NAME + " is analysing the game");
        try {
            for (int ply = saved.ply(); ply >= 0 && !loop.interruptPending(); ply--) {
                Game prefix = new Game(saved.start());
                for (int i = 0; i < ply; i++) {
                    prefix.play(saved.moves().get(i));
                }
                Board board = prefix.board();
                double eval;
                if (board.isGameOver()) {
                    eval = board.finalScore();
                } else {
                    boolean pass = board.mustPass();
                    if (pass) {
                        prefix.play(Square.PASS);
                    }
                    engine.setGame(prefix);
                    SearchInfo info = loop.search(hurry -> engine.go(hurry ? Limits.none().withDepth(1) : limits,
                            SearchListener.NONE));
                    if (loop.interruptPending()) {
                        break;
                    }
                    eval = pass ? -info.scoreDiscs() : info.scoreDiscs();
                }
                loop.println("analysis " + ply + " " + SearchText.discs(eval));
            }
        } finally {
            engine.setGame(saved);
        }
        loop.println("status");
    }

    private void ignore(String why, String text) {
        loop.note("nboard: ignored, " + why + ": " + Options.shorten(text));
    }

    private static String firstWord(String text) {
        String t = text.stripLeading();
        int end = 0;
        while (end < t.length() && !Character.isWhitespace(t.charAt(end))) {
            end++;
        }
        return t.substring(0, end);
    }
}
