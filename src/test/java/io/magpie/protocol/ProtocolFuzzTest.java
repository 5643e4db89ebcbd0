package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.format.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random and malformed input, 10,000 lines per run and protocol. Garbage must leave the game
 * exactly as it was; a mix of valid and invalid commands must leave a session that still answers
 * a fixed exchange correctly. No line may cause an internal error.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS) // a hang fails the build instead of stalling it
class ProtocolFuzzTest {
    private static final int LINES = 10_000;
    /** The game every run starts from: Black has no move after these 14 moves. */
    private static final String SETUP_MOVES = "c4e3f4c3c2b4d6b2e2c1a4a5a1a3";

    private static final String[] WORDS = {"play", "genmove", "move", "set", "game", "depth", "ping", "go", "hint",
        "undo", "redo", "new", "nboard", "quit", "boardsize", "komi", "time_left", "time_settings", "showboard",
        "black", "white", "B", "w", "pass", "PA", "f5", "F5", "z9", "a0", "i1", "--", "=", "?", "===", "(;", ";)",
        "GM[Othello]", "BO[8", "1e999", "-1", "NaN", "99999999999999999999", "\t", "", "#", "%", "\\"};

    @ParameterizedTest
    @ValueSource(strings = {"nboard", "gtp", "console"})
    void garbageNeverChangesTheGame(String protocol) {
        Random random = new Random(20261130L + protocol.hashCode());
        Game setup = Transcript.parse(SETUP_MOVES);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < LINES; i++) {
            lines.add(garbage(random, protocol));
        }
        // overlong lines, each dropped whole with an error (three: their cost is a megabyte each)
        for (int i = 0; i < 3; i++) {
            lines.add(1 + random.nextInt(LINES - 1), "f5".repeat(CommandLoop.MAX_LINE_CHARS / 2 + 1 + i));
        }
        lines.addAll(probe(protocol));
        Engine engine = TranscriptRunner.smallEngine();
        engine.setGame(setup);
        TranscriptRunner.Run run = TranscriptRunner.run(engine, protocol, shallow(), lines);

        assertEquals(setup.moves(), run.engine().game().moves(), protocol + ": the moves changed");
        assertEquals(setup.board(), run.engine().board(), protocol + ": the position changed");
        assertFalse(run.errors().contains("internal error"), protocol + ": " + firstInternalError(run.errors()));
        assertProbeAnswered(protocol, run.output(), setup.board());
        assertOwnErrorForm(protocol, run);
    }

    /**
     * Errors keep the protocol's own form: GTP answers every command with one {@code =} or {@code ?}
     * response, NBoard ignores the line with a note on stderr, the console reports {@code Error:}
     * lines; none shows a Java exception's text.
     */
    private static final java.util.regex.Pattern NBOARD_MESSAGE = java.util.regex.Pattern.compile(
            "(pong [0-9-]+|=== [A-H][1-8]|=== PA|status|search |book |nodestats |set myname |learned$|analysis )");

    private static void assertOwnErrorForm(String protocol, TranscriptRunner.Run run) {
        String all = String.join("\n", run.output()) + "\n" + run.errors();
        assertFalse(all.contains("Exception") || all.contains("\tat io.magpie"), protocol + ": " + all.lines()
                .filter(l -> l.contains("Exception") || l.contains("\tat ")).findFirst().orElse(""));
        if (protocol.equals("gtp")) {
            boolean first = true;
            for (String line : run.output()) {
                if (first && !line.isEmpty()) {
                    assertTrue(line.matches("[=?][0-9]*( .*)?"), "gtp: a response starts with '" + line + "'");
                }
                first = line.isEmpty();
            }
        }
        if (protocol.equals("nboard")) {
            // NBoard has no error reply: a line it cannot use is ignored with a note on stderr, and
            // stdout carries only messages a GUI understands
            for (String line : run.output()) {
                assertTrue(line.isEmpty() || NBOARD_MESSAGE.matcher(line).lookingAt(), "nboard: not an NBoard message: " + line);
            }
            assertTrue(run.errors().contains("nboard: ignored"), "nboard: no note on stderr for an ignored line");
        }
        if (protocol.equals("console")) {
            assertTrue(run.output().stream().anyMatch(l -> l.startsWith("Error: the line is too long")),
                    "console: no error for an overlong line");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"nboard", "gtp", "console"})
    void mixedInputLeavesAWorkingSession(String protocol) {
        Random random = new Random(7L * protocol.hashCode());
        List<String> lines = new ArrayList<>();
        if (protocol.equals("console")) {
            lines.add("mode none"); // the engine must not play whole games while we fuzz
        }
        for (int i = 0; i < LINES; i++) {
            lines.add(random.nextInt(3) == 0 ? garbage(random, protocol) : valid(random, protocol));
        }
        lines.addAll(reset(protocol));
        lines.addAll(probe(protocol));
        TranscriptRunner.Run run = TranscriptRunner.run(protocol, shallow(), lines);

        Board setup = Transcript.parse(SETUP_MOVES).board();
        Board expected = protocol.equals("console") ? setup.pass() : setup; // the console plays forced passes
        assertEquals(expected, run.engine().board(), protocol + ": the position after the reset");
        assertFalse(run.errors().contains("internal error"), protocol + ": " + firstInternalError(run.errors()));
        assertProbeAnswered(protocol, run.output(), expected);
    }

    private static Options shallow() {
        Options options = new Options();
        options.set(Options.DEPTH, "1");
        return options;
    }

    /** A line that is no valid command: random characters, or a command word with bad arguments. */
    static String garbage(Random random, String protocol) {
        switch (random.nextInt(4)) {
            case 0: {
                StringBuilder sb = new StringBuilder();
                int n = random.nextInt(120);
                for (int i = 0; i < n; i++) {
                    sb.append((char) random.nextInt(256)); // control characters, Latin-1, NUL
                }
                String line = sb.toString().replace('\n', ' ').replace('\r', ' ');
                return changesState(line, protocol) ? "x" + line : line; // "q" happens
            }
            case 1: {
                StringBuilder sb = new StringBuilder();
                int n = 1 + random.nextInt(6);
                for (int i = 0; i < n; i++) {
                    sb.append(i > 0 ? " " : "").append(WORDS[random.nextInt(WORDS.length)]);
                }
                String line = sb.toString();
                return changesState(line, protocol) ? "x" + line : line;
            }
            case 2:
                return badArguments(random, protocol);
            default:
                return random.nextBoolean() ? "" : "   \t  ";
        }
    }

    /** A known command with arguments that must be rejected. */
    private static String badArguments(Random random, String protocol) {
        String[] badMoves = {"z9", "a0", "i1", "a9", "", "f", "f55", "1f", "pas s", "ff", "@@@", "é5"};
        String bad = badMoves[random.nextInt(badMoves.length)];
        switch (protocol) {
            case "gtp": {
                String[] forms = {"play black " + bad, "play green f5", "play", "genmove purple", "boardsize 9",
                    "boardsize -8", "komi abc", "time_left black x 0", "time_settings 1", "set_game Chess",
                    "known_command", "12 play w " + bad, "999999999999 name", "play white pass",
                    "play black a1", "play white h8"};
                return forms[random.nextInt(forms.length)];
            }
            case "nboard": {
                String[] forms = {"move " + bad, "move A1", "move H8/1.0/2.0", "move F5/x/y", "set game (;GM[Go];)",
                    "set game (;GM[Othello]TY[8]BO[8 bad *];)", "set depth x", "set", "ping", "ping x", "hint x",
                    "hint", "set game " + "(".repeat(random.nextInt(50)), "learnx", "gox"};
                return forms[random.nextInt(forms.length)];
            }
            default: {
                String[] forms = {"play " + bad, "play a1", "play h8", "f5 z9", "setboard " + bad, "setboard XXXX",
                    "level 0", "level 61", "level x", "time -1", "time x", "mode sideways", "hint 0", "hint 65",
                    "set nothing 3", "set depth", "load", "load /nonexistent/magpie/file.ggf", "save"};
                return forms[random.nextInt(forms.length)];
            }
        }
    }

    /** Random words that happen to form a state-changing command are made harmless. */
    private static boolean changesState(String line, String protocol) {
        String first = line.strip().split("\\s+")[0].toLowerCase(java.util.Locale.ROOT);
        if (first.isEmpty()) {
            return false;
        }
        switch (protocol) {
            case "gtp":
                return first.matches("[0-9]*") || List.of("play", "genmove", "undo", "boardsize", "clear_board", "quit")
                        .contains(first);
            case "nboard":
                return List.of("move", "set", "quit").contains(first);
            default:
                return List.of("play", "p", "undo", "u", "redo", "r", "new", "n", "go", "quit", "exit", "q", "mode",
                        "setboard", "load", "save", "nboard", "protocol_version", "f5", "pass", "pa", "--", "solve")
                        .contains(first) || first.matches("[a-h][1-8].*");
        }
    }

    /** A well-formed command, often a legal move, sometimes an illegal one. */
    private static String valid(Random random, String protocol) {
        String square = Square.name(random.nextInt(64));
        switch (protocol) {
            case "gtp": {
                String colour = random.nextBoolean() ? "b" : "W";
                String[] forms = {"play " + colour + " " + square, "play " + colour + " " + square.toUpperCase(),
                    "play " + colour + " pass", "genmove " + colour, "undo", "clear_board", "showboard",
                    "gogui-rules_legal_moves", "final_score", "time_left " + colour + " 30 0", "reg_genmove " + colour};
                int k = random.nextInt(100);
                return k < 60 ? forms[random.nextInt(2)] : forms[2 + random.nextInt(forms.length - 2)];
            }
            case "nboard": {
                String[] forms = {"move " + square.toUpperCase(), "move " + square + "/1.5/0.25", "move PA",
                    "ping " + random.nextInt(1000), "set depth " + (1 + random.nextInt(2)), "go", "hint 2",
                    "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[8 "
                        + "---------------------------O*------*O--------------------------- *]B[F5];)"};
                int k = random.nextInt(100);
                return k < 70 ? forms[random.nextInt(3)] : forms[3 + random.nextInt(forms.length - 3)];
            }
            default: {
                String[] forms = {square, "play " + square, "pass", "undo", "redo", "board", "hint 2", "go", "new",
                    "level 1"};
                int k = random.nextInt(100);
                return k < 70 ? forms[random.nextInt(3)] : forms[3 + random.nextInt(forms.length - 3)];
            }
        }
    }

    /** Commands that put every protocol back to the set-up game. */
    private static List<String> reset(String protocol) {
        List<String> lines = new ArrayList<>();
        Game setup = Transcript.parse(SETUP_MOVES);
        switch (protocol) {
            case "gtp":
                lines.add("clear_board");
                boolean black = true;
                for (int move : setup.moves()) {
                    lines.add("play " + (black ? "B " : "W ") + Square.upperName(move));
                    black = !black;
                }
                break;
            case "nboard":
                StringBuilder ggf = new StringBuilder("set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
                        + "BO[8 ---------------------------O*------*O--------------------------- *]");
                boolean b = true;
                for (int move : setup.moves()) {
                    ggf.append(b ? "B[" : "W[").append(Square.upperName(move)).append(']');
                    b = !b;
                }
                lines.add(ggf.append(";)").toString());
                break;
            default:
                lines.add("new");
                lines.add("play " + SETUP_MOVES);
        }
        return lines;
    }

    /** A last exchange whose answer is checked: the session must still work. */
    private static List<String> probe(String protocol) {
        switch (protocol) {
            case "gtp":
                return List.of("424242 gogui-rules_legal_moves");
            case "nboard":
                return List.of("ping 424242", "go");
            default:
                return List.of("board");
        }
    }

    private static void assertProbeAnswered(String protocol, List<String> output, Board board) {
        String tail = String.join("\n", output.subList(Math.max(0, output.size() - 14), output.size()));
        switch (protocol) {
            case "gtp":
                assertTrue(tail.endsWith("=424242 pass\n"), "gtp: the last answer was\n" + tail);
                break;
            case "nboard":
                // Black must pass in the set-up game: the pong, then the engine's pass.
                assertTrue(tail.endsWith("pong 424242\n=== PA"), "nboard: the last lines were\n" + tail);
                break;
            default:
                assertTrue(tail.endsWith(BoardDiagram.render(board, '*')), "console: the last lines were\n" + tail);
        }
    }

    private static String firstInternalError(String errors) {
        int i = errors.indexOf("internal error");
        return i < 0 ? "" : errors.substring(i, Math.min(errors.length(), i + 300));
    }
}
