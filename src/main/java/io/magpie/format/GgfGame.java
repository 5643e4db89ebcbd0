package io.magpie.format;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * A GGF game record: the start position ({@code BO}), the moves in order with passes included, what
 * each move carried besides the square (eval, time), and the other tags as written ({@code PB},
 * {@code PW}, {@code TI}, {@code RE}, ...). Immutable; the moves were checked legal on construction,
 * so {@link #game()} always replays.
 *
 * @param start the position in {@code BO}
 * @param moves squares or {@link Square#PASS}, black and white alternating from the side to move in
 *     {@code start}
 * @param notes one per move: the eval (discs, mover's view) and time (seconds), each maybe absent
 * @param tags every tag except {@code GM}, {@code BO}, the moves and a plain {@code TY[8]}, in file
 *     order (key: upper case)
 */
public record GgfGame(Board start, List<Integer> moves, List<MoveNote> notes, Map<String, String> tags) {
    /** The eval and time written after a move ({@code F5/-1.23/2.5}); either may be absent. */
    public record MoveNote(OptionalDouble eval, OptionalDouble timeSeconds) {
        public static final MoveNote NONE = new MoveNote(OptionalDouble.empty(), OptionalDouble.empty());
    }

    /** @throws IllegalArgumentException when a move is illegal or moves and notes differ in number */
    public GgfGame {
        moves = List.copyOf(moves);
        notes = List.copyOf(notes);
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        if (moves.size() != notes.size()) {
            throw new IllegalArgumentException(moves.size() + " moves but " + notes.size() + " notes");
        }
        Board b = start;
        for (int move : moves) {
            b = b.play(move);
        }
    }

    /** A record of {@code game} with no evals or times and the given tags. */
    public static GgfGame of(Game game, Map<String, String> tags) {
        return new GgfGame(game.start(), game.moves(), Collections.nCopies(game.ply(), MoveNote.NONE), tags);
    }

    /** The game replayed from {@link #start()}: a new, independent {@link Game}. */
    public Game game() {
        Game game = new Game(start);
        for (int move : moves) {
            game.play(move);
        }
        return game;
    }

    /** The position after all moves. */
    public Board board() {
        return game().board();
    }

    public String tag(String key) {
        return tags.get(key);
    }

    public String blackName() {
        return tags.get("PB");
    }

    public String whiteName() {
        return tags.get("PW");
    }

    /** {@code RE}: black's net disc count, maybe with a {@code :flag}, or {@code ?} while unfinished. */
    public String result() {
        return tags.get("RE");
    }

    /**
     * The clock of one side: {@code TB} or {@code TW} when given, else {@code TI}; null when the
     * record has no clock.
     *
     * @throws FormatException when the clock text is not a GGF time
     */
    public GgfClock clock(boolean black) {
        String own = tags.get(black ? "TB" : "TW");
        String text = own != null ? own : tags.get("TI");
        return text == null ? null : GgfClock.parse(text);
    }

    /** The seconds one side has spent: the sum of the times of its moves. */
    public double secondsUsed(boolean black) {
        double used = 0;
        boolean blackMoves = start.blackToMove();
        for (MoveNote note : notes) {
            if (blackMoves == black && note.timeSeconds().isPresent()) {
                used += note.timeSeconds().getAsDouble();
            }
            blackMoves = !blackMoves;
        }
        return used;
    }

    /** The same record with one more move (and its note) appended. */
    public GgfGame plus(int move, MoveNote note) {
        List<Integer> m = new ArrayList<>(moves);
        m.add(move);
        List<MoveNote> n = new ArrayList<>(notes);
        n.add(note);
        return new GgfGame(start, m, n, tags);
    }

    /** The GGF text of this record; see {@link Ggf#format}. */
    @Override
    public String toString() {
        return Ggf.format(this);
    }
}
