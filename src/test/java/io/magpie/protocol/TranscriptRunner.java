package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.magpie.board.Board;
import io.magpie.engine.Engine;
import io.magpie.format.BoardText;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Runs a protocol transcript through {@link CommandLoop} with in-memory streams and checks the output.
 *
 * <p>Transcript lines:
 * <ul>
 *   <li>{@code < TEXT} an input line ({@code \xNN}, {@code \t} and {@code \\} escapes allowed; a bare {@code <} is
 *       an empty line); {@code % long N C} an input line of N copies of character C.
 *   <li>{@code > PATTERN} exactly one output line. A pattern is literal text with placeholders
 *       {@code {int}}, {@code {num}} (a decimal, never an exponent), {@code {move}} (a square in either
 *       case or {@code PA}/{@code pass}), {@code {pv}} (moves with no spaces) and {@code {*}}
 *       (anything). {@code >~ REGEX} is a raw regular expression (the named placeholders still
 *       work). {@code >*} / {@code >*~} match zero or more lines (greedily), {@code >?} /
 *       {@code >?~} zero or one. Trailing spaces are ignored.
 *   <li>{@code % protocol nboard|gtp|console|console-piped} (the last: input not from a terminal),
 *       {@code % set NAME VALUE} (an option), {@code % board
 *       BOARD SIDE} (the engine's position after the run).
 *   <li>{@code #} comments, blank lines, and {@code !} lines (notes in a {@code --log} file).
 * </ul>
 * {@code --log} files can be used as they are: their time stamps are stripped.
 */
final class TranscriptRunner {
    private static final Pattern TIME_STAMP = Pattern.compile("^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} ");

    /** One expectation: a pattern and how many lines it may match. */
    private record Expect(Pattern pattern, boolean many, boolean optional, String source, int fileLine) {}

    private final List<String> inputs = new ArrayList<>();
    private final List<Expect> expects = new ArrayList<>();
    private final Options options = new Options();
    private String protocol = "console";
    private Board expectedBoard;
    private final String name;

    TranscriptRunner(String name, String text) {
        this.name = name;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            parseLine(TIME_STAMP.matcher(lines[i].replace("\r", "")).replaceFirst(""), i + 1);
        }
    }

    private void parseLine(String line, int number) {
        if (line.isBlank() || line.startsWith("#") || line.startsWith("!")) {
            return;
        }
        if (line.startsWith("<")) {
            inputs.add(unescape(line.length() > 1 ? line.substring(2) : ""));
        } else if (line.startsWith(">")) {
            String rest = line.substring(1);
            boolean many = rest.startsWith("*");
            boolean optional = rest.startsWith("?");
            if (many || optional) {
                rest = rest.substring(1);
            }
            boolean regex = rest.startsWith("~");
            if (regex) {
                rest = rest.substring(1);
            }
            String body = rest.startsWith(" ") ? rest.substring(1) : rest;
            Pattern p = Pattern.compile(regex ? expandPlaceholders(body) : toRegex(body.stripTrailing()));
            expects.add(new Expect(p, many, optional, line, number));
        } else if (line.startsWith("% ")) {
            directive(line.substring(2).strip(), number);
        } else {
            throw new IllegalArgumentException(name + ":" + number + ": not a transcript line: " + line);
        }
    }

    private void directive(String d, int number) {
        String[] w = d.split("\\s+", 3);
        switch (w[0]) {
            case "protocol":
                protocol = w[1];
                break;
            case "set":
                options.set(w[1], w[2]);
                break;
            case "board":
                expectedBoard = BoardText.parse(d.substring("board".length()).strip());
                break;
            case "long":
                inputs.add(String.valueOf(w[2].charAt(0)).repeat(Integer.parseInt(w[1])));
                break;
            default:
                throw new IllegalArgumentException(name + ":" + number + ": unknown directive " + d);
        }
    }

    static String toRegex(String pattern) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < pattern.length()) {
            int open = pattern.indexOf('{', i);
            int close = open < 0 ? -1 : pattern.indexOf('}', open);
            String token = close < 0 ? null : pattern.substring(open, close + 1);
            String regex = token == null ? null : placeholder(token);
            if (regex == null) {
                int end = open < 0 ? pattern.length() : open + 1;
                sb.append(Pattern.quote(pattern.substring(i, end)));
                i = end;
            } else {
                sb.append(Pattern.quote(pattern.substring(i, open))).append(regex);
                i = close + 1;
            }
        }
        return sb.toString();
    }

    /** In a raw regular expression, the named placeholders still stand for their patterns. */
    static String expandPlaceholders(String regex) {
        String r = regex;
        for (String token : new String[] {"{int}", "{num}", "{move}", "{pv}"}) {
            r = r.replace(token, "(?:" + placeholder(token) + ")");
        }
        return r;
    }

    private static String placeholder(String token) {
        switch (token) {
            case "{int}":
                return "-?[0-9]+";
            case "{num}":
                return "-?[0-9]+(\\.[0-9]+)?";
            case "{move}":
                return "(?:[A-Ha-h][1-8]|PA|pa|pass|PASS)";
            case "{pv}":
                return "(?:[A-Ha-h][1-8]|PA|pa)+";
            case "{*}":
                return ".*";
            default:
                return null;
        }
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(i + 1);
                if (n == 'x' && i + 3 < s.length()) {
                    sb.append((char) Integer.parseInt(s.substring(i + 2, i + 4), 16));
                    i += 3;
                    continue;
                }
                if (n == 't') {
                    sb.append('\t');
                    i++;
                    continue;
                }
                if (n == '\\') {
                    sb.append('\\');
                    i++;
                    continue;
                }
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** What a run printed, and the engine afterwards. */
    record Run(List<String> output, String errors, Engine engine) {}

    /** Runs the input through a fresh engine and loop. */
    Run run() {
        return run(protocol, options, inputs);
    }

    static Run run(String protocol, Options options, List<String> inputs) {
        return run(smallEngine(), protocol, options, inputs);
    }

    /** An engine with a 1 MB table: tests search shallowly, and allocating 64 MB each time is slow. */
    static Engine smallEngine() {
        Engine engine = new Engine();
        engine.setHashMb(1);
        return engine;
    }

    static Run run(Engine engine, String protocol, Options options, List<String> inputs) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        LockstepReader reader = new LockstepReader(inputs);
        CommandLoop loop = new CommandLoop(engine, options, new BufferedReader(reader), outStream, errStream, null,
                "test");
        reader.attach(loop);
        loop.run(protocolFor(protocol).apply(loop));
        reader.release();
        String printed = out.toString(StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>(List.of(printed.split("\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return new Run(lines, err.toString(StandardCharsets.UTF_8), engine);
    }

    static Function<CommandLoop, Protocol> protocolFor(String name) {
        switch (name) {
            case "nboard":
                return NBoardProtocol::new;
            case "gtp":
                return GtpProtocol::new;
            case "console":
                return ConsoleProtocol::new;
            case "console-piped":
                return loop -> new ConsoleProtocol(loop, false);
            default:
                throw new IllegalArgumentException("unknown protocol " + name);
        }
    }

    /** Runs the transcript and fails with the first mismatch and the whole output. */
    void check() {
        Run run = run();
        List<String> actual = run.output();
        int a = 0;
        for (Expect e : expects) {
            if (e.many) {
                while (a < actual.size() && matches(e, actual.get(a))) {
                    a++;
                }
            } else if (e.optional) {
                if (a < actual.size() && matches(e, actual.get(a))) {
                    a++;
                }
            } else {
                if (a >= actual.size() || !matches(e, actual.get(a))) {
                    fail(name + ":" + e.fileLine + ": expected " + e.source + "\n  but output line " + (a + 1) + " was "
                            + (a < actual.size() ? "'" + actual.get(a) + "'" : "the end of the output")
                            + "\n" + numbered(actual) + "\nstderr:\n" + run.errors());
                }
                a++;
            }
        }
        if (a < actual.size()) {
            fail(name + ": unexpected output from line " + (a + 1) + ": '" + actual.get(a) + "'\n" + numbered(actual));
        }
        if (expectedBoard != null) {
            assertEquals(expectedBoard, run.engine().board(), name + ": position after the transcript");
        }
    }

    private static boolean matches(Expect e, String line) {
        return e.pattern.matcher(line.stripTrailing()).matches();
    }

    private static String numbered(List<String> lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            sb.append(String.format("%4d| %s%n", i + 1, lines.get(i)));
        }
        return sb.toString();
    }
}
