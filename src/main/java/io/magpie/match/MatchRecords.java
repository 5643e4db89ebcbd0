package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.format.GgfClock;
import io.magpie.format.GgfGame;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/** Game records of a match as GGF: finished games for the output file, games in progress for NBoard. */
final class MatchRecords {
    /** NBoard's date format ({@code 2014-02-21 20:52:27 GMT}). */
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'GMT'", Locale.ROOT).withZone(ZoneOffset.UTC);
    static final String PLACE = "Magpie match";

    private MatchRecords() {}

    /** The record of a finished game, with its result, clocks, and the reason of a forfeit in {@code CO}. */
    static GgfGame finished(GameResult r, EngineSpec blackSpec, EngineSpec whiteSpec, Instant date) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("PC", PLACE);
        tags.put("DT", DATE.format(date));
        tags.put("PB", r.black());
        tags.put("PW", r.white());
        tags.put("RE", resultText(r));
        putClocks(tags, blackSpec, whiteSpec);
        tags.put("TY", "8");
        if (r.forfeit()) {
            tags.put("CO", r.explain());
        }
        return new GgfGame(r.start(), moves(r.moves()), notes(r.moves()), tags);
    }

    /** A game in progress ({@code RE[?]}) as NBoard's {@code set game} carries it. */
    static GgfGame inProgress(String black, String white, Board start, List<MoveEntry> history, EngineSpec clockOwner) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("PC", PLACE);
        tags.put("DT", DATE.format(Instant.now()));
        tags.put("PB", black);
        tags.put("PW", white);
        tags.put("RE", "?");
        if (clockOwner.hasClock()) {
            tags.put("TI", clock(clockOwner));
        }
        tags.put("TY", "8");
        return new GgfGame(start, moves(history), notes(history), tags);
    }

    /** {@code +12.000}, {@code -64.000:t} (GGS style: black's net discs, then a flag for forfeits). */
    static String resultText(GameResult r) {
        return String.format(Locale.ROOT, "%+.3f", (double) r.blackScore()) + r.termination().ggfFlag();
    }

    private static void putClocks(Map<String, String> tags, EngineSpec blackSpec, EngineSpec whiteSpec) {
        // GGF has no byo-yomi: such a clock is left out rather than recorded as its main time alone
        String b = blackSpec.hasClock() && !blackSpec.hasByoYomi() ? clock(blackSpec) : null;
        String w = whiteSpec.hasClock() && !whiteSpec.hasByoYomi() ? clock(whiteSpec) : null;
        if (b != null && b.equals(w)) {
            tags.put("TI", b);
            return;
        }
        if (b != null) {
            tags.put("TB", b);
        }
        if (w != null) {
            tags.put("TW", w);
        }
    }

    /** main/increment with no grace: the referee gives none beyond its latency margin. */
    private static String clock(EngineSpec spec) {
        return new GgfClock(spec.clockMs() / 1000.0, spec.incrementMs() / 1000.0, 0).toString();
    }

    private static List<Integer> moves(List<MoveEntry> history) {
        List<Integer> moves = new ArrayList<>(history.size());
        for (MoveEntry e : history) {
            moves.add(e.move());
        }
        return moves;
    }

    private static List<GgfGame.MoveNote> notes(List<MoveEntry> history) {
        List<GgfGame.MoveNote> notes = new ArrayList<>(history.size());
        for (MoveEntry e : history) {
            notes.add(note(e));
        }
        return notes;
    }

    static GgfGame.MoveNote note(MoveEntry e) {
        OptionalDouble eval = Double.isFinite(e.evalDiscs())
                ? OptionalDouble.of(Math.round(e.evalDiscs() * 100) / 100.0) : OptionalDouble.empty();
        OptionalDouble time = Double.isFinite(e.seconds())
                ? OptionalDouble.of(Math.round(e.seconds() * 1000) / 1000.0) : OptionalDouble.empty();
        return new GgfGame.MoveNote(eval, time);
    }
}
