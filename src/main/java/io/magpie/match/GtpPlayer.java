package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * An engine speaking GTP (version 2) for Othello. Per game: {@code set_game Othello} and {@code
 * boardsize 8} when the engine lists them, {@code clear_board}, and {@code time_settings} for a
 * clock or a time per move (when listed: Egaroucid has none; the referee enforces the limit
 * anyway). Per move: {@code play <colour> <move>} for every move the engine has
 * not seen, {@code time_left} when it plays on a clock, then {@code genmove <colour>}.
 *
 * <p>Passes: by default none are sent; the colour of the next {@code play} or {@code genmove}
 * implies them, as Quarry does. GRhino rejects {@code play B PASS}, and every engine we know
 * infers passes this way. With {@code pass=explicit} they are sent as {@code play <colour> pass}.
 * Requests carry no ids (Edax mishandles them). Only the standard start position can be set up,
 * so openings are replayed as moves.
 */
final class GtpPlayer implements Player {
    private final EngineSpec spec;
    private final long startupMs;
    private EngineProcess process;
    private final Set<String> commands = new HashSet<>();
    /** How many moves of the current game the engine has (its own genmoves included). */
    private int pliesSent;

    GtpPlayer(EngineSpec spec, long startupMs) {
        this.spec = spec;
        this.startupMs = startupMs;
    }

    @Override
    public String name() {
        return spec.name();
    }

    @Override
    public void newGame(Board start) throws PlayerFault {
        if (!start.equals(Board.start())) {
            throw new PlayerFault(Termination.GARBAGE, name() + ": GTP can only start from the standard position");
        }
        long deadline = System.nanoTime() + startupMs * 1_000_000L;
        if (process == null) {
            process = EngineProcess.start(spec.name(), spec.command(), spec.dir());
            Response list = request("list_commands", deadline);
            if (list.ok()) {
                for (String word : list.text().split("\\s+")) {
                    commands.add(word.toLowerCase(Locale.ROOT));
                }
            }
        }
        if (commands.contains("set_game")) {
            expectOk("set_game Othello", deadline);
        }
        if (commands.contains("boardsize")) {
            expectOk("boardsize 8", deadline);
        }
        expectOk("clear_board", deadline);
        if (spec.moveTimeMs() > 0 && commands.contains("time_settings")) {
            // whole seconds, rounded down: never more time than the referee allows
            expectOk("time_settings 0 " + spec.moveTimeMs() / 1000 + " 1", deadline);
        } else if (spec.hasClock() && commands.contains("time_settings")) {
            expectOk("time_settings " + spec.clockMs() / 1000 + " " + spec.byoYomiMs() / 1000 + " "
                    + spec.byoYomiStones(), deadline);
        }
        pliesSent = 0;
    }

    @Override
    public Reply move(Turn turn) throws PlayerFault {
        Game game = turn.game();
        List<Integer> moves = game.moves();
        long deadline = turn.deadlineNanos();
        for (int i = pliesSent; i < moves.size(); i++) {
            int move = moves.get(i);
            String colour = colour(game.boardAt(i));
            if (move == Square.PASS) {
                if (spec.explicitPasses()) {
                    expectOk("play " + colour + " pass", deadline);
                }
            } else {
                expectOk("play " + colour + " " + Square.upperName(move), deadline);
            }
        }
        pliesSent = moves.size();
        String colour = colour(game.board());
        if (spec.hasClock() && commands.contains("time_left")) {
            expectOk("time_left " + colour + " " + Math.max(0, turn.remainingMs()) / 1000 + " " + turn.stonesLeft(),
                    deadline);
        }
        Response r = request("genmove " + colour, deadline);
        if (!r.ok()) {
            throw new PlayerFault(Termination.REJECTED, name() + ": genmove " + colour + " failed: ? " + r.text());
        }
        String answer = r.text().trim();
        if (answer.equalsIgnoreCase("resign")) {
            throw new PlayerFault(Termination.RESIGN, name() + " resigned");
        }
        int move = answer.equalsIgnoreCase("pass") ? Square.PASS : Square.tryParse(answer);
        if (move < 0) {
            throw new PlayerFault(Termination.GARBAGE, name() + ": genmove answered \"" + answer + "\", not a move");
        }
        pliesSent = moves.size() + 1; // GTP engines play their own genmove
        return Reply.of(move);
    }

    private static String colour(Board board) {
        return board.blackToMove() ? "black" : "white";
    }

    private void expectOk(String command, long deadline) throws PlayerFault {
        Response r = request(command, deadline);
        if (!r.ok()) {
            throw new PlayerFault(Termination.REJECTED, name() + ": rejected \"" + command + "\": ? " + r.text());
        }
    }

    record Response(boolean ok, String text) {}

    /**
     * Sends a command and reads its response: the first line starting with '=' or '?' (earlier
     * lines are ignored) and the lines after it up to an empty line.
     */
    private Response request(String command, long deadline) throws PlayerFault {
        process.send(command);
        String line;
        do {
            line = process.readLine(deadline, "the answer to \"" + command + "\"");
        } while (!(line.startsWith("=") || line.startsWith("?")));
        boolean ok = line.charAt(0) == '=';
        // Skip an optional numeric id right after '=' or '?'.
        String first = line.substring(1).replaceFirst("^[0-9]+", "").trim();
        StringBuilder text = new StringBuilder(first);
        while (true) {
            String next = process.readLine(deadline, "the end of the answer to \"" + command + "\"");
            if (next.isBlank()) {
                break;
            }
            text.append('\n').append(next.trim());
        }
        return new Response(ok, text.toString().trim());
    }

    @Override
    public void close() {
        if (process != null) {
            process.close("quit");
            process = null;
        }
    }
}
