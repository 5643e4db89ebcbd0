package io.magpie.match;

import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.board.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays one game between two players and keeps the authoritative board: it plays forced passes
 * itself, checks every move, keeps the clocks, and scores a forfeit (with its reason) when an
 * engine plays an illegal move, runs out of time, crashes, talks nonsense or resigns.
 *
 * <p>Time: an engine with a game clock must answer within its remaining time plus {@code
 * marginMs} (pipe and process latency; in byo-yomi, the rest of the main time and the period); its
 * clock is charged with the measured time and credited the increment after each move (see {@link
 * SideClock}). An engine with a time per move must answer within that time plus
 * the margin. Any other engine (depth-limited or unlimited) must answer within {@code hangGuardMs},
 * which only catches engines that hang.
 */
public final class Referee {
    private final long marginMs;
    private final long hangGuardMs;

    public Referee(long marginMs, long hangGuardMs) {
        this.marginMs = marginMs;
        this.hangGuardMs = hangGuardMs;
    }

    /** Plays {@code opening} to the end with {@code black} and {@code white}. */
    public GameResult play(Player black, EngineSpec blackSpec, Player white, EngineSpec whiteSpec, Opening opening) {
        Game game = opening.game();
        List<MoveEntry> history = new ArrayList<>();
        for (int move : opening.moves()) {
            history.add(MoveEntry.bare(move));
        }
        int openingPlies = history.size();
        try {
            black.newGame(opening.start());
        } catch (PlayerFault f) {
            return forfeit(black, white, opening, openingPlies, history, true, f.kind(), f.getMessage());
        }
        try {
            white.newGame(opening.start());
        } catch (PlayerFault f) {
            return forfeit(black, white, opening, openingPlies, history, false, f.kind(), f.getMessage());
        }
        SideClock[] clocks = {blackSpec.hasClock() ? new SideClock(blackSpec) : null,
                whiteSpec.hasClock() ? new SideClock(whiteSpec) : null};
        while (true) {
            Board board = game.board();
            if (board.isGameOver()) {
                break;
            }
            if (board.mustPass()) {
                game.play(Square.PASS);
                history.add(MoveEntry.bare(Square.PASS));
                continue;
            }
            boolean blackMoves = board.blackToMove();
            int side = blackMoves ? 0 : 1;
            Player mover = blackMoves ? black : white;
            EngineSpec spec = blackMoves ? blackSpec : whiteSpec;
            long start = System.nanoTime();
            SideClock clock = clocks[side];
            SideClock opponentClock = clocks[1 - side];
            long allowedMs = clock != null ? clock.allowedMs() + marginMs
                    : spec.moveTimeMs() > 0 ? spec.moveTimeMs() + marginMs : hangGuardMs;
            Turn turn = new Turn(new Game(game), List.copyOf(history), clock != null ? clock.leftMs() : -1,
                    opponentClock != null ? opponentClock.leftMs() : -1, start + allowedMs * 1_000_000L,
                    clock != null ? clock.stonesLeft() : 0);
            Reply reply;
            try {
                reply = mover.move(turn);
            } catch (PlayerFault f) {
                return forfeit(black, white, opening, openingPlies, history, blackMoves, f.kind(), f.getMessage());
            }
            long elapsedNanos = System.nanoTime() - start;
            long elapsedMs = elapsedNanos / 1_000_000L;
            if (elapsedMs > allowedMs) {
                // An in-process player may return late rather than throw; the clock is the judge.
                return forfeit(black, white, opening, openingPlies, history, blackMoves, Termination.TIMEOUT,
                        mover.name() + ": answered after " + elapsedMs + " ms, allowed " + allowedMs + " ms");
            }
            if (!board.isLegal(reply.move()) || reply.move() == Square.PASS) {
                String what = reply.move() == Square.PASS ? "passed although it has a legal move"
                        : "played " + Square.upperName(reply.move()) + ", which is not legal";
                return forfeit(black, white, opening, openingPlies, history, blackMoves, Termination.ILLEGAL_MOVE,
                        mover.name() + " " + what + " in " + board + " after " + game.transcript());
            }
            if (clock != null) {
                clock.charge(elapsedMs);
            }
            game.play(reply.move());
            history.add(new MoveEntry(reply.move(), reply.evalDiscs(), elapsedNanos / 1e9));
        }
        black.gameOver(game);
        white.gameOver(game);
        return new GameResult(black.name(), white.name(), opening.start(), openingPlies, history,
                game.board().finalScoreForBlack(), Termination.NORMAL, false, "");
    }

    private static GameResult forfeit(Player black, Player white, Opening opening, int openingPlies,
            List<MoveEntry> history, boolean byBlack, Termination kind, String reason) {
        int score = byBlack ? -GameResult.FORFEIT_MARGIN : GameResult.FORFEIT_MARGIN;
        return new GameResult(black.name(), white.name(), opening.start(), openingPlies, history, score, kind, byBlack,
                reason == null ? kind.words() : reason);
    }
}
