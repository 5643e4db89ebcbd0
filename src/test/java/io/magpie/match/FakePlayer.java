package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.util.Random;

/** In-process players for referee and runner tests. Each checks it is only asked when it can move. */
class FakePlayer implements Player {
    interface Behaviour {
        Reply reply(Turn turn, int call) throws PlayerFault;
    }

    private final String name;
    private final Behaviour behaviour;
    int calls;
    int games;
    boolean closed;

    FakePlayer(String name, Behaviour behaviour) {
        this.name = name;
        this.behaviour = behaviour;
    }

    /** Plays its lowest legal square. */
    static FakePlayer lowest(String name) {
        return new FakePlayer(name, (t, c) -> Reply.of(Long.numberOfTrailingZeros(t.game().board().legalMoves())));
    }

    /** Plays a pseudo-random legal square that depends only on the seed and the position. */
    static FakePlayer random(String name, long seed) {
        return new FakePlayer(name, (t, c) -> {
            Board b = t.game().board();
            Random random = new Random(seed * 31 + b.hashCode());
            long legal = b.legalMoves();
            for (int k = random.nextInt(Long.bitCount(legal)); k > 0; k--) {
                legal &= legal - 1;
            }
            return new Reply(Long.numberOfTrailingZeros(legal), 0.25, 0.001);
        });
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(Board start) {
        games++;
    }

    @Override
    public Reply move(Turn turn) throws PlayerFault {
        Board b = turn.game().board();
        if (b.legalMoves() == 0) {
            throw new AssertionError(name + " was asked to move in " + b + " where it must pass");
        }
        if (turn.history().size() != turn.game().ply()) {
            throw new AssertionError("history and game differ in length");
        }
        calls++;
        return behaviour.reply(turn, calls);
    }

    @Override
    public void close() {
        closed = true;
    }

    static int anyOccupied(Board b) {
        return Long.numberOfTrailingZeros(b.black() | b.white());
    }

    static final int PASS = Square.PASS;
}
