package io.magpie.protocol;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Go Text Protocol, version 2, for Othello as Quarry, GoGui, gogui-twogtp and GTP match runners
 * use it (see PROTOCOLS.md §3). Colours and moves in any case; passes are explicit ({@code play W
 * PASS}, also accepted after the game ended) or implicit (a colour that plays twice means the other
 * side passed, as Quarry never sends passes). Answers are {@code =id result} or {@code ?id message},
 * each followed by an empty line.
 */
public final class GtpProtocol implements Protocol {
    private static final List<String> COMMANDS = List.of("protocol_version", "name", "version", "known_command",
            "list_commands", "quit", "boardsize", "clear_board", "komi", "play", "genmove", "reg_genmove", "undo",
            "showboard", "final_score", "time_settings", "kgs-time_settings", "time_left", "list_games", "set_game",
            "gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_board", "gogui-rules_side_to_move",
            "gogui-rules_legal_moves", "gogui-rules_final_result");

    private final CommandLoop loop;
    private final Engine engine;
    private final GtpClock clock = new GtpClock();
    /** Ply count before each play/genmove, so undo also takes back the implicit passes before it. */
    private final List<Integer> moveStarts = new ArrayList<>();

    /** A failed command: its message becomes the {@code ?} answer. */
    private static final class GtpError extends Exception {
        GtpError(String message) {
            super(message, null, false, false);
        }
    }

    public GtpProtocol(CommandLoop loop) {
        this.loop = loop;
        this.engine = loop.engine();
    }

    /** The clock bookkeeping (tests look at it). */
    GtpClock clock() {
        return clock;
    }

    @Override
    public String name() {
        return "gtp";
    }

    @Override
    public boolean interruptsSearch(String line) {
        return false; // GTP clients wait for each answer; only quit (endsSession) stops a search
    }

    @Override
    public boolean endsSession(String line) {
        String[] words = words(clean(line));
        int first = words.length > 0 && isId(words[0]) ? 1 : 0;
        return words.length > first && words[first].equals("quit");
    }

    @Override
    public void rejectOverlongLine(int length) {
        loop.printLines("? line too long (" + length + " characters)\n");
    }

    @Override
    public boolean handle(String rawLine) {
        String[] words = words(clean(rawLine));
        if (words.length == 0) {
            return true;
        }
        String id = "";
        int first = 0;
        if (isId(words[0])) {
            id = words[0];
            first = 1;
            if (words.length == 1) {
                answer(false, id, "missing command");
                return true;
            }
        }
        String command = words[first];
        String[] args = new String[words.length - first - 1];
        System.arraycopy(words, first + 1, args, 0, args.length);
        try {
            String result = execute(command, args);
            answer(true, id, result);
            return !command.equals("quit");
        } catch (GtpError e) {
            answer(false, id, e.getMessage());
            return true;
        } catch (RuntimeException e) {
            // A bug: the client still gets its answer, and the log the details.
            loop.note("internal error on \"" + Options.shorten(rawLine) + "\": " + e);
            answer(false, id, "internal error");
            return true;
        }
    }

    private void answer(boolean success, String id, String result) {
        String head = (success ? "=" : "?") + id;
        loop.printLines((result.isEmpty() ? head : head + " " + result) + "\n");
    }

    private String execute(String command, String[] args) throws GtpError {
        switch (command) {
            case "protocol_version":
                return "2";
            case "name":
                return "Magpie";
            case "version":
                return loop.version();
            case "known_command":
                return Boolean.toString(args.length > 0 && COMMANDS.contains(args[0]));
            case "list_commands":
                return String.join("\n", COMMANDS);
            case "quit":
                return "";
            case "boardsize":
                return boardSize(args);
            case "clear_board":
                engine.awaitReady(); // the weights loaded before a controller starts the game's clocks
                engine.newGame();
                moveStarts.clear();
                return "";
            case "komi":
                komi(args);
                return "";
            case "play":
                play(args);
                return "";
            case "genmove":
                return genMove(args, true);
            case "reg_genmove":
                return genMove(args, false);
            case "undo":
                undo();
                return "";
            case "showboard":
                return "\n" + BoardDiagram.render(engine.board(), '.');
            case "final_score":
                return finalScore();
            case "time_settings":
                clock.settings(integer(args, 0), integer(args, 1), integer(args, 2));
                return "";
            case "kgs-time_settings":
                kgsTimeSettings(args);
                return "";
            case "time_left":
                clock.timeLeft(colour(args), integer(args, 1), integer(args, 2));
                return "";
            case "list_games":
                return "Othello";
            case "set_game":
                if (args.length != 1 || !args[0].equalsIgnoreCase("Othello")) {
                    throw new GtpError("unsupported game");
                }
                return "";
            case "gogui-rules_game_id":
                return "Othello";
            case "gogui-rules_board_size":
                return "8";
            case "gogui-rules_board":
                return "\n" + BoardDiagram.goGuiRows(engine.board());
            case "gogui-rules_side_to_move":
                return engine.board().blackToMove() ? "black" : "white";
            case "gogui-rules_legal_moves":
                return legalMoves(engine.board());
            case "gogui-rules_final_result":
                return engine.board().isGameOver() ? BoardDiagram.result(engine.board()) : "Game not over";
            default:
                throw new GtpError("unknown command");
        }
    }

    private void kgsTimeSettings(String[] args) throws GtpError {
        if (args.length < 1) {
            throw new GtpError("syntax error: kgs-time_settings needs none, absolute, byoyomi or canadian");
        }
        int[] numbers = new int[args.length - 1];
        for (int i = 0; i < numbers.length; i++) {
            numbers[i] = integer(args, i + 1);
        }
        try {
            clock.kgsSettings(args[0], numbers);
        } catch (IllegalArgumentException e) {
            throw new GtpError("syntax error: " + e.getMessage());
        }
    }

    private String boardSize(String[] args) throws GtpError {
        int size = integer(args, 0);
        if (size != 8) {
            throw new GtpError("unacceptable size");
        }
        engine.newGame();
        moveStarts.clear();
        return "";
    }

    private static void komi(String[] args) throws GtpError {
        if (args.length < 1) {
            throw new GtpError("syntax error: komi needs a number");
        }
        try {
            Double.parseDouble(args[0]);
        } catch (NumberFormatException e) {
            throw new GtpError("syntax error: komi not a float");
        }
    }

    private void play(String[] args) throws GtpError {
        boolean black = colour(args);
        if (args.length < 2) {
            throw new GtpError("syntax error: play needs a colour and a move");
        }
        int move = Square.tryParse(args[1]);
        if (move < 0 || move == Square.PASS && !args[1].equalsIgnoreCase("pass") && !args[1].equalsIgnoreCase("pa")) {
            throw new GtpError("syntax error: not a move: " + Options.shorten(args[1]));
        }
        Board board = engine.board();
        if (move == Square.PASS && board.isGameOver()) {
            return; // twogtp ends a game only after both sides passed: accept it, nothing changes
        }
        Game before = engine.game();
        int start = before.ply();
        try {
            bringToMove(black);
            engine.play(move);
            moveStarts.add(start);
        } catch (IllegalArgumentException e) {
            engine.setGame(before);
            throw new GtpError("illegal move");
        }
    }

    /** Plays the implicit pass when {@code black}'s opponent is to move but has no move. */
    private void bringToMove(boolean black) {
        Board board = engine.board();
        if (board.blackToMove() != black) {
            if (!board.mustPass()) {
                throw new IllegalArgumentException("not this colour's turn");
            }
            engine.play(Square.PASS);
        }
    }

    private String genMove(String[] args, boolean playIt) throws GtpError {
        boolean black = colour(args);
        Board board = engine.board();
        if (board.isGameOver()) {
            return "pass";
        }
        Game before = engine.game();
        int start = before.ply();
        try {
            bringToMove(black);
        } catch (IllegalArgumentException e) {
            throw new GtpError("it is " + board.sideName() + "'s turn");
        }
        Board position = engine.board();
        // the client's clock has run since it sent genmove, however long the line waited here
        long arrival = loop.lineArrivalNanos();
        int move;
        if (position.mustPass()) {
            move = Square.PASS;
        } else {
            Limits limits = clock.limits(black, loop.options(), (loop.nanoTime() - arrival) / 1_000_000);
            SearchInfo info = loop.search(hurry -> engine.go(hurry ? Limits.none().withDepth(1) : limits,
                    SearchListener.NONE));
            move = info.move();
            loop.logNote(searchSummary(black, info, position.emptyCount()));
            if (!position.isLegal(move)) {
                loop.note("search returned an illegal move " + Square.name(move) + "; playing the first legal one");
                move = Long.numberOfTrailingZeros(position.legalMoves());
            }
        }
        if (playIt) {
            engine.play(move);
            moveStarts.add(start);
        } else {
            engine.setGame(before);
        }
        if (playIt) { // reg_genmove plays nothing, so the client's clock charges it nothing
            clock.used(black, (loop.nanoTime() - arrival) / 1_000_000);
        }
        return move == Square.PASS ? "pass" : Square.upperName(move);
    }

    /**
     * What a genmove's search found, for the log: the move, the depth (or "exact" when it solved the
     * position), the score in discs, the time and the nodes.
     */
    static String searchSummary(boolean black, SearchInfo info, int empties) {
        String how = info.fromBook() ? "book"
                : info.exact() ? "exact at " + empties + " empties"
                : (info.wld() ? "win/loss/draw at " + empties + " empties" : "depth " + info.depth() + " at "
                        + info.selectivityPercent() + " %");
        return String.format(Locale.ROOT, "genmove %s: %s, %s, %+.2f discs, %d ms, %d nodes", black ? "b" : "w",
                Square.upperName(info.move()), how, info.scoreDiscs(), info.elapsedMs(), info.nodes());
    }

    private void undo() throws GtpError {
        Game game = engine.game();
        if (game.ply() == 0) {
            throw new GtpError("cannot undo");
        }
        int target = moveStarts.isEmpty() ? game.ply() - 1 : moveStarts.remove(moveStarts.size() - 1);
        while (engine.game().ply() > target && engine.undo()) {
            // takes back the move and the implicit pass before it
        }
    }

    private String finalScore() throws GtpError {
        Board board = engine.board();
        if (!board.isGameOver()) {
            throw new GtpError("cannot score: the game is not over");
        }
        int score = board.finalScoreForBlack();
        return score == 0 ? "0" : (score > 0 ? "B+" : "W+") + Math.abs(score);
    }

    /** GoGui's legal moves: squares in upper case, {@code pass} when it is the only move, empty at the end. */
    static String legalMoves(Board board) {
        if (board.mustPass()) {
            return "pass";
        }
        StringBuilder sb = new StringBuilder();
        for (long m = board.legalMoves(); m != 0; m &= m - 1) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Square.upperName(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    /** {@code true} for black, {@code false} for white; any case, short or long names. */
    private static boolean colour(String[] args) throws GtpError {
        if (args.length < 1) {
            throw new GtpError("syntax error: missing colour");
        }
        switch (args[0].toLowerCase(Locale.ROOT)) {
            case "b":
            case "black":
                return true;
            case "w":
            case "white":
                return false;
            default:
                throw new GtpError("syntax error: invalid color: " + Options.shorten(args[0]));
        }
    }

    private static int integer(String[] args, int index) throws GtpError {
        if (args.length <= index) {
            throw new GtpError("syntax error: missing integer argument " + (index + 1));
        }
        try {
            int value = Integer.parseInt(args[index]);
            if (value < 0) {
                throw new GtpError("syntax error: negative number: " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new GtpError("syntax error: not an integer: " + Options.shorten(args[index]));
        }
    }

    private static boolean isId(String word) {
        if (word.isEmpty() || word.length() > 9) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (word.charAt(i) < '0' || word.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** GTP preprocessing: drop control characters except tab (which becomes a space) and the comment. */
    static String clean(String line) {
        StringBuilder sb = new StringBuilder(Math.min(line.length(), 256));
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                sb.append(' ');
            } else if (c >= 32 && c != 127) {
                sb.append(c);
            }
        }
        return sb.toString().trim();
    }

    private static String[] words(String cleaned) {
        return cleaned.isEmpty() ? new String[0] : cleaned.split(" +");
    }
}
