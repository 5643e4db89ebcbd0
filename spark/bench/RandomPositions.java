import io.magpie.board.Board;
import io.magpie.format.BoardText;
import java.util.Random;

/**
 * Writes positions for the measurements: random games from the start, stopped at a number of
 * empties drawn from MIN..MAX, one "BOARD SIDE" line each (positions where the game is over or the
 * side to move must pass are skipped). Deterministic for a seed.
 * Run: java -cp target/magpie.jar spark/bench/RandomPositions.java COUNT MIN MAX SEED > FILE
 */
public class RandomPositions {
    public static void main(String[] args) {
        int count = Integer.parseInt(args[0]);
        int min = Integer.parseInt(args[1]);
        int max = Integer.parseInt(args[2]);
        Random random = new Random(Long.parseLong(args[3]));
        StringBuilder out = new StringBuilder();
        for (int written = 0; written < count;) {
            int target = min + random.nextInt(max - min + 1);
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
                out.append(BoardText.format(b)).append('\n');
                written++;
            }
        }
        System.out.print(out);
    }
}
