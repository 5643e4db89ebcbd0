package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie bench}: searches the fixed bench positions at a fixed depth, one thread and a fresh
 * table for each position, and prints {@code Nodes searched: N} (the bench signature: it changes
 * exactly when the search's behaviour does) and the speed, which is not part of the signature.
 */
public final class BenchCommand implements Command {
    public static final String POSITIONS = "/bench-positions.txt";
    public static final int DEFAULT_DEPTH = 10;
    public static final int DEFAULT_HASH_MB = 16;
    private static final String SYNTAX = "magpie bench [--depth N] [--hash MB] [--threads N] [--quiet]";

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "search the bench positions and print the node-count signature and speed";
    }

    private static Options options() {
        Options o = new Options();
        o.addOption(CommandLines.value("depth", "N",
                "search depth (default " + DEFAULT_DEPTH + "; the signature uses the default)"));
        o.addOption(CommandLines.value("hash", "MB",
                "table size per position (default " + DEFAULT_HASH_MB + ")"));
        o.addOption(CommandLines.value("threads", "N",
                "search threads (default 1; more threads make the count vary)"));
        o.addOption(CommandLines.flag("quiet", "print only the totals"));
        o.addOption(CommandLines.help());
        return o;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = options();
        CommandLine cl = CommandLines.parseOrHelp(options, args, SYNTAX, out);
        if (cl == null) {
            return 0;
        }
        if (!cl.getArgList().isEmpty()) {
            throw new UsageException("unexpected argument: " + cl.getArgList().get(0), CommandLines.usage(options, SYNTAX));
        }
        int depth = CommandLines.intValue(cl, "depth", DEFAULT_DEPTH, 1, 60, options, SYNTAX);
        int hashMb = CommandLines.intValue(cl, "hash", DEFAULT_HASH_MB, 1, 65536, options, SYNTAX);
        int threads = CommandLines.intValue(cl, "threads", 1, 1, 256, options, SYNTAX);
        Result r = bench(depth, hashMb, threads, cl.hasOption("quiet") ? null : out);
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
        List<Board> boards = positions();
        Engine engine = new Engine();
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
