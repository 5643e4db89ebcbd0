package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.eval.Evaluators;
import io.magpie.eval.PatternEvaluator;
import io.magpie.eval.Patterns;
import io.magpie.eval.SimpleEvaluator;
import io.magpie.eval.Score;
import io.magpie.eval.Weights;
import io.magpie.format.BoardText;
import io.magpie.format.FormatException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code magpie eval "BOARD SIDE" [--detail] [--eval NAME] [--weights FILE]}: the static
 * evaluation of a position in discs for the side to move, first on the output line; with
 * {@code --detail}, each pattern instance's contribution and the stage bias.
 */
final class EvalCommand implements Command {
    static final String SYNTAX = "magpie eval \"BOARD SIDE\" [--detail] [--eval pattern|ordering|simple|FILE.mpw] [--weights FILE]";

    @Override
    public String name() {
        return "eval";
    }

    @Override
    public String summary() {
        return "static evaluation of a position, in discs for the side to move";
    }

    static Options options() {
        Options o = new Options();
        o.addOption(CommandLines.flag("detail", "print each pattern's contribution"));
        o.addOption(CommandLines.value("eval", "NAME",
                "evaluation: pattern (trained, default), ordering (the solver's weights), simple (hand-made)"
                        + " or a weights file (.mpw), as for the other commands"));
        o.addOption(CommandLines.value("weights", "FILE",
                "pattern weights file (default: the weights inside the jar)"));
        o.addOption(CommandLines.help());
        return o;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options o = options();
        // a board may start with '-' (an empty a1): take it out before the option parser sees it
        java.util.List<String> positional = new java.util.ArrayList<>();
        java.util.List<String> rest = new java.util.ArrayList<>();
        for (String a : args) {
            (a.length() >= 64 && a.matches("[-XxOo*0.]{20}.*") ? positional : rest).add(a);
        }
        CommandLine cl = CommandLines.parseOrHelp(o, rest.toArray(new String[0]), SYNTAX, out);
        if (cl == null) {
            return 0;
        }
        positional.addAll(cl.getArgList());
        if (positional.size() != 1) {
            throw new UsageException("needs one position in quotes: 64 squares and the side to move",
                    CommandLines.usage(o, SYNTAX));
        }
        Board board;
        try {
            board = BoardText.parse(positional.get(0));
        } catch (FormatException e) {
            throw new UsageException("position: " + e.getMessage(), CommandLines.usage(o, SYNTAX));
        }
        String kind = cl.getOptionValue("eval", "pattern");
        if (kind.equals("simple")) {
            if (cl.hasOption("detail") || cl.hasOption("weights")) {
                throw new UsageException("--detail and --weights are for --eval pattern", CommandLines.usage(o, SYNTAX));
            }
            int score = new SimpleEvaluator().evaluate(board.player(), board.opponent());
            out.printf(Locale.ROOT, "%.2f %s to move, %d empties, simple evaluation%n", score / (double) Score.DISC,
                    board.blackToMove() ? "black" : "white", board.emptyCount());
            return 0;
        }
        if (cl.hasOption("weights") && !kind.equals("pattern")) {
            throw new UsageException("--weights is for --eval pattern", CommandLines.usage(o, SYNTAX));
        }
        Weights weights = cl.hasOption("weights") ? Weights.load(Path.of(cl.getOptionValue("weights")))
                : Evaluators.weightsByName(kind);
        if (weights == null) {
            throw new UsageException("--eval must be pattern, ordering, simple or a weights file (.mpw): " + kind,
                    CommandLines.usage(o, SYNTAX));
        }
        PatternEvaluator eval = new PatternEvaluator(weights);
        long player = board.player();
        long opponent = board.opponent();
        int score = eval.evaluateFromScratch(player, opponent);
        int empties = board.emptyCount();
        out.printf(Locale.ROOT, "%.2f %s to move, %d empties, stage %d of %d%n",
                score / (double) PatternEvaluator.UNITS_PER_DISC, board.blackToMove() ? "black" : "white", empties,
                weights.stageOf(empties), weights.stages());
        if (cl.hasOption("detail")) {
            int[] parts = new int[Patterns.INSTANCES];
            int bias = eval.contributions(player, opponent, parts);
            double unit = weights.unitsPerDisc();
            double[] perShape = new double[Patterns.SHAPES];
            for (int i = 0; i < Patterns.INSTANCES; i++) {
                perShape[Patterns.shapeOf(i)] += parts[i] / unit;
                out.printf(Locale.ROOT, "  %-10s %-30s %+7.2f%n", Patterns.shapeName(Patterns.shapeOf(i)),
                        Patterns.instanceSquares(i), parts[i] / unit);
            }
            out.println("per shape:");
            for (int t = 0; t < Patterns.SHAPES; t++) {
                out.printf(Locale.ROOT, "  %-10s %+7.2f%n", Patterns.shapeName(t), perShape[t]);
            }
            out.printf(Locale.ROOT, "  %-10s %+7.2f%n", "bias", bias / unit);
        }
        return 0;
    }
}
