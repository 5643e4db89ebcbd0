package io.magpie.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Self-play on short game clocks: the clock accounting is here (the wall time of each search is
 * charged to the mover) and the only assertion is that no clock runs out. Slow, and sensitive to
 * a heavily loaded machine, so it runs only with -Pslow; {@code magpie selfplay} runs the long
 * version.
 */
@Tag("slow")
class SelfPlayTimeTest {
    private static void playGames(int games, long clockMs) {
        Engine black = new Engine();
        Engine white = new Engine();
        black.setHashMb(16);
        white.setHashMb(16);
        for (int g = 0; g < games; g++) {
            Board b = Board.start();
            // A different opening per game: the first two moves from a fixed list.
            int[][] openings = {{37, 43}, {37, 45}, {37, 29}, {37, 43}};
            for (int move : openings[g % openings.length]) {
                if (b.isLegal(move)) {
                    b = b.play(move);
                }
            }
            long[] clock = {clockMs, clockMs};
            while (!b.isGameOver()) {
                int side = b.blackToMove() ? 0 : 1;
                Engine mover = side == 0 ? black : white;
                mover.setBoard(b);
                long start = System.nanoTime();
                SearchInfo info = mover.go(Limits.none().withClock(clock[side], 0, 0), SearchListener.NONE);
                clock[side] -= (System.nanoTime() - start) / 1_000_000;
                assertTrue(clock[side] >= 0, "game " + g + ": " + (side == 0 ? "black" : "white")
                        + " lost on time before move " + Square.name(info.move()) + " in " + b);
                b = b.play(info.move());
            }
        }
    }

    @Test
    void noTimeLossesAtOneSecondPerGame() {
        playGames(20, 1000);
    }

    @Test
    void noTimeLossesAtTenSecondsPerGame() {
        playGames(4, 10_000);
    }
}
