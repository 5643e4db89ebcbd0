import io.magpie.board.Board;
import io.magpie.format.BoardText;
import io.magpie.format.WthorGame;
import io.magpie.format.WthorReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Writes positions from real games for the measurements: from the WTHOR files given, every
 * position of a game at MIN..MAX empties where the side to move has a move, without repeats,
 * shuffled with SEED, then COUNT of them taken round-robin over the empties (so each count of
 * empties gets about COUNT / (MAX - MIN + 1)), in that order. One "BOARD SIDE" line each.
 * Positions of real games are easier to solve than random ones at the same empties.
 * Run: java -cp target/magpie.jar spark/bench/WthorPositions.java COUNT MIN MAX SEED FILE.wtb... > OUT
 */
public class WthorPositions {
    public static void main(String[] args) throws Exception {
        int count = Integer.parseInt(args[0]);
        int min = Integer.parseInt(args[1]);
        int max = Integer.parseInt(args[2]);
        Random random = new Random(Long.parseLong(args[3]));
        List<List<String>> byEmpties = new ArrayList<>();
        for (int e = min; e <= max; e++) {
            byEmpties.add(new ArrayList<>());
        }
        Set<String> seen = new HashSet<>();
        for (int i = 4; i < args.length; i++) {
            for (WthorGame game : WthorReader.read(Path.of(args[i]), System.err::println)) {
                for (int k = 0; k < game.moves().length; k++) {
                    Board b = game.boards()[k]; // before move k: the side to move has a move
                    int e = b.emptyCount();
                    String text = BoardText.format(b);
                    if (e >= min && e <= max && seen.add(text)) {
                        byEmpties.get(e - min).add(text);
                    }
                }
            }
        }
        for (List<String> list : byEmpties) {
            Collections.shuffle(list, random);
        }
        StringBuilder out = new StringBuilder();
        int written = 0;
        for (int round = 0; written < count; round++) {
            boolean any = false;
            for (List<String> list : byEmpties) {
                if (round < list.size() && written < count) {
                    out.append(list.get(round)).append('\n');
                    written++;
                    any = true;
                }
            }
            if (!any) {
                break; // the files hold fewer positions than asked for
            }
        }
        System.out.print(out);
        System.err.println("WthorPositions: " + written + " positions at " + min + "-" + max + " empties");
    }
}
