package io.magpie.cli;

import io.magpie.board.Bits;
import io.magpie.board.Board;
import io.magpie.board.ParallelPerft;
import io.magpie.format.BoardText;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * {@code magpie perft DEPTH [--position "BOARD SIDE"] [--no-pass-ply] [--threads N]}: counts the
 * leaves of the game tree at every depth from 1 to DEPTH, with the time and leaves per second of
 * each, then a total. One thread by default, so that speed figures are reproducible.
 */
final class PerftCommand extends DeclaredCommand {
    static final int MAX_DEPTH = 60;
    static final OptionSpec<Boolean> NO_PASS_PLY = OptionSpec.flag("no-pass-ply",
            "a pass costs no depth (default: a pass counts as a ply, as in Aart Bik's table)");
    /** One thread by default, so that speed figures are reproducible. */
    static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.withHelp("split the tree over N threads")
            .defaultsTo(1);

    PerftCommand() {
        super("perft", "count the leaves of the game tree to a depth (move generator check and speed)", "DEPTH",
                List.of(SharedOptions.POSITION, NO_PASS_PLY, THREADS));
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        List<String> rest = args.operands();
        if (rest.size() != 1) {
            throw args.error(rest.isEmpty() ? "missing DEPTH" : "one DEPTH expected, got " + rest);
        }
        int depth = parseDepth(rest.get(0), args);
        int threads = args.get(THREADS);
        boolean passIsPly = !args.get(NO_PASS_PLY);
        Board board = args.has(SharedOptions.POSITION) ? args.get(SharedOptions.POSITION) : Board.start();

        out.println("perft from " + BoardText.format(board));
        out.println((passIsPly ? "a pass counts as a ply" : "a pass costs no depth")
                + ", " + threads + (threads == 1 ? " thread" : " threads")
                + (Bits.SIMD ? ", 256-bit vectors" : ", scalar moves (vectors need java --add-modules jdk.incubator.vector)"));
        Bits.prepareVectors(); // compiled before the clock starts
        out.println(String.format(Locale.ROOT, "%5s %18s %11s %15s", "depth", "leaves", "time (s)", "leaves/s"));
        long totalLeaves = 0;
        long totalNanos = 0;
        for (int d = 1; d <= depth; d++) {
            long start = System.nanoTime();
            long leaves = ParallelPerft.perft(board.player(), board.opponent(), d, passIsPly, threads);
            long nanos = Math.max(1, System.nanoTime() - start);
            totalLeaves += leaves;
            totalNanos += nanos;
            out.println(row(Integer.toString(d), leaves, nanos));
            out.flush();
        }
        out.println(row("total", totalLeaves, totalNanos));
        return 0;
    }

    private static String row(String label, long leaves, long nanos) {
        return String.format(Locale.ROOT, "%5s %18d %11.3f %15d", label, leaves, nanos / 1e9,
                (long) (leaves * 1e9 / nanos));
    }

    private static int parseDepth(String text, Arguments args) throws UsageException {
        try {
            int depth = Integer.parseInt(text.trim());
            if (depth >= 1 && depth <= MAX_DEPTH) {
                return depth;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw args.error("DEPTH must be an integer from 1 to " + MAX_DEPTH + ": " + text);
    }
}
