package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.eval.Evaluator;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code magpie bench}: searches the fixed bench positions at a fixed depth, one thread and a fresh
 * table for each position, and prints {@code Nodes searched: N} (the bench signature: it changes
 * exactly when the search's behaviour does) and the speed, which is not part of the signature.
 */
public final class BenchCommand extends DeclaredCommand {
    public static final String POSITIONS = "/bench-positions.txt";
    /** The depth and table memory of the signature: 24 MB is a 16 MB midgame table and an 8 MB solver table. */
    static final OptionSpec<Integer> DEPTH = SharedOptions.DEPTH.withHelp("search depth; the signature uses the default")
            .defaultsTo(10);
    static final OptionSpec<Integer> HASH = SharedOptions.HASH.withHelp(
            "memory for the search tables of each position, in MB; the signature uses the default").defaultsTo(24);
    static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.withHelp(
            "search threads; more threads make the count vary").defaultsTo(1);
    static final OptionSpec<Boolean> QUIET = OptionSpec.flag("quiet", "print only the totals");
    static final OptionSpec<String> EVAL = SharedOptions.EVAL.withHelp(
            "evaluation to search with (speed of another model); the signature uses the jar's");

    BenchCommand() {
        super("bench", "search the bench positions and print the node-count signature and speed",
                List.of(DEPTH, HASH, THREADS, QUIET, EVAL));
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        int depth = args.get(DEPTH);
        Result r = bench(depth, args.get(HASH), args.get(THREADS), SharedOptions.evaluator(args, EVAL),
                args.get(QUIET) ? null : out);
        out.printf(Locale.ROOT, "Positions: %d%n", r.positions);
        out.printf(Locale.ROOT, "Depth: %d%n", depth);
        out.printf(Locale.ROOT, "Time (ms): %d%n", r.elapsedMs);
        out.printf(Locale.ROOT, "Nodes searched: %d%n", r.nodes);
        out.printf(Locale.ROOT, "Nodes/second: %d%n", r.elapsedMs > 0 ? r.nodes * 1000 / r.elapsedMs : r.nodes);
        return 0;
    }

    /** Totals of one bench run. */
    public record Result(int positions, long nodes, long elapsedMs) {}

    /** Runs the bench; prints one line per position to {@code log} unless it is null. */
    public static Result bench(int depth, int hashMb, int threads, PrintStream log) throws IOException {
        return bench(depth, hashMb, threads, null, log);
    }

    /** As {@link #bench(int, int, int, PrintStream)} with another evaluation (null: the jar's). */
    public static Result bench(int depth, int hashMb, int threads, Evaluator eval, PrintStream log) throws IOException {
        List<Board> boards = positions();
        Engine engine = new Engine();
        if (eval != null) {
            engine.setEvaluator(eval);
        }
        engine.setHashMb(hashMb);
        engine.setThreads(threads);
        engine.awaitReady(); // the weights loaded and the vector code compiled before the clock starts
        long nodes = 0;
        long start = System.nanoTime();
        for (int i = 0; i < boards.size(); i++) {
            engine.clearHash();
            engine.setBoard(boards.get(i));
            SearchInfo info = engine.go(Limits.none().withDepth(depth), SearchListener.NONE);
            nodes += info.nodes();
            if (log != null) {
                log.printf(Locale.ROOT, "%2d %s depth %2d@%d%% %-3s %+6.2f nodes %d%n", i + 1, boards.get(i), info.depth(),
                        info.selectivityPercent(), Square.name(info.move()), info.scoreDiscs(), info.nodes());
            }
        }
        return new Result(boards.size(), nodes, (System.nanoTime() - start) / 1_000_000);
    }

    /** The bench positions, from the resource {@value #POSITIONS}. */
    public static List<Board> positions() throws IOException {
        List<Board> boards = new ArrayList<>();
        try (InputStream in = BenchCommand.class.getResourceAsStream(POSITIONS)) {
            if (in == null) {
                throw new IOException("missing resource " + POSITIONS);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int lineNo = 0;
            while ((line = reader.readLine()) != null) {
                lineNo++;
                line = line.trim();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    boards.add(parseObf(line, POSITIONS + " line " + lineNo));
                }
            }
        }
        return boards;
    }

    /** A 64-character board (X, O, -) then X or O for the side to move. */
    static Board parseObf(String text, String where) {
        String[] f = text.trim().split("\\s+");
        if (f.length < 2 || f[0].length() != 64 || !(f[1].equals("X") || f[1].equals("O"))) {
            throw new IllegalArgumentException(where + ": expected 64 squares and X or O: " + text);
        }
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            char c = f[0].charAt(sq);
            if (c == 'X' || c == 'x' || c == '*') {
                black |= Square.bit(sq);
            } else if (c == 'O' || c == 'o') {
                white |= Square.bit(sq);
            } else if (c != '-' && c != '.') {
                throw new IllegalArgumentException(where + ": bad square character '" + c + "'");
            }
        }
        return new Board(black, white, f[1].equals("X"));
    }
}
