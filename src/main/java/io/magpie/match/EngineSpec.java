package io.magpie.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One engine of a match, as given on the command line or in an engines file:
 * {@code name=edax,cmd=/opt/edax/lEdax -nboard,proto=nboard,dir=/opt/edax,depth=8}. Keys:
 * <ul>
 *   <li>{@code name}: unique name in the match (PB/PW in the records); defaults to the command's file name;
 *   <li>{@code cmd}: the command line, split on spaces (quotes group words); not for {@code internal};
 *   <li>{@code proto}: {@code nboard}, {@code gtp} or {@code internal} (default nboard);
 *   <li>{@code dir}: working directory; a relative program path with a '/' is resolved against it;
 *   <li>{@code depth}: search depth (NBoard {@code set depth}; internal); GTP has no depth command,
 *       give the engine's own option in {@code cmd};
 *   <li>{@code movetime}: seconds per move, enforced by the referee (GTP {@code time_settings 0 T 1});
 *   <li>{@code tc}: a game clock in seconds: {@code MAIN[+INC]} (sudden death, or an increment per move),
 *       e.g. {@code 60+0.5}, or {@code MAIN/PERIOD/STONES} (Canadian byo-yomi as GTP's {@code time_settings}
 *       has it: after the main time, each {@code STONES} moves in {@code PERIOD}; {@code STONES} 1 is
 *       a time per move after the main time), e.g. {@code 30/5/1}; byo-yomi for GTP and internal only;
 *   <li>{@code hash}, {@code selectivity}: internal only, the transposition table in MB and the
 *       Multi-ProbCut confidence in percent (100 = no pruning); engine defaults otherwise;
 *   <li>{@code eval}: internal only, {@code simple}, {@code pattern} or a weights file;
 *   <li>{@code pass}: GTP only, {@code implicit} (default: passes are never sent, the colour of the
 *       next {@code play} implies them) or {@code explicit} ({@code play C pass}).
 * </ul>
 * A value runs up to the next {@code ,word=}, so commands may contain commas elsewhere (not {@code ,word=}).
 */
public record EngineSpec(String name, Transport protocol, List<String> command, Path dir, int depth,
        long moveTimeMs, long clockMs, long incrementMs, boolean explicitPasses, int hashMb, int selectivityPercent,
        String eval, long byoYomiMs, int byoYomiStones) {

    private static final String KEYS = "name|cmd|proto|dir|depth|movetime|tc|pass|hash|selectivity|eval";
    /** A comma before something shaped like a key (so a misspelt key is reported, not swallowed). */
    private static final Pattern SEPARATOR = Pattern.compile(",(?=\\s*[A-Za-z][A-Za-z0-9_-]*\\s*=)");

    public EngineSpec {
        command = List.copyOf(command);
    }

    /** An engine without byo-yomi. */
    public EngineSpec(String name, Transport protocol, List<String> command, Path dir, int depth, long moveTimeMs,
            long clockMs, long incrementMs, boolean explicitPasses, int hashMb, int selectivityPercent, String eval) {
        this(name, protocol, command, dir, depth, moveTimeMs, clockMs, incrementMs, explicitPasses, hashMb,
                selectivityPercent, eval, 0, 0);
    }

    /** True when the engine plays on a game clock (which the referee keeps). */
    public boolean hasClock() {
        return clockMs > 0 || hasByoYomi();
    }

    /** True when the clock has overtime periods after its main time. */
    public boolean hasByoYomi() {
        return byoYomiMs > 0 && byoYomiStones > 0;
    }

    /**
     * Parses a specification.
     *
     * @throws IllegalArgumentException naming the bad key or value
     */
    public static EngineSpec parse(String text) {
        String name = null;
        Transport proto = Transport.NBOARD;
        List<String> cmd = List.of();
        Path dir = null;
        int depth = 0;
        long moveTimeMs = 0;
        long clockMs = 0;
        long incMs = 0;
        long byoMs = 0;
        int byoStones = 0;
        boolean explicitPasses = false;
        boolean protoGiven = false;
        int hashMb = 0;
        int selectivity = 0;
        String eval = null;
        for (String part : SEPARATOR.split(text.trim())) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("engine spec part without key=value: \"" + part + "\" in \"" + text + "\"");
            }
            String key = part.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1).trim();
            switch (key) {
                case "name":
                    if (!value.matches("[A-Za-z0-9_.+-]+")) {
                        throw new IllegalArgumentException("engine name must be letters, digits, _ . + -: \"" + value + "\"");
                    }
                    name = value;
                    break;
                case "cmd": cmd = splitCommand(value); break;
                case "proto": proto = Transport.parse(value); protoGiven = true; break;
                case "dir": dir = Path.of(value); break;
                case "depth": depth = (int) number(key, value, 1, 60); break;
                case "movetime": moveTimeMs = Math.round(number(key, value, 0.001, 1e6) * 1000); break;
                case "tc": {
                    String[] periods = value.split("/", -1);
                    if (periods.length == 3) {
                        clockMs = Math.round(number(key, periods[0], 0, 1e7) * 1000);
                        byoMs = Math.round(number(key + " period", periods[1], 0.001, 1e6) * 1000);
                        byoStones = (int) number(key + " stones", periods[2], 1, 1000);
                        if (byoStones != Double.parseDouble(periods[2])) {
                            throw new IllegalArgumentException("tc stones must be a whole number: \"" + value + "\"");
                        }
                        break;
                    }
                    if (periods.length != 1) {
                        throw new IllegalArgumentException("tc is MAIN[+INC] or MAIN/PERIOD/STONES: \"" + value + "\"");
                    }
                    int plus = value.indexOf('+');
                    String main = plus < 0 ? value : value.substring(0, plus);
                    clockMs = Math.round(number(key, main, 0.001, 1e7) * 1000);
                    incMs = plus < 0 ? 0 : Math.round(number(key, value.substring(plus + 1), 0, 1e6) * 1000);
                    break;
                }
                case "hash": hashMb = (int) number(key, value, 1, 65536); break;
                case "selectivity": selectivity = (int) number(key, value, 1, 100); break;
                case "eval": eval = value; break;
                case "pass":
                    if (value.equalsIgnoreCase("explicit")) {
                        explicitPasses = true;
                    } else if (!value.equalsIgnoreCase("implicit")) {
                        throw new IllegalArgumentException("pass must be implicit or explicit: \"" + value + "\"");
                    }
                    break;
                default:
                    throw new IllegalArgumentException("unknown engine key \"" + key + "\" (" + KEYS.replace('|', ' ') + ")");
            }
        }
        if (!protoGiven && cmd.isEmpty()) {
            proto = Transport.INTERNAL;
        }
        if (proto == Transport.INTERNAL && !cmd.isEmpty()) {
            throw new IllegalArgumentException("proto=internal takes no cmd: \"" + text + "\"");
        }
        if (proto != Transport.INTERNAL && cmd.isEmpty()) {
            throw new IllegalArgumentException("engine needs cmd=... for proto=" + proto.word() + ": \"" + text + "\"");
        }
        if (proto == Transport.GTP && depth > 0) {
            throw new IllegalArgumentException("GTP has no depth command; give the engine's own option in cmd: \"" + text + "\"");
        }
        if (proto == Transport.GTP && moveTimeMs > 0 && moveTimeMs < 1000) {
            // time_settings counts whole seconds: "0 1 1" told the engine twice the time it had
            throw new IllegalArgumentException("GTP counts time in whole seconds: movetime must be at least 1 for proto=gtp: \""
                    + text + "\"");
        }
        if (moveTimeMs > 0 && (clockMs > 0 || byoStones > 0)) {
            throw new IllegalArgumentException("give movetime or tc, not both: \"" + text + "\"");
        }
        if (byoStones > 0 && proto == Transport.NBOARD) {
            throw new IllegalArgumentException("byo-yomi needs proto=gtp or internal: GGF clocks (NBoard) have no "
                    + "overtime: \"" + text + "\"");
        }
        if (byoStones > 0 && proto == Transport.GTP && (clockMs % 1000 != 0 || byoMs % 1000 != 0)) {
            throw new IllegalArgumentException("GTP counts time in whole seconds: give tc=MAIN/PERIOD/STONES in whole "
                    + "seconds for proto=gtp: \"" + text + "\"");
        }
        if (explicitPasses && proto != Transport.GTP) {
            throw new IllegalArgumentException("pass= applies to proto=gtp only: \"" + text + "\"");
        }
        if ((hashMb > 0 || selectivity > 0 || eval != null) && proto != Transport.INTERNAL) {
            throw new IllegalArgumentException("hash=, selectivity= and eval= apply to proto=internal only; give the engine's own options in cmd: \"" + text + "\"");
        }
        if (name == null) {
            name = proto == Transport.INTERNAL ? "magpie" : defaultName(cmd.get(0));
        }
        return new EngineSpec(name, proto, cmd, dir, depth, moveTimeMs, clockMs, incMs, explicitPasses, hashMb, selectivity,
                eval, byoMs, byoStones);
    }

    /** The same engine under another name. */
    public EngineSpec withName(String newName) {
        return new EngineSpec(newName, protocol, command, dir, depth, moveTimeMs, clockMs, incrementMs, explicitPasses,
                hashMb, selectivityPercent, eval, byoYomiMs, byoYomiStones);
    }

    private static String defaultName(String program) {
        String base = Path.of(program).getFileName().toString().replaceAll("[^A-Za-z0-9_.+-]", "");
        return base.isEmpty() ? "engine" : base;
    }

    private static double number(String key, String value, double min, double max) {
        double v;
        try {
            v = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " needs a number: \"" + value + "\"");
        }
        if (!(v >= min && v <= max)) {
            throw new IllegalArgumentException(key + " must be between " + min + " and " + max + ": \"" + value + "\"");
        }
        return v;
    }

    /** Splits a command line on blanks; single or double quotes group words (no escapes). */
    static List<String> splitCommand(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed quote in command: " + line);
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /** Short description of the limits, e.g. "depth 8", "tc 60+0.5", "tc 30/5/1", "movetime 1". */
    public String limitsText() {
        List<String> parts = new ArrayList<>();
        if (depth > 0) {
            parts.add("depth " + depth);
        }
        if (moveTimeMs > 0) {
            parts.add("movetime " + seconds(moveTimeMs));
        }
        if (hasByoYomi()) {
            parts.add("tc " + seconds(clockMs) + "/" + seconds(byoYomiMs) + "/" + byoYomiStones);
        } else if (clockMs > 0) {
            parts.add("tc " + seconds(clockMs) + (incrementMs > 0 ? "+" + seconds(incrementMs) : ""));
        }
        if (selectivityPercent > 0) {
            parts.add("selectivity " + selectivityPercent + "%");
        }
        if (eval != null) {
            parts.add("eval " + eval);
        }
        return parts.isEmpty() ? "no limit" : String.join(", ", parts);
    }

    static String seconds(long ms) {
        return ms % 1000 == 0 ? Long.toString(ms / 1000) : String.format(Locale.ROOT, "%.3f", ms / 1000.0).replaceAll("0+$", "");
    }
}
