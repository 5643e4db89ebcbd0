package io.magpie.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.TestData;
import io.magpie.board.Board;
import io.magpie.board.Game;
import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.Transcript;
import io.magpie.protocol.CommandLoop;
import io.magpie.protocol.NBoardProtocol;
import io.magpie.protocol.Options;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The analysis of 20 real games (WTH_2015.wtb, src/test/resources/games/wthor-2015-first20.txt)
 * checked two ways: every exact row against a separate exact solve, at {@code --exact-from} 20 as
 * {@code magpie analyze} runs by default; and every row against NBoard's {@code analyze} on the
 * same settings (depth D, exact from D empties, as NBoard's depth D is exact there), position by
 * position.
 */
@Tag("slow")
class WthorAnalysisCheckTest {
    static final String RESOURCE = "games/wthor-2015-first20.txt";
    private static final int SELECTIVITY = 73;

    static List<Game> games() throws IOException {
        List<Game> games = new ArrayList<>();
        for (String line : Files.readAllLines(TestData.path(RESOURCE))) {
            if (!line.startsWith("#") && !line.isBlank()) {
                games.add(Transcript.parse(line.split(" ")[3]));
            }
        }
        return games;
    }

    private static Engine engine() {
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setHashMb(16);
        engine.setSelectivityPercent(SELECTIVITY);
        return engine;
    }

    private static GameAnalysis analyse(Game game, int depth, int exactFrom) {
        return new GameAnalyzer(engine(), null, new GameAnalyzer.Settings(depth, exactFrom, 0))
                .analyze(game, GameAnalyzer.Progress.NONE);
    }

    @Test
    void everyExactValueEqualsTheSolversFromTwentyEmpties() throws IOException {
        int exactFrom = 20;
        List<Game> games = games();
        assertEquals(20, games.size());
        int rows = 0;
        int values = 0;
        Solver solver = new Solver(32, 1);
        for (int g = 0; g < games.size(); g++) {
            GameAnalysis analysis = analyse(games.get(g), 4, exactFrom);
            assertEquals(60, analysis.rows().size());
            for (MoveAnalysis row : analysis.rows()) {
                String where = "game " + (g + 1) + " move " + row.number();
                assertEquals(row.empties() <= exactFrom, row.method().exact(), where);
                if (!row.method().exact()) {
                    continue;
                }
                rows++;
                Board before = analysis.game().boardAt(row.ply());
                // delta 0: equal values, a draw's -0.0 and 0.0 alike
                assertEquals(solver.solve(before.player(), before.opponent()).score(), row.bestValue(), 0, where);
                assertEquals(GameAnalyzerTest.valueOfMove(solver, before, row.played()), row.playedValue(), 0, where);
                values += 2;
                for (int best : row.bestMoves()) {
                    assertEquals(row.bestValue(), GameAnalyzerTest.valueOfMove(solver, before, best), 0, where + " best");
                    values++;
                }
            }
        }
        solver.close();
        assertEquals(20 * exactFrom, rows);
        System.out.printf(Locale.ROOT, "WthorAnalysisCheckTest: %d exact rows of 20 games, %d values equal the "
                + "solver's%n", rows, values);
    }

    /**
     * Exact positions: the same value. Searched positions: the same search (depth D at the same
     * selectivity, one thread) from different hash-table contents, since analyze also searches the
     * positions after the moves; a value a disc or two apart is the midgame noise, a blunder's
     * worth would be a defect. Where the game's move was not the best, analyze rates the best move
     * from the position after it, one ply shallower, not from the root as NBoard does.
     */
    @Test
    void everyValueAgreesWithNBoardAnalyzeOnTheSameSettings() throws Exception {
        int depth = 12; // NBoard's "set depth 12" solves exactly from 12 empties: analyze --exact-from 12
        int exact = 0;
        int[] searched = new int[2]; // [0]: the game's move was the best, [1]: it was not
        int[] equal = new int[2];
        double[] totalDifference = new double[2];
        double[] largest = new double[2];
        List<Game> games = games();
        for (int g = 0; g < games.size(); g++) {
            GameAnalysis analysis = analyse(games.get(g), depth, depth);
            Map<Integer, Double> nboard = nboardAnalyze(games.get(g), depth);
            for (MoveAnalysis row : analysis.rows()) {
                String where = "game " + (g + 1) + " move " + row.number();
                Double theirs = nboard.get(row.ply());
                assertTrue(theirs != null, where + ": no analysis line for ply " + row.ply());
                double ours = Math.round(row.bestValue() * 100) / 100.0;
                if (row.method().exact()) {
                    exact++;
                    assertEquals(theirs, ours, 0, where + " (exact)");
                    continue;
                }
                int kind = row.bestMoves().contains(row.played()) ? 0 : 1;
                double difference = Math.abs(ours - theirs);
                searched[kind]++;
                equal[kind] += difference == 0 ? 1 : 0;
                totalDifference[kind] += difference;
                largest[kind] = Math.max(largest[kind], difference);
                assertTrue(difference < GameAnalysis.BLUNDER_DISCS,
                        where + ": analyze " + ours + ", NBoard " + theirs + " (searched)");
            }
        }
        String[] kinds = {"the game's move best", "another move best"};
        System.out.printf(Locale.ROOT, "WthorAnalysisCheckTest: depth %d: %d exact positions, all equal NBoard's%n",
                depth, exact);
        for (int k = 0; k < 2; k++) {
            System.out.printf(Locale.ROOT, "WthorAnalysisCheckTest: searched, %s: %d positions, %d equal, mean "
                    + "difference %.3f, largest %.2f discs%n", kinds[k], searched[k], equal[k],
                    totalDifference[k] / Math.max(1, searched[k]), largest[k]);
        }
        assertEquals(20 * depth, exact);
        assertEquals(20 * (60 - depth), searched[0] + searched[1]);
        // equal but for the hash table's influence (measured: 910 of 960 equal, mean difference 0.05)
        int all = searched[0] + searched[1];
        assertTrue(equal[0] + equal[1] >= 0.9 * all, (equal[0] + equal[1]) + " of " + all + " equal");
        double mean = (totalDifference[0] + totalDifference[1]) / all;
        assertTrue(mean < 0.25, "mean difference " + mean);
    }

    /** NBoard's {@code analyze} of the game at {@code set depth}: the value of each position by ply. */
    static Map<Integer, Double> nboardAnalyze(Game game, int depth) throws Exception {
        PipedWriter keyboard = new PipedWriter();
        BufferedReader in = new BufferedReader(new PipedReader(keyboard, 1 << 16));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Options options = new Options();
        options.set(Options.THREADS, "1");
        options.set(Options.HASH_MB, "16");
        options.set(Options.SELECTIVITY, Integer.toString(SELECTIVITY));
        Engine engine = engine();
        CommandLoop loop = new CommandLoop(engine, options, in, out, new PrintStream(new ByteArrayOutputStream()),
                null, "test");
        Thread session = new Thread(() -> loop.run(new NBoardProtocol(loop)), "nboard-session");
        session.start();
        GgfGame record = GgfGame.of(game, Map.of());
        keyboard.write("nboard 2\nset depth " + depth + "\nset game " + Ggf.format(record) + "\nanalyze\n");
        keyboard.flush();
        // wait for the start's value (analysed last) before quitting: quit would stop the analysis
        while (!bytes.toString(StandardCharsets.UTF_8).contains("\nanalysis 0 ")) {
            Thread.sleep(20);
            assertTrue(session.isAlive(), "the session ended:\n" + bytes.toString(StandardCharsets.UTF_8));
        }
        keyboard.write("quit\n");
        keyboard.flush();
        session.join();
        Map<Integer, Double> values = new HashMap<>();
        Matcher m = Pattern.compile("(?m)^analysis (\\d+) (-?[0-9.]+)$").matcher(bytes.toString(StandardCharsets.UTF_8));
        while (m.find()) {
            values.put(Integer.parseInt(m.group(1)), Double.parseDouble(m.group(2)));
        }
        assertEquals(game.moves().size() + 1, values.size(), bytes.toString(StandardCharsets.UTF_8));
        return values;
    }
}
