package io.magpie.spark;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.cli.Arguments;
import io.magpie.cli.OptionSpec;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * {@code magpie-spark selfplay}: N games of the engine against itself, game g from opening
 * {@code g mod (number of openings)}, moves by a fixed-depth search (fresh tables each game, so a
 * game is the same on any partition), then from {@code --solve-empties} on perfect play by the
 * solver: every game's final score is exact from there. One TSV row a game (see spark/README.md).
 */
final class SelfPlayJob implements Job {
    static final String HEADER = "game\topening\tmoves\tsolved_from\tscore_black\tnodes\tseconds";
    private static final String EXT = "tsv";

    @Override
    public String name() {
        return "selfplay";
    }

    @Override
    public String summary() {
        return "games of the engine against itself from varied openings, solved exactly at the end";
    }

    @Override
    public String syntax() {
        return "magpie-spark selfplay --openings FILE [--games N] [--depth D] [--solve-empties E] [--hash MB] --out DIR";
    }

    static final OptionSpec<Path> OPENINGS = OptionSpec.path("openings", "FILE",
            "openings, one move sequence a line (e.g. f5d6c3d3)");
    static final OptionSpec<Integer> GAMES = OptionSpec.integer("games", "N", 1, Integer.MAX_VALUE, "games")
            .defaultsTo(100);
    static final OptionSpec<Integer> DEPTH = OptionSpec.integer("depth", "D", 1, 30,
            "search depth of each move before the solve").defaultsTo(8);
    static final OptionSpec<Integer> SOLVE_EMPTIES = OptionSpec.integer("solve-empties", "E", 0, 30,
            "solve exactly from E empties on").defaultsTo(18);
    /** 96: the engine's tables of 64 and 32 MB, as before --hash counted them together; the solver's 64. */
    static final OptionSpec<Integer> HASH = OptionSpec.integer("hash", "MB", 1, 65536,
            "memory for each executor thread's engine tables, all together (its solver keeps a table of that size)")
            .defaultsTo(96);

    @Override
    public List<OptionSpec<?>> options() {
        return List.of(OPENINGS, GAMES, DEPTH, SOLVE_EMPTIES, HASH);
    }

    record Settings(List<String> openings, int depth, int solveEmpties, int hashMb) implements Serializable {}

    @Override
    public Run prepare(Arguments args) throws Exception {
        if (!args.has(OPENINGS)) {
            throw args.error("--openings FILE is required");
        }
        int games = args.get(GAMES);
        int depth = args.get(DEPTH);
        int solveEmpties = args.get(SOLVE_EMPTIES);
        int hash = args.get(HASH);
        Path file = args.get(OPENINGS);
        List<String> openings = new ArrayList<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException(file + ": cannot read the openings: " + e.getMessage(), e);
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("%")) {
                continue;
            }
            if (opening(line) == null) {
                System.err.println(file + ":" + (i + 1) + ": not a legal move sequence from the start: " + line);
                continue;
            }
            openings.add(line);
        }
        if (openings.isEmpty()) {
            throw new IOException(file + ": no usable opening");
        }
        Settings settings = new Settings(List.copyOf(openings), depth, solveEmpties, hash);
        return (spark, context) -> run(spark, games, settings, context);
    }

    /** Games a partition by default: a few minutes of work at depth 8. */
    static final int DEFAULT_CHUNK = 8;

    @Override
    public String chunkHelp() {
        return "games a partition (default " + DEFAULT_CHUNK + ")";
    }

    /** The position after a move sequence, or null if it is not legal from the start. */
    static Board opening(String moves) {
        Board b = Board.start();
        if (moves.length() % 2 != 0) {
            return null;
        }
        for (int i = 0; i < moves.length(); i += 2) {
            int sq = Square.tryParse(moves.substring(i, i + 2));
            if (sq < 0 || !b.isLegal(sq)) {
                return null;
            }
            b = b.play(sq);
        }
        return b;
    }

    private static int run(SparkSession spark, int games, Settings s, Job.Context c) throws IOException {
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        OutputDir out = c.out();
        int chunk = c.count(DEFAULT_CHUNK);
        String description = String.format(Locale.ROOT, "magpie-spark selfplay\ngames: %d\ndepth=%d"
                + " solve-empties=%d hash=%d openings=%d (hash %08x)%n", games, s.depth(), s.solveEmpties(),
                s.hashMb(), s.openings().size(), s.openings().hashCode());
        List<int[]> ranges = new ArrayList<>();
        for (int first = 0; first < games; first += chunk) {
            ranges.add(new int[] {first, Math.min(games, first + chunk)});
        }
        Set<Integer> done = out.prepare(description, "by count, --chunk " + chunk + ": " + ranges.size()
                + " partitions", EXT, c.overwrite(), c.log());
        c.timing().mark("input");
        List<Work> ran = sc.parallelize(ranges, ranges.size()).mapPartitionsWithIndex((part, it) -> {
            if (done.contains(part) || !it.hasNext()) {
                return Collections.<Work>emptyIterator();
            }
            long taskStart = Work.cpuNow();
            int[] range = it.next();
            StringBuilder rows = new StringBuilder();
            long playing = 0;
            for (int g = range[0]; g < range[1]; g++) {
                long before = Work.cpuNow();
                String row = play(g, s);
                playing += Work.cpuNow() - before;
                rows.append(row).append('\n');
            }
            out.commit(part, EXT, rows.toString().getBytes(StandardCharsets.UTF_8), "");
            return List.of(new Work(range[1] - range[0], Work.cpuNow() - taskStart, playing)).iterator();
        }, true).collect();
        Work work = ran.stream().reduce(Work.NONE, Work::plus);
        c.timing().markWork("playing", "games", work);
        out.cleanUp();
        Merge.concat(out, EXT, Merge.utf8(HEADER + "\n"), new byte[0], "selfplay.tsv");
        StructType schema = new StructType().add("game", DataTypes.IntegerType).add("opening", DataTypes.StringType)
                .add("moves", DataTypes.StringType).add("solved_from", DataTypes.IntegerType)
                .add("score_black", DataTypes.IntegerType).add("nodes", DataTypes.LongType)
                .add("seconds", DataTypes.DoubleType);
        spark.read().schema(schema).option("sep", "\t").csv(Merge.partNames(out, EXT)).orderBy("game")
                .write().mode(SaveMode.Overwrite).parquet(out.path("parquet").toString());
        c.timing().mark("merge and Parquet");
        c.log().printf(Locale.ROOT, "magpie-spark: %d game(s) played in this run, %d partition(s) skipped as finished;"
                + " output in %s%n", work.items(), done.size(), out.root());
        return 0;
    }

    /** Plays game {@code g}; returns its row. */
    static String play(int g, Settings s) {
        long start = System.nanoTime();
        String opening = s.openings().get(g % s.openings().size());
        Board board = opening(opening);
        Engine engine = Workers.engine(s.hashMb(), null);
        engine.newGame();
        engine.clearHash(); // a game must not depend on the games played before it on this thread
        StringBuilder moves = new StringBuilder(opening);
        long nodes = 0;
        int solvedFrom = -1;
        Integer predicted = null; // the solver's score for black where it took over
        Solver solver = null;
        while (!board.isGameOver()) {
            if (board.mustPass()) {
                board = board.pass();
                continue;
            }
            int move;
            if (board.emptyCount() <= s.solveEmpties()) {
                if (solver == null) {
                    solver = Workers.solver(s.hashMb(), "ordering");
                    solver.clearHash();
                    solvedFrom = board.emptyCount();
                }
                SolveResult r = solver.solve(board.player(), board.opponent());
                nodes += r.nodes();
                if (predicted == null) {
                    predicted = board.blackToMove() ? r.score() : -r.score();
                }
                move = r.bestMove();
            } else {
                engine.setBoard(board);
                SearchInfo info = engine.go(Limits.none().withDepth(s.depth()), SearchListener.NONE);
                nodes += info.nodes();
                move = info.move();
            }
            moves.append(Square.name(move));
            board = board.play(move);
        }
        int score = board.finalScoreForBlack();
        if (predicted != null && predicted != score) {
            throw new IllegalStateException("game " + g + ": the solver said " + predicted + " for black but perfect"
                    + " play ended " + score);
        }
        return String.format(Locale.ROOT, "%d\t%s\t%s\t%d\t%d\t%d\t%.3f", g + 1, opening, moves, solvedFrom, score,
                nodes, (System.nanoTime() - start) / 1e9);
    }
}
