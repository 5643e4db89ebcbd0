package io.magpie.cli;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.search.ProbCut;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code magpie selfplay}: matches between two engine settings (A and B) from a list of openings,
 * each opening played twice with colours swapped, on game clocks kept by this harness (the wall
 * time of each search is charged to the mover; a clock below zero is a loss on time). With
 * {@code --probe-ms} it instead searches each opening position for that time and reports the
 * average depth and speed. With {@code --archive DIR} it is the data factory instead
 * ({@link SelfPlayArchiveMode}).
 */
public final class SelfPlayCommand extends NamedCommand {
    private final Matches matches = new Matches();
    private final SelfPlayArchiveMode archive = new SelfPlayArchiveMode();

    SelfPlayCommand() {
        super("selfplay", "play engine settings against each other from openings, or measure depth per time");
    }

    /** {@code --archive DIR} selects the data factory, whose options and defaults are its own. */
    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        boolean help = false;
        for (String a : args) {
            if (a.equals("--archive") || a.startsWith("--archive=")) {
                return archive.run(args, out, err);
            }
            help |= a.equals("--help") || a.equals("-h");
        }
        int status = matches.run(args, out, err);
        if (help) {
            out.println();
            out.print(Arguments.parse(archive.options(), new String[0], archive.syntax(), false).usage());
        }
        return status;
    }

    /** {@code magpie selfplay --openings FILE}: matches between settings A and B, or a depth probe. */
    static final class Matches extends DeclaredCommand {
        static final OptionSpec<Path> OPENINGS = OptionSpec.path("openings", "FILE",
                "openings, one move sequence per line (e.g. f5d6c3d3)");
        static final OptionSpec<Integer> FIRST = OptionSpec.integer("first", "K", 1, Integer.MAX_VALUE,
                "first opening, 1-based").defaultsTo(1);
        static final OptionSpec<Integer> GAMES = OptionSpec.integer("games", "N", 1, 1_000_000,
                "games, two per opening").defaultsTo(20);
        static final OptionSpec<Integer> TIME_MS = OptionSpec.integer("time-ms", "MS", 1, Integer.MAX_VALUE,
                "clock per side per game").defaultsTo(10_000);
        static final OptionSpec<Integer> DEPTH = OptionSpec.integer("depth", "PLIES", 0, 60,
                "fixed depth instead of a clock (0: the clock)").defaultsTo(0);
        static final OptionSpec<Integer> A_SELECTIVITY = selectivity("a");
        static final OptionSpec<Integer> B_SELECTIVITY = selectivity("b");
        static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.withHelp("search threads per engine")
                .defaultsTo(1);
        /** 48: each engine 24, a 16 MB midgame table and an 8 MB solver table. */
        static final OptionSpec<Integer> HASH = SharedOptions.HASH.withHelp(
                "memory for the tables of both engines together, in MB (each engine half)").defaultsTo(48);
        static final OptionSpec<Integer> PROBE_MS = OptionSpec.integer("probe-ms", "MS", 0, Integer.MAX_VALUE,
                "instead of games, measure the depth engine A reaches in MS per position (0: play games)")
                .defaultsTo(0);

        Matches() {
            super("selfplay", "", List.of(OPENINGS, FIRST, GAMES, TIME_MS, DEPTH, A_SELECTIVITY, B_SELECTIVITY,
                    THREADS, HASH, PROBE_MS));
        }

        private static OptionSpec<Integer> selectivity(String engine) {
            return OptionSpec.integer(engine + "-selectivity", "P", 0, 100, "engine " + engine.toUpperCase(Locale.ROOT)
                    + " selectivity percent").defaultsTo(ProbCut.percent(Engine.DEFAULT_SELECTIVITY));
        }

        @Override
        String syntax() {
            return "magpie selfplay --openings FILE [OPTIONS]";
        }

        @Override
        int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
            if (!args.has(OPENINGS)) {
                throw args.error("--openings is required");
            }
            Path file = args.get(OPENINGS);
            List<String> openings = new ArrayList<>();
            for (String line : InputFiles.readLines(file, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    openings.add(line.trim());
                }
            }
            if (args.get(FIRST) > Math.max(1, openings.size())) {
                throw args.error("--first must be between 1 and " + Math.max(1, openings.size()) + ": "
                        + args.get(FIRST));
            }
            return play(openings, file, args, out);
        }
    }

    private static int play(List<String> openings, Path file, Arguments args, PrintStream out) {
        int first = args.get(Matches.FIRST) - 1;
        int games = args.get(Matches.GAMES);
        int timeMs = args.get(Matches.TIME_MS);
        int depth = args.get(Matches.DEPTH);
        int selA = args.get(Matches.A_SELECTIVITY);
        int selB = args.get(Matches.B_SELECTIVITY);
        int threads = args.get(Matches.THREADS);
        int hashMb = Math.max(1, args.get(Matches.HASH) / 2);
        Engine a = engine(hashMb, threads, selA);
        if (args.get(Matches.PROBE_MS) > 0) {
            probe(a, openings, first, games, args.get(Matches.PROBE_MS), file, out);
            return 0;
        }
        Engine b = engine(hashMb, threads, selB);
        double points = 0;
        int[] timeLosses = new int[2];
        double[] depthSum = new double[2];
        int[] moveCount = new int[2];
        int wins = 0;
        int draws = 0;
        int losses = 0;
        // the first exact solve of each engine in each game: its empties, and whether a won position then was lost
        double[] solveEmptiesSum = new double[2];
        int[] solveCount = new int[2];
        int[] wonThenLost = new int[2];
        for (int g = 0; g < games; g++) {
            String opening = openings.get((first + g / 2) % openings.size());
            boolean aIsBlack = g % 2 == 0;
            Board board = TuneCommand.playOpening(opening, file);
            Engine black = aIsBlack ? a : b;
            Engine white = aIsBlack ? b : a;
            black.newGame();
            white.newGame();
            long[] clock = {timeMs, timeMs};
            int timeLoser = -1;
            String lossNote = "";
            int[] solvedAt = {-1, -1};
            boolean[] solvedWin = new boolean[2];
            while (!board.isGameOver()) {
                int side = board.blackToMove() ? 0 : 1;
                Engine mover = side == 0 ? black : white;
                mover.setBoard(board);
                Limits limits = depth > 0 ? Limits.none().withDepth(depth) : Limits.none().withClock(clock[side], 0, 0)
                        .withGameClockMs(timeMs);
                long start = System.nanoTime();
                SearchInfo info = mover.go(limits, SearchListener.NONE);
                long usedMs = (System.nanoTime() - start) / 1_000_000;
                clock[side] -= usedMs;
                int engineIndex = (side == 0) == aIsBlack ? 0 : 1;
                depthSum[engineIndex] += info.depth();
                moveCount[engineIndex]++;
                if (info.exact() && !info.fromBook() && solvedAt[engineIndex] < 0 && !board.mustPass()) {
                    solvedAt[engineIndex] = board.emptyCount();
                    solvedWin[engineIndex] = info.scoreDiscs() > 0;
                }
                if (depth == 0 && clock[side] < 0) {
                    timeLoser = engineIndex;
                    lossNote = String.format(Locale.ROOT, " at %d empties, the move took %d ms of %d", board.emptyCount(),
                            usedMs, clock[side] + usedMs);
                    timeLosses[engineIndex]++;
                    break;
                }
                board = board.play(info.move());
            }
            int aDiscs;
            if (timeLoser >= 0) {
                aDiscs = timeLoser == 0 ? -64 : 64;
            } else {
                int blackScore = board.finalScoreForBlack();
                aDiscs = aIsBlack ? blackScore : -blackScore;
            }
            for (int e = 0; e < 2; e++) {
                if (solvedAt[e] >= 0) {
                    solveEmptiesSum[e] += solvedAt[e];
                    solveCount[e]++;
                    if (solvedWin[e] && (e == 0 ? aDiscs <= 0 : aDiscs >= 0)) {
                        wonThenLost[e]++;
                    }
                }
            }
            if (aDiscs > 0) {
                wins++;
                points += 1;
            } else if (aDiscs == 0) {
                draws++;
                points += 0.5;
            } else {
                losses++;
            }
            out.printf(Locale.ROOT, "game %d opening %s A=%s result A %+d%s clocks %d %d solved at A %d B %d%n", g + 1,
                    opening, aIsBlack ? "black" : "white", aDiscs, timeLoser >= 0 ? " (time" + lossNote + ")" : "",
                    clock[0], clock[1], solvedAt[0], solvedAt[1]);
            out.flush();
        }
        out.printf(Locale.ROOT, "A (%d%%) vs B (%d%%): +%d =%d -%d, %.1f%% of the points in %d games%n", selA, selB,
                wins, draws, losses, 100.0 * points / games, games);
        out.printf(Locale.ROOT, "Time losses: A %d, B %d%n", timeLosses[0], timeLosses[1]);
        out.printf(Locale.ROOT, "Average depth: A %.2f, B %.2f%n", depthSum[0] / Math.max(1, moveCount[0]),
                depthSum[1] / Math.max(1, moveCount[1]));
        out.printf(Locale.ROOT, "First exact solve at (average empties): A %.1f in %d games, B %.1f in %d games;"
                + " solved wins not won: A %d, B %d%n", solveEmptiesSum[0] / Math.max(1, solveCount[0]), solveCount[0],
                solveEmptiesSum[1] / Math.max(1, solveCount[1]), solveCount[1], wonThenLost[0], wonThenLost[1]);
        return 0;
    }

    private static Engine engine(int hashMb, int threads, int selectivity) {
        Engine e = new Engine();
        e.setHashMb(hashMb);
        e.setThreads(threads);
        e.setSelectivityPercent(selectivity);
        return e;
    }

    private static void probe(Engine engine, List<String> openings, int first, int count, int ms, Path file,
            PrintStream out) {
        double depthSum = 0;
        long nodes = 0;
        long elapsed = 0;
        for (int i = 0; i < count; i++) {
            String opening = openings.get((first + i) % openings.size());
            engine.setBoard(TuneCommand.playOpening(opening, file));
            engine.clearHash();
            SearchInfo info = engine.go(Limits.none().withMoveTimeMs(ms), SearchListener.NONE);
            depthSum += info.depth();
            nodes += info.nodes();
            elapsed += info.elapsedMs();
            out.printf(Locale.ROOT, "%s depth %d@%d%% %s %+.2f nodes %d ms %d%n", opening, info.depth(),
                    info.selectivityPercent(), Square.name(info.move()), info.scoreDiscs(), info.nodes(), info.elapsedMs());
        }
        out.printf(Locale.ROOT, "Average depth: %.2f over %d positions, %d ms each, %d thread(s)%n", depthSum / count,
                count, ms, engine.threads());
        out.printf(Locale.ROOT, "Nodes/second: %d%n", elapsed > 0 ? nodes * 1000 / elapsed : nodes);
    }
}
