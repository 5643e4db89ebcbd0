package io.magpie.cli;

import io.magpie.board.Bits;
import io.magpie.board.Board;
import io.magpie.board.ParallelPerft;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie perft DEPTH [--position "BOARD SIDE"] [--no-pass-ply] [--threads N]}: counts the
 * leaves of the game tree at every depth from 1 to DEPTH, with the time and leaves per second of
 * each, then a total. One thread by default, so that speed figures are reproducible.
 */
final class PerftCommand implements Command {
    static final String SYNTAX = "magpie perft DEPTH [--position \"BOARD SIDE\"] [--no-pass-ply] [--threads N]";
    static final int MAX_DEPTH = 60;
    static final int MAX_THREADS = 256;

    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String summary() {
        return "count the leaves of the game tree to a depth (move generator check and speed)";
    }

    static Options options() {
        Options options = new Options();
        options.addOption(CommandLines.value("position", "BOARD SIDE",
                "start here instead of the initial position: 64 squares a1..h8 (X/* black, O/0 white, "
                        + "-/. empty) and the side to move (X or O), in one argument"));
        options.addOption(CommandLines.flag("no-pass-ply",
                "a pass costs no depth (default: a pass counts as a ply, as in Aart Bik's table)"));
        options.addOption(CommandLines.value("threads", "N",
                "split the tree over N threads (default 1, 1.." + MAX_THREADS + ")"));
        options.addOption(CommandLines.help());
        return options;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = options();
        CommandLine cl = CommandLines.parseOrHelp(options, args, SYNTAX, out);
        if (cl == null) {
            return 0;
        }
        List<String> rest = cl.getArgList();
        if (rest.size() != 1) {
            throw new UsageException(rest.isEmpty() ? "missing DEPTH" : "one DEPTH expected, got " + rest,
                    CommandLines.usage(options, SYNTAX));
        }
        int depth = parseDepth(rest.get(0), options);
        int threads = CommandLines.intValue(cl, "threads", 1, 1, MAX_THREADS, options, SYNTAX);
        boolean passIsPly = !cl.hasOption("no-pass-ply");
        Board board = Board.start();
        if (cl.hasOption("position")) {
            try {
                board = BoardText.parse(cl.getOptionValue("position"));
            } catch (FormatException e) {
                throw new UsageException("--position: " + e.getMessage(), CommandLines.usage(options, SYNTAX));
            }
        }

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

    private static int parseDepth(String text, Options options) throws UsageException {
        try {
            int depth = Integer.parseInt(text.trim());
            if (depth >= 1 && depth <= MAX_DEPTH) {
                return depth;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("DEPTH must be an integer from 1 to " + MAX_DEPTH + ": " + text,
                CommandLines.usage(options, SYNTAX));
    }
}
