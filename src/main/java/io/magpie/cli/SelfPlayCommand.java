package io.magpie.cli;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie selfplay}: matches between two engine settings (A and B) from a list of openings,
 * each opening played twice with colours swapped, on game clocks kept by this harness (the wall
 * time of each search is charged to the mover; a clock below zero is a loss on time). With
 * {@code --probe-ms} it instead searches each opening position for that time and reports the
 * average depth and speed. With {@code --archive DIR} it is the data factory instead
 * ({@link SelfPlayArchiveMode}).
 */
public final class SelfPlayCommand implements Command {
    private static final String SYNTAX = "magpie selfplay --openings FILE [--games N] [--time-ms MS | --depth D]"
            + " [--a-selectivity P] [--b-selectivity P] [--threads N] [--hash MB] [--probe-ms MS]\n"
            + "       magpie selfplay --archive DIR [--games N] [--depth D] [--solve-empties E] [--threads N] [--xot FILE]"
            + " [--random-plies MIN-MAX] [--book FILE | --no-book] [--book-random DISCS] [--seed S] [--chunk-games N]"
            + " [--chunk-seconds T]";

    @Override
    public String name() {
        return "selfplay";
    }

    @Override
    public String summary() {
        return "play engine settings against each other from openings, or measure depth per time";
    }

    private static Options options() {
        Options o = new Options();
        o.addOption(CommandLines.value("openings", "FILE",
                "openings, one move sequence per line (e.g. f5d6c3d3)"));
        o.addOption(CommandLines.value("first", "K", "first opening, 1-based (default 1)"));
        o.addOption(CommandLines.value("games", "N", "games, two per opening (default 20); with --archive: games to add (default: until stopped)"));
        o.addOption(CommandLines.value("time-ms", "MS", "clock per side per game (default 10000)"));
        o.addOption(CommandLines.value("depth", "D", "fixed depth instead of a clock (with --archive: default 8)"));
        o.addOption(CommandLines.value("a-selectivity", "P", "engine A selectivity percent"));
        o.addOption(CommandLines.value("b-selectivity", "P", "engine B selectivity percent"));
        o.addOption(CommandLines.value("threads", "N", "search threads per engine (default 1); with --archive: games played at once (default: all processors)"));
        o.addOption(CommandLines.value("hash", "MB", "table size per engine (default 16)"));
        o.addOption(CommandLines.value("probe-ms", "MS", "measure depth reached in MS per position"));
        SelfPlayArchiveMode.addOptions(o);
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
        if (cl.hasOption("archive")) {
            return SelfPlayArchiveMode.run(cl, options, SYNTAX, out, err);
        }
        if (!cl.hasOption("openings")) {
            throw new UsageException("--openings is required", CommandLines.usage(options, SYNTAX));
        }
        Path file = Path.of(cl.getOptionValue("openings"));
        List<String> openings = new ArrayList<>();
        for (String line : InputFiles.readLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                openings.add(line.trim());
            }
        }
        int first = CommandLines.intValue(cl, "first", 1, 1, Math.max(1, openings.size()), options, SYNTAX) - 1;
        int games = CommandLines.intValue(cl, "games", 20, 1, 1_000_000, options, SYNTAX);
        int timeMs = CommandLines.intValue(cl, "time-ms", 10_000, 1, Integer.MAX_VALUE, options, SYNTAX);
        int depth = CommandLines.intValue(cl, "depth", 0, 0, 60, options, SYNTAX);
        int selA = CommandLines.intValue(cl, "a-selectivity", percentDefault(), 0, 100, options, SYNTAX);
        int selB = CommandLines.intValue(cl, "b-selectivity", percentDefault(), 0, 100, options, SYNTAX);
        int threads = CommandLines.intValue(cl, "threads", 1, 1, 256, options, SYNTAX);
        int hashMb = CommandLines.intValue(cl, "hash", 16, 1, 65536, options, SYNTAX);
        int probeMs = CommandLines.intValue(cl, "probe-ms", 0, 0, Integer.MAX_VALUE, options, SYNTAX);
        Engine a = engine(hashMb, threads, selA);
        if (probeMs > 0) {
            probe(a, openings, first, games, probeMs, file, out);
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
                Limits limits = depth > 0 ? Limits.none().withDepth(depth) : Limits.none().withClock(clock[side], 0, 0);
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

    private static int percentDefault() {
        return new Engine().selectivityPercent();
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
