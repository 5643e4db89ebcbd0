package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.endgame.SolveResult;
import io.magpie.endgame.Solver;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Evaluators;
import io.magpie.format.ObfFile;
import io.magpie.format.ObfProblem;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@code magpie solve FILE... | --position "BOARD SIDE"}: exact endgame scores, best moves and
 * principal variations, one row per position as it is solved, then a total row. Annotated files
 * (OBF {@code MOVE:SCORE;}) are checked: a mismatch is marked and makes the exit status 1. A
 * malformed line is reported as {@code FILE:LINE: reason} and skipped; the exit status is then 2.
 * Ctrl-C or a closed output pipe stops the search; the rows so far and a partial total are printed.
 */
public final class SolveCommand extends DeclaredCommand {
    /**
     * A larger table costs time: each probe is a random memory access, and a table far beyond the
     * caches misses more often. FFO #40-#44 + #48, one thread, about the same nodes from 16 MB to
     * 512 MB (250.3 M at 64, 249.7 M at 512) but 23.5 s at 64 MB against 28.0 s at 512 (medians of
     * 3); #54: 6.35 G nodes at 64 MB, 6.19 G at 512. 128 MB keeps the big positions' trees.
     */
    static final OptionSpec<Integer> HASH = SharedOptions.HASH.withHelp(
            "memory for the solver's table, in MB (each thread also keeps a 1 MB table of its own)").defaultsTo(128);
    static final OptionSpec<Integer> THREADS = SharedOptions.THREADS.defaultsTo(SharedOptions.ALL_PROCESSORS);
    static final OptionSpec<Board> POSITION = SharedOptions.POSITION.withHelp(
            "solve this position: 64 squares (X O -) and the side to move");
    static final OptionSpec<Boolean> WLD = OptionSpec.flag("wld", "win/loss/draw only (faster)");
    static final OptionSpec<Integer> ALPHA = OptionSpec.integer("alpha", "A", -64, 64,
            "lower end of the search window").defaultsTo(-64);
    static final OptionSpec<Integer> BETA = OptionSpec.integer("beta", "B", -64, 64,
            "upper end of the search window").defaultsTo(64);
    static final OptionSpec<Long> NODES = OptionSpec.longInteger("nodes", "N", 1, Long.MAX_VALUE,
            "give up a position after N nodes");
    static final OptionSpec<Double> TIME = OptionSpec.seconds("time", Double.MAX_VALUE,
            "give up a position after this many seconds");
    static final OptionSpec<String> ORDER_EVAL = OptionSpec.text("order-eval", "NAME",
            "evaluation that orders moves from 14 empties on: ordering (the jar's ordering weights), pattern (the "
                    + "playing weights), simple, a weights file (.mpw), or none (mobility only)").defaultsTo("ordering");
    static final OptionSpec<Boolean> TSV = OptionSpec.flag("tsv",
            "tab-separated rows for scripts: index empties score move nodes seconds pv");

    public SolveCommand() {
        super("solve", "exact endgame solver for positions and OBF/FFO problem files",
                "FILE... | --position \"BOARD SIDE\"",
                List.of(POSITION, WLD, ALPHA, BETA, HASH, THREADS, NODES, TIME, ORDER_EVAL, TSV));
    }

    /** A position to solve, with where it came from and what the file says about it. */
    private record Task(String source, Board board, ObfProblem problem) {}

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        boolean wld = args.get(WLD);
        int alpha = args.get(ALPHA);
        int beta = args.get(BETA);
        if (wld && (args.has(ALPHA) || args.has(BETA))) {
            throw args.error("--wld and --alpha/--beta exclude each other");
        }
        if (alpha >= beta) {
            throw args.error("--alpha must be below --beta: " + alpha + " >= " + beta);
        }
        long maxNodes = args.has(NODES) ? args.get(NODES) : 0;
        long maxMillis = args.has(TIME) ? Math.round(args.get(TIME) * 1000) : 0;
        boolean tsv = args.get(TSV);
        Evaluator orderingEval;
        String orderEvalName = args.get(ORDER_EVAL);
        try {
            orderingEval = orderEvalName.equalsIgnoreCase("none") ? null : Evaluators.byName(orderEvalName);
        } catch (IllegalArgumentException e) {
            throw args.error("--order-eval: " + e.getMessage());
        }
        if (wld) {
            alpha = -1;
            beta = 1;
        } else {
            // The window is inclusive for the user (scores in [A, B] are exact); the search's is open.
            alpha = alpha == -64 ? Solver.FULL_ALPHA : alpha - 1;
            beta = beta == 64 ? Solver.FULL_BETA : beta + 1;
        }

        // Gather the positions; malformed input is reported and skipped.
        List<Task> tasks = new ArrayList<>();
        int status = 0;
        if (args.has(POSITION)) {
            tasks.add(new Task("--position", args.get(POSITION), null));
        }
        for (String file : args.operands()) {
            ObfFile obf;
            try {
                obf = ObfFile.read(Path.of(file));
            } catch (IOException | RuntimeException e) {
                String why = describe(e);
                err.println(why.startsWith(file) ? why : file + ": cannot read: " + why);
                status = 1; // a bad file, as in every command (2 is a bad command line)
                continue;
            }
            for (String error : obf.errors()) {
                err.println(error);
                status = 1;
            }
            for (ObfFile.Entry entry : obf.problems()) {
                tasks.add(new Task(file + ":" + entry.line(), entry.problem().board(), entry.problem()));
            }
        }
        if (tasks.isEmpty() && status == 0) {
            throw args.error("nothing to solve: give FILE... or --position");
        }

        Solver solver = new Solver(args.get(HASH), args.get(THREADS));
        solver.setOrderingEvaluator(orderingEval);
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            solver.control().stop();
            try {
                finished.await(5, TimeUnit.SECONDS); // let the rows and the partial total reach the output
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "magpie-solve-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            int solveStatus = solveAll(tasks, solver, alpha, beta, wld, maxNodes, maxMillis, tsv, out, err);
            return Math.max(status, solveStatus);
        } finally {
            solver.close();
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // Shutting down already (Ctrl-C): the hook is running.
            }
        }
    }

    private static int solveAll(List<Task> tasks, Solver solver, int alpha, int beta, boolean wld, long maxNodes,
            long maxMillis, boolean tsv, PrintStream out, PrintStream err) {
        boolean progress = System.console() != null;
        if (tsv) {
            out.println("index\tempties\tscore\tmove\tnodes\tseconds\tpv");
        } else {
            out.println("   #  empties  score  move  check         nodes      time     nodes/s  pv");
        }
        out.flush();
        long totalNodes = 0;
        long totalNanos = 0;
        int solved = 0;
        int mismatches = 0;
        boolean interrupted = false;
        List<String> mismatchNotes = new ArrayList<>();
        for (int i = 0; i < tasks.size(); i++) {
            Task task = tasks.get(i);
            if (progress) {
                err.print(progressLine(i, tasks.size(), totalNanos));
                err.flush();
            }
            Board board = task.board();
            SolveResult result = solver.solve(board.player(), board.opponent(), alpha, beta, maxNodes, maxMillis);
            if (progress) {
                err.print("\r\033[K");
                err.flush();
            }
            if (!result.complete() && solver.control().stopped() && maxNodes == 0 && maxMillis == 0) {
                interrupted = true; // Ctrl-C: no row for the unfinished position
                break;
            }
            totalNodes += result.nodes();
            totalNanos += result.elapsedNanos();
            String check = "-";
            if (result.complete()) {
                solved++;
                String problem = check(task.problem(), result, wld);
                if (problem != null) {
                    check = "BAD";
                    mismatches++;
                    mismatchNotes.add(task.source() + ": " + problem);
                } else if (task.problem() != null && task.problem().bestScore().isPresent()) {
                    check = "ok";
                }
            } else {
                check = "limit";
            }
            out.println(tsv ? tsvRow(i + 1, result, wld) : row(i + 1, result, wld, check));
            out.flush();
            if (out.checkError()) {
                err.println("magpie solve: output closed; stopped");
                return 1;
            }
        }
        int count = interrupted ? solved : tasks.size();
        double seconds = totalNanos / 1e9;
        long nps = totalNanos > 0 ? Math.round(totalNodes / seconds) : 0;
        String partial = interrupted ? " (interrupted: partial)" : "";
        if (tsv) {
            out.printf(Locale.ROOT, "total\t\t\t\t%d\t%.3f\t%s%n", totalNodes, seconds, partial.trim());
        } else {
            out.printf(Locale.ROOT, "total %d position%s, %d nodes, %.3f s, %d nodes/s%s%n", count, count == 1 ? "" : "s",
                    totalNodes, seconds, nps, partial);
            for (String note : mismatchNotes) {
                out.println("mismatch: " + note);
            }
        }
        out.flush();
        if (interrupted) {
            err.println("magpie solve: interrupted");
            return 1;
        }
        return mismatches > 0 ? 1 : 0;
    }

    /** Null when the result agrees with the file's answers (or it has none), else what differs. */
    private static String check(ObfProblem problem, SolveResult result, boolean wld) {
        if (problem == null || problem.bestScore().isEmpty()) {
            return null;
        }
        int expected = problem.bestScore().getAsInt();
        int score = result.score();
        if (wld) {
            if (Integer.signum(expected) != Integer.signum(score)) {
                return "expected " + wldName(expected) + ", got " + wldName(score);
            }
        } else if (result.isExact()) {
            if (score != expected) {
                return "expected score " + signed(expected) + ", got " + signed(score);
            }
        } else if (score <= result.alpha() ? expected > result.alpha() : expected < result.beta()) {
            return "expected score " + signed(expected) + ", got bound " + bound(result);
        }
        // The move: among the annotated moves of the best score (or, for WLD, of the same outcome).
        if (!result.isExact() && !wld) {
            return null;
        }
        boolean annotated = false;
        List<String> good = new ArrayList<>();
        for (ObfProblem.MoveScore ms : problem.moveScores()) {
            if (ms.move() == Square.NONE) {
                continue;
            }
            annotated = true;
            boolean ok = wld ? Integer.signum(ms.score()) == Integer.signum(expected) : ms.score() == expected;
            if (ok) {
                if (ms.move() == result.bestMove()) {
                    return null;
                }
                good.add(Square.name(ms.move()));
            }
        }
        if (!annotated) {
            return null;
        }
        return "best move " + moveName(result.bestMove()) + " is not among " + String.join(" ", good);
    }

    private static String row(int index, SolveResult r, boolean wld, String check) {
        String score = !r.complete() ? "?" : wld ? wldName(r.score()) : r.isExact() ? signed(r.score()) : bound(r);
        double seconds = r.seconds();
        long nps = seconds > 0 ? Math.round(r.nodes() / seconds) : 0;
        return String.format(Locale.ROOT, "%4d  %7d  %5s  %-4s  %-5s  %12d  %8.3f  %10d  %s", index, r.nEmpties(), score,
                r.complete() ? moveName(r.bestMove()) : "?", check, r.nodes(), seconds, nps, r.pvText());
    }

    private static String tsvRow(int index, SolveResult r, boolean wld) {
        String score = !r.complete() ? "?" : wld ? Integer.toString(Integer.signum(r.score())) : Integer.toString(r.score());
        return String.format(Locale.ROOT, "%d\t%d\t%s\t%s\t%d\t%.3f\t%s", index, r.nEmpties(), score,
                r.complete() ? moveName(r.bestMove()) : "?", r.nodes(), r.seconds(), r.pvText());
    }

    private static String progressLine(int done, int total, long nanos) {
        double elapsed = nanos / 1e9;
        String left = done == 0 ? "?" : String.format(Locale.ROOT, "%.0f s", elapsed / done * (total - done));
        return String.format(Locale.ROOT, "\rsolving %d/%d, %.1f s so far, about %s left", done + 1, total, elapsed, left);
    }

    private static String moveName(int move) {
        return move == Square.PASS ? "pass" : Square.name(move);
    }

    private static String signed(int score) {
        return score > 0 ? "+" + score : Integer.toString(score);
    }

    private static String wldName(int score) {
        return score > 0 ? "win" : score < 0 ? "loss" : "draw";
    }

    /** A fail-soft result outside the window, shown as the bound it proves. */
    private static String bound(SolveResult r) {
        return r.score() <= r.alpha() ? "<=" + signed(r.score()) : ">=" + signed(r.score());
    }

    private static String describe(Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message;
    }
}
