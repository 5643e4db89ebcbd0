package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.format.Ggf;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An engine speaking NBoard protocol 2, driven the way the NBoard GUI drives it: {@code nboard 2}
 * and {@code set depth} at start; then per move either {@code move <mli>} for each move the engine
 * has not seen, or {@code set game <GGF>} when the game is not a continuation of what it knows;
 * then {@code ping n}, {@code go}, and the answer is the first {@code === <mli>} after {@code pong
 * n}. Lines the protocol does not define are ignored, as NBoard ignores them. The engine's clock
 * reaches it through {@code TI} in the game record and the times in the {@code move} lines.
 */
final class NBoardPlayer implements Player {
    private final EngineSpec spec;
    private final long startupMs;
    private EngineProcess process;
    private int ping;
    /** The start and moves the engine knows, or null when it must get a {@code set game}. */
    private Board knownStart;
    private List<Integer> knownMoves;

    NBoardPlayer(EngineSpec spec, long startupMs) {
        this.spec = spec;
        this.startupMs = startupMs;
    }

    @Override
    public String name() {
        return spec.name();
    }

    @Override
    public void newGame(Board start) throws PlayerFault {
        if (process == null) {
            process = EngineProcess.start(spec.name(), spec.command(), spec.dir());
            process.send("nboard 2");
            if (spec.depth() > 0) {
                process.send("set depth " + spec.depth());
            }
            long deadline = System.nanoTime() + startupMs * 1_000_000L;
            waitForPong(deadline, "the first pong");
            if (spec.hasClock()) {
                // The first move's clock runs from its set game: a game with the clock, and a ping,
                // let a cold engine make its tables before that (Magpie spent 5-8 s of 10 on them).
                process.send("set game " + Ggf.format(MatchRecords.inProgress(spec.name(), "opponent", start,
                        List.of(), spec)));
                waitForPong(deadline, "the pong after the clock was set");
            }
        }
        knownStart = null;
        knownMoves = null;
    }

    @Override
    public Reply move(Turn turn) throws PlayerFault {
        Game game = turn.game();
        List<Integer> moves = game.moves();
        if (knownStart != null && knownStart.equals(game.start()) && isPrefix(knownMoves, moves)) {
            for (int i = knownMoves.size(); i < moves.size(); i++) {
                process.send("move " + Ggf.formatMove(moves.get(i), MatchRecords.note(turn.history().get(i))));
            }
        } else {
            boolean black = game.board().blackToMove();
            process.send("set game " + Ggf.format(MatchRecords.inProgress(black ? spec.name() : "opponent",
                    black ? "opponent" : spec.name(), game.start(), turn.history(), spec)));
        }
        knownStart = game.start();
        knownMoves = new ArrayList<>(moves);
        waitForPong(turn.deadlineNanos(), "pong " + (ping + 1));
        process.send("go");
        while (true) {
            String line = process.readLine(turn.deadlineNanos(), "=== <move>");
            String trimmed = line.trim();
            if (trimmed.startsWith("===")) {
                return parseMoveLine(trimmed.substring(3));
            }
        }
    }

    /** Sends {@code ping n} and reads up to {@code pong n}, ignoring everything before it. */
    private void waitForPong(long deadlineNanos, String what) throws PlayerFault {
        ping++;
        process.send("ping " + ping);
        String expected = "pong " + ping;
        while (true) {
            String line = process.readLine(deadlineNanos, what);
            if (line.trim().replaceAll("\\s+", " ").equals(expected)) {
                return;
            }
        }
    }

    /**
     * Parses the text after {@code ===}: {@code <move>[/<eval>[/<time>]]}, where whitespace runs
     * count as '/' (Edax writes {@code === d6 -1.00 0.0}) and the eval may be empty.
     */
    Reply parseMoveLine(String text) throws PlayerFault {
        String mli = text.trim().replaceAll("\\s+", "/");
        String[] parts = mli.split("/", -1);
        String moveText = parts[0].toLowerCase(Locale.ROOT);
        int move = !moveText.isEmpty() && "pass".startsWith(moveText) ? Square.PASS : Square.tryParse(moveText);
        if (move < 0) {
            throw new PlayerFault(Termination.GARBAGE, name() + ": \"=== " + text.trim() + "\" does not name a move");
        }
        return new Reply(move, number(parts, 1), number(parts, 2));
    }

    private static double number(String[] parts, int index) {
        if (parts.length <= index || parts[index].isEmpty()) {
            return Double.NaN;
        }
        try {
            double v = Double.parseDouble(parts[index]);
            return Double.isFinite(v) ? v : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static boolean isPrefix(List<Integer> prefix, List<Integer> moves) {
        return prefix.size() <= moves.size() && prefix.equals(moves.subList(0, prefix.size()));
    }

    @Override
    public void close() {
        if (process != null) {
            process.close("quit");
            process = null;
        }
    }
}
