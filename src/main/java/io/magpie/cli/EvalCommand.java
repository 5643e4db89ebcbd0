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
import java.util.List;

/**
 * {@code magpie eval "BOARD SIDE" [--detail] [--eval NAME] [--weights FILE]}: the static
 * evaluation of a position in discs for the side to move, first on the output line; with
 * {@code --detail}, each pattern instance's contribution and the stage bias.
 */
final class EvalCommand extends DeclaredCommand {
    static final OptionSpec<Boolean> DETAIL = OptionSpec.flag("detail", "print each pattern's contribution");
    static final OptionSpec<String> EVAL = SharedOptions.EVAL.withHelp(
            "evaluation: pattern (trained), ordering (the solver's weights), simple (hand-made) or a weights file "
                    + "(.mpw), as for the other commands").defaultsTo("pattern");
    static final OptionSpec<Path> WEIGHTS = OptionSpec.path("weights", "FILE", "pattern weights file")
            .defaultsTo(null, "the weights inside the jar");

    EvalCommand() {
        super("eval", "static evaluation of a position, in discs for the side to move", "\"BOARD SIDE\"",
                List.of(DETAIL, EVAL, WEIGHTS));
    }

    @Override
    boolean takesBoardOperands() {
        return true; // a board may start with '-' (an empty a1)
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        if (args.operands().size() != 1) {
            throw args.error("needs one position in quotes: 64 squares and the side to move");
        }
        Board board;
        try {
            board = BoardText.parse(args.operands().get(0));
        } catch (FormatException e) {
            throw args.error("position: " + e.getMessage());
        }
        String kind = args.get(EVAL);
        if (kind.equals("simple")) {
            if (args.get(DETAIL) || args.has(WEIGHTS)) {
                throw args.error("--detail and --weights are for --eval pattern");
            }
            int score = new SimpleEvaluator().evaluate(board.player(), board.opponent());
            out.printf(Locale.ROOT, "%.2f %s to move, %d empties, simple evaluation%n", score / (double) Score.DISC,
                    board.blackToMove() ? "black" : "white", board.emptyCount());
            return 0;
        }
        if (args.has(WEIGHTS) && !kind.equals("pattern")) {
            throw args.error("--weights is for --eval pattern");
        }
        Weights weights = args.has(WEIGHTS) ? Weights.load(args.get(WEIGHTS))
                : Evaluators.weightsByName(kind);
        if (weights == null) {
            throw args.error("--eval must be pattern, ordering, simple or a weights file (.mpw): " + kind);
        }
        PatternEvaluator eval = new PatternEvaluator(weights);
        long player = board.player();
        long opponent = board.opponent();
        int score = eval.evaluateFromScratch(player, opponent);
        int empties = board.emptyCount();
        out.printf(Locale.ROOT, "%.2f %s to move, %d empties, stage %d of %d%n",
                score / (double) PatternEvaluator.UNITS_PER_DISC, board.blackToMove() ? "black" : "white", empties,
                weights.stageOf(empties), weights.stages());
        if (args.get(DETAIL)) {
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
