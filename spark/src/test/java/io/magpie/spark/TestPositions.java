package io.magpie.spark;

import io.magpie.board.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded random positions for the tests (the side to move has a move). */
final class TestPositions {
    private TestPositions() {}

    static List<Board> random(int count, int minEmpties, int maxEmpties, long seed) {
        Random random = new Random(seed);
        List<Board> boards = new ArrayList<>();
        while (boards.size() < count) {
            int target = minEmpties + random.nextInt(maxEmpties - minEmpties + 1);
            Board b = Board.start();
            while (b.emptyCount() > target && !b.isGameOver()) {
                long moves = b.legalMoves();
                if (moves == 0) {
                    b = b.pass();
                    continue;
                }
                int pick = random.nextInt(Long.bitCount(moves));
                for (int i = 0; i < pick; i++) {
                    moves &= moves - 1;
                }
                b = b.play(Long.numberOfTrailingZeros(moves));
            }
            if (b.emptyCount() == target && b.legalMoves() != 0) {
                boards.add(b);
            }
        }
        return boards;
    }

    /** Runs magpie-spark in this JVM; returns {status, stderr}. */
    static Object[] run(String... args) {
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int status = Main.run(args, new java.io.PrintStream(out, true), new java.io.PrintStream(err, true));
        // The timing report into the test's output, to see where a slow test's time goes.
        err.toString().lines().filter(l -> l.contains("timing:")).forEach(System.out::println);
        return new Object[] {status, err.toString() + out};
    }
}
