package io.magpie.protocol;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.format.BoardText;
import io.magpie.format.Transcript;
import java.util.List;
import java.util.Locale;

/**
 * The console for people: a board with coordinates and the legal moves marked, and short commands
 * ({@code help} lists them). The engine plays the colours chosen with {@code mode}; after each of
 * the human's moves it replies at once, and forced passes are played automatically. Every error is
 * one short line and changes nothing. {@code nboard N} or {@code protocol_version} as input switch
 * the session to NBoard or GTP, for scripts and GUIs that start the engine without arguments.
 */
public final class ConsoleProtocol implements Protocol {
    private static final String HELP = String.join("\n",
            "Moves:    f5 | play f5 | play f5d6c3 | pass      (a1 is the top-left corner)",
            "Game:     new | undo | redo | setboard BOARD SIDE | board | load FILE | save FILE",
            "Engine:   go | hint [N] | solve | stop | level N | time [SECONDS|M:SS|M:SS BYO STONES|off]",
            "          (time 5:00: a game clock for each side; time 2: at most 2 s a move)",
            "          mode white|black|both|none   (colours the engine plays; none = analysis)",
            "Other:    set NAME VALUE | options | help | quit",
            "Files:    .ggf files are GGF games, anything else a move transcript (e.g. f5d6c3)");

    private final CommandLoop loop;
    private final Engine engine;
    private final GameFiles files;
    private boolean engineBlack;
    private boolean engineWhite = true;
    /** The engine's game clock, run down by its own moves (the GTP bookkeeping, fed by the console). */
    private final GtpClock clock = new GtpClock();
    /** The clock as set (main seconds, byo-yomi seconds, stones), to restart with each new game; null: none. */
    private int[] clockSettings;

    /** True until the banner is printed; see {@link #ConsoleProtocol(CommandLoop, boolean)}. */
    private boolean bannerPending;

    public ConsoleProtocol(CommandLoop loop) {
        this(loop, true);
    }

    /**
     * @param interactive false when the input is not a terminal: the banner then waits for the first
     *     line and is left out when that line switches to NBoard or GTP, whose clients would take it
     *     for a reply
     */
    public ConsoleProtocol(CommandLoop loop, boolean interactive) {
        this.loop = loop;
        this.engine = loop.engine();
        this.files = new GameFiles();
        this.bannerPending = !interactive;
    }

    @Override
    public String name() {
        return "console";
    }

    @Override
    public void start() {
        if (!bannerPending) {
            banner();
        }
    }

    private void banner() {
        loop.println("Magpie " + loop.version() + ", an Othello engine. Type 'help' for the commands.");
        showBoard();
    }

    @Override
    public boolean interruptsSearch(String line) {
        return line.strip().equalsIgnoreCase("stop"); // and quit, through endsSession
    }

    @Override
    public boolean endsSession(String line) {
        String word = line.strip().toLowerCase(Locale.ROOT);
        return word.equals("quit") || word.equals("exit") || word.equals("q");
    }

    @Override
    public void rejectOverlongLine(int length) {
        printPendingBanner();
        loop.println("Error: the line is too long (" + length + " characters); ignored.");
    }

    /** In piped mode the banner waits for the first line; an error about that line comes after it. */
    private void printPendingBanner() {
        if (bannerPending) {
            bannerPending = false;
            banner();
        }
    }

    @Override
    public boolean handle(String line) {
        String text = line.strip();
        if (text.isEmpty()) {
            return true;
        }
        if (Options.hasControlCharacters(text)) {
            printPendingBanner();
            loop.println("Error: the line holds control characters; ignored.");
            return true;
        }
        int space = indexOfSpace(text);
        String command = text.substring(0, space).toLowerCase(Locale.ROOT);
        String args = text.substring(space).strip();
        if (bannerPending) {
            bannerPending = false;
            if (!command.equals("nboard") && !command.equals("protocol_version")) {
                banner();
            }
        }
        try {
            return execute(command, args, text);
        } catch (IllegalArgumentException e) {
            loop.println("Error: " + e.getMessage());
            return true;
        }
    }

    /** Commands that take no arguments: with any, the line is a mistake and changes nothing. */
    private static final List<String> NO_ARGUMENTS = List.of("quit", "exit", "q", "help", "?", "board", "show",
            "print", "b", "new", "n", "undo", "u", "redo", "r", "go", "solve", "stop", "options");

    private boolean execute(String command, String args, String text) {
        if (!args.isEmpty() && NO_ARGUMENTS.contains(command)) {
            throw new IllegalArgumentException(command + " takes no arguments");
        }
        switch (command) {
            case "quit":
            case "exit":
            case "q":
                return false;
            case "help":
            case "?":
                loop.printLines(HELP);
                return true;
            case "board":
            case "show":
            case "print":
            case "b":
                showBoard();
                return true;
            case "new":
            case "n":
                engine.newGame();
                restartClock();
                autoPlay();
                return true;
            case "play":
            case "p":
                playMoves(args);
                return true;
            case "undo":
            case "u":
                undo();
                return true;
            case "redo":
            case "r":
                redo();
                return true;
            case "setboard":
                engine.setBoard(BoardText.parse(args));
                restartClock();
                showBoard();
                return true;
            case "go":
                if (engine.board().isGameOver()) {
                    loop.println("The game is over: " + BoardDiagram.result(engine.board()) + ".");
                } else {
                    engineMove();
                    autoPlay();
                }
                return true;
            case "hint":
                hint(args.isEmpty() ? 3 : intArgument(args, 1, 64));
                return true;
            case "solve":
                solve();
                return true;
            case "stop":
                loop.println("Nothing to stop.");
                return true;
            case "level":
                loop.options().set(Options.DEPTH, args);
                loop.println("Depth " + loop.options().get(Options.DEPTH) + ".");
                return true;
            case "time":
                setTime(args);
                return true;
            case "mode":
                setMode(args);
                return true;
            case "set":
                setOption(args);
                return true;
            case "options":
                loop.printLines(loop.options().describe().stripTrailing());
                return true;
            case "load":
                load(args);
                return true;
            case "save":
                files.save(args, engine.game());
                loop.println("Saved " + args + ".");
                return true;
            case "nboard":
                NBoardProtocol nboard = new NBoardProtocol(loop);
                loop.switchTo(nboard);
                return nboard.handle(text);
            case "protocol_version":
                GtpProtocol gtp = new GtpProtocol(loop);
                loop.switchTo(gtp);
                return gtp.handle(text);
            default:
                if (looksLikeMoves(text)) {
                    playMoves(text);
                    return true;
                }
                loop.println("Unknown command: " + Options.shorten(text) + " (type 'help')");
                return true;
        }
    }

    private void showBoard() {
        loop.printLines(BoardDiagram.render(engine.board(), '*'));
    }

    /** Plays a run of moves for the side to move (all or nothing), then lets the engine reply. */
    private void playMoves(String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("play needs a move, e.g. play f5");
        }
        Game game = engine.game();
        Game after;
        try {
            after = Transcript.parse(game.board(), text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (legal: " + legalList(game.board()) + ")");
        }
        for (int move : after.moves()) {
            game.play(move);
        }
        engine.setGame(game);
        autoPlay();
    }

    /**
     * Plays forced passes and the engine's moves until a human is to move, the game ends or a stop
     * arrives; then shows the board.
     */
    private void autoPlay() {
        while (!engine.board().isGameOver() && !loop.interruptPending()) {
            Board board = engine.board();
            if (board.mustPass()) {
                engine.play(Square.PASS);
                loop.println(capitalized(board.sideName()) + " has no move and passes.");
            } else if (engineOwns(board)) {
                engineMove();
            } else {
                break;
            }
        }
        showBoard();
    }

    private boolean engineOwns(Board board) {
        return board.blackToMove() ? engineBlack : engineWhite;
    }

    /** The engine plays one move for the side to move. */
    private void engineMove() {
        Board board = engine.board();
        if (board.mustPass()) {
            engine.play(Square.PASS);
            loop.println(capitalized(board.sideName()) + " has no move and passes.");
            return;
        }
        boolean black = board.blackToMove();
        if (clockSettings != null) {
            engine.awaitReady(); // building the tables at start-up is not the game's time
        }
        long started = loop.nanoTime();
        SearchInfo info = search(clockSettings != null ? clock.limits(black, loop.options()) : limits());
        clock.used(black, (loop.nanoTime() - started) / 1_000_000);
        int move = board.isLegal(info.move()) ? info.move() : Long.numberOfTrailingZeros(board.legalMoves());
        engine.play(move);
        loop.println("Magpie plays " + Square.upperName(move) + " for " + board.sideName() + " ("
                + describe(info) + ").");
    }

    private SearchInfo search(Limits limits) {
        return loop.search(hurry -> engine.go(hurry ? Limits.none().withDepth(1) : limits, SearchListener.NONE));
    }

    private Limits limits() {
        return loop.options().limits(false);
    }

    private void hint(int n) {
        Board board = engine.board();
        if (board.isGameOver() || board.mustPass()) {
            loop.println(board.isGameOver() ? "The game is over." : capitalized(board.sideName()) + " must pass.");
            return;
        }
        List<SearchInfo> results = loop.search(hurry -> engine.hint(n, hurry ? Limits.none().withDepth(1) : limits(),
                SearchListener.NONE));
        int rank = 1;
        for (SearchInfo info : results) {
            loop.println(String.format(Locale.ROOT, "%2d. %s  %s", rank++, Square.upperName(info.move()),
                    describe(info)));
        }
    }

    private void solve() {
        Board board = engine.board();
        if (board.isGameOver()) {
            loop.println("The game is over: " + BoardDiagram.result(board) + ".");
            return;
        }
        loop.println("Solving " + board.emptyCount() + " empties (type 'stop' to stop)...");
        // never from the book: its values are searched, not solved
        SearchInfo info = loop.search(hurry -> engine.go(Limits.none().withDepth(hurry ? 1 : 60).withoutBook(),
                SearchListener.NONE));
        loop.println("Best " + Square.upperName(info.move()) + ": " + describe(info) + ".");
    }

    /** "+2.00, depth 12, 1234 nodes, 0.052 s, pv F5 d6 C3" */
    private static String describe(SearchInfo info) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%+.2f", info.scoreDiscs()));
        sb.append(info.exact() ? ", exact" : info.wld() ? ", win/loss proven" : "");
        sb.append(info.fromBook() ? ", book" : ", depth " + info.depth());
        sb.append(", ").append(info.nodes()).append(" nodes, ");
        sb.append(SearchText.seconds(info.elapsedMs())).append(" s");
        if (info.pv() != null && info.pv().length > 0) {
            sb.append(", pv");
            for (int move : info.pv()) {
                sb.append(' ').append(Square.upperName(move));
            }
        }
        return sb.toString();
    }

    /**
     * Takes back the last move, and further moves until a human has a move to make: against the
     * engine that takes back its reply too.
     */
    private void undo() {
        if (!engine.undo()) {
            throw new IllegalArgumentException("nothing to undo");
        }
        while (needsMoreUndo(engine.board()) && engine.undo()) {
            // the engine's reply or a forced pass
        }
        showBoard();
    }

    private void redo() {
        if (!engine.redo()) {
            throw new IllegalArgumentException("nothing to redo");
        }
        while (needsMoreUndo(engine.board()) && engine.game().canRedo() && engine.redo()) {
            // the engine's reply or a forced pass
        }
        showBoard();
    }

    private boolean needsMoreUndo(Board board) {
        return board.mustPass() || !(engineBlack && engineWhite) && engineOwns(board);
    }

    private void setTime(String args) {
        String[] words = args.isBlank() ? new String[0] : args.trim().split("\\s+");
        if (words.length == 0) {
            loop.println(timeSetting());
            return;
        }
        if (words.length == 1 && (words[0].equalsIgnoreCase("off") || words[0].equals("0"))) {
            loop.options().set(Options.MOVE_TIME_MS, "0");
            clockSettings = null;
            restartClock();
            loop.println(timeSetting());
            return;
        }
        if (words[0].contains(":")) {
            if (words.length != 1 && words.length != 3) {
                throw new IllegalArgumentException("a game clock is 'time M:SS' or 'time M:SS BYO-YOMI-SECONDS STONES'");
            }
            int main = clockSeconds(words[0]);
            int byoYomi = words.length == 3 ? clockSeconds(words[1]) : 0;
            int stones = words.length == 3 ? wholeNumber(words[2], "stones", 0, 60) : 0;
            if (main == 0 && (byoYomi == 0 || stones == 0)) {
                throw new IllegalArgumentException("a game clock needs some time: 'time off' for none");
            }
            loop.options().set(Options.MOVE_TIME_MS, "0");
            clockSettings = new int[] {main, byoYomi, stones};
            restartClock();
            loop.println(timeSetting());
            return;
        }
        double seconds;
        try {
            if (words.length != 1) {
                throw new NumberFormatException();
            }
            seconds = Double.parseDouble(words[0]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("time needs seconds per move, a game clock M:SS or 'off', not \""
                    + Options.shorten(args) + "\"");
        }
        if (!(seconds > 0) || seconds > 86_400) {
            throw new IllegalArgumentException("time must be between 0 and 86400 seconds");
        }
        loop.options().set(Options.MOVE_TIME_MS, Long.toString(Math.max(1, Math.round(seconds * 1000))));
        clockSettings = null;
        restartClock();
        loop.println("At most " + words[0] + " s per move.");
    }

    /** What {@code time} without an argument shows: the clock with each side's time left, or the move time. */
    private String timeSetting() {
        if (clockSettings != null) {
            String kind = clockSettings[2] > 0
                    ? clock(clockSettings[0] * 1000L) + " then " + clock(clockSettings[1] * 1000L) + " for each "
                            + clockSettings[2] + " moves"
                    : clock(clockSettings[0] * 1000L);
            return "Game clock " + kind + "; the engine's time left: Black " + clock(clock.leftMs(true))
                    + ", White " + clock(clock.leftMs(false)) + ".";
        }
        int moveTimeMs = loop.options().get(Options.MOVE_TIME_MS);
        return moveTimeMs > 0 ? "At most " + SearchText.seconds(moveTimeMs) + " s per move."
                : "No time limit; depth " + loop.options().get(Options.DEPTH) + ".";
    }

    private void restartClock() {
        if (clockSettings == null) {
            clock.settings(0, 0, 0);
        } else {
            clock.settings(clockSettings[0], clockSettings[1], clockSettings[2]);
        }
    }

    /** M:SS (or H:MM:SS, or plain seconds) as seconds. */
    private static int clockSeconds(String text) {
        int seconds = 0;
        for (String part : text.split(":", -1)) {
            seconds = Math.multiplyExact(seconds, 60) + wholeNumber(part, "a clock", 0, 86_400);
        }
        if (seconds > 86_400) {
            throw new IllegalArgumentException("a clock of at most 24:00:00, not " + Options.shorten(text));
        }
        return seconds;
    }

    private static int wholeNumber(String text, String what, int min, int max) {
        try {
            int n = Integer.parseInt(text);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(what + " needs a whole number " + min + ".." + max + ", not \""
                + Options.shorten(text) + "\"");
    }

    /** Milliseconds as M:SS.S. */
    private static String clock(long ms) {
        long tenths = Math.max(0, ms) / 100;
        return String.format(Locale.ROOT, "%d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10);
    }

    private void setMode(String args) {
        switch (args.toLowerCase(Locale.ROOT)) {
            case "white":
                engineBlack = false;
                engineWhite = true;
                break;
            case "black":
                engineBlack = true;
                engineWhite = false;
                break;
            case "both":
                engineBlack = true;
                engineWhite = true;
                break;
            case "none":
            case "analysis":
                engineBlack = false;
                engineWhite = false;
                break;
            case "":
                loop.println("Mode " + modeName() + ".");
                return;
            default:
                throw new IllegalArgumentException("mode is white, black, both or none, not \""
                        + Options.shorten(args) + "\"");
        }
        loop.println("Mode " + modeName() + ".");
        autoPlay();
    }

    private String modeName() {
        if (engineBlack && engineWhite) {
            return "both (the engine plays both colours)";
        }
        if (engineBlack || engineWhite) {
            return (engineBlack ? "black" : "white") + " (the engine plays " + (engineBlack ? "black" : "white") + ")";
        }
        return "none (analysis: the engine moves only on 'go')";
    }

    private void setOption(String args) {
        int space = indexOfSpace(args);
        String name = args.substring(0, space);
        int before = loop.options().get(name);
        loop.options().set(name, args.substring(space).strip());
        if (name.equalsIgnoreCase(Options.HASH_MB) || name.equalsIgnoreCase(Options.THREADS)
                || name.equalsIgnoreCase(Options.SELECTIVITY) || name.equalsIgnoreCase(Options.TIME_PLAN)) {
            try {
                loop.options().applyTo(engine);
            } catch (IllegalArgumentException e) {
                loop.options().set(name, Integer.toString(before)); // e.g. a hash the heap cannot hold
                throw e;
            }
        }
        loop.println(loop.options().entry(name).name() + " = " + loop.options().get(name) + ".");
    }

    private void load(String args) {
        engine.setGame(files.load(args));
        restartClock();
        loop.println("Loaded " + args + ".");
        showBoard();
    }

    private static int intArgument(String text, int min, int max) {
        try {
            int v = Integer.parseInt(text.strip());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("expected a number from " + min + " to " + max + ", not \""
                + Options.shorten(text) + "\"");
    }

    /** "f5", "F5d6", "pass": a word that can only be moves. */
    private static boolean looksLikeMoves(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        return t.matches("([a-h][1-8]|pa|ps|pass|--)(\\s*([a-h][1-8]|pa|ps|pass|--))*");
    }

    private static String legalList(Board board) {
        if (board.isGameOver()) {
            return "none, the game is over";
        }
        if (board.mustPass()) {
            return "pass";
        }
        StringBuilder sb = new StringBuilder();
        for (long m = board.legalMoves(); m != 0; m &= m - 1) {
            sb.append(sb.length() > 0 ? " " : "").append(Square.name(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    private static int indexOfSpace(String text) {
        int i = 0;
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
