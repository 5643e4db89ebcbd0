package io.magpie.eval;

/**
 * The evaluation of a {@link HiddenLayer} model: its linear part through a {@link PatternEvaluator}
 * (whose incremental feature stack the layer reads too), plus the layer. Same contract as
 * {@link PatternEvaluator}: 1/100 disc, strictly inside ±{@code Score.MAX_EVAL}, no allocation on the
 * hot path, one instance per search thread.
 */
public final class HiddenEvaluator implements Evaluator {
    private final HiddenLayer model;
    private final PatternEvaluator linear;
    private final int stages;
    private final float[] acc;
    private final int[] scratch = new int[Patterns.INSTANCES];

    public HiddenEvaluator(HiddenLayer model) {
        this.model = model;
        this.linear = new PatternEvaluator(model.linear());
        this.stages = model.stages();
        this.acc = new float[model.dims()];
    }

    public HiddenLayer model() {
        return model;
    }

    @Override
    public HiddenEvaluator forThread() {
        return new HiddenEvaluator(model);
    }

    @Override
    public void reset(long player, long opponent) {
        linear.reset(player, opponent);
    }

    @Override
    public void push(int move, long flipped) {
        linear.push(move, flipped);
    }

    @Override
    public void pushPass() {
        linear.pushPass();
    }

    @Override
    public void pop() {
        linear.pop();
    }

    @Override
    public int evaluate(long player, long opponent) {
        int stage = Weights.stageOf(64 - Long.bitCount(player | opponent), stages);
        if (linear.isTop(player, opponent)) {
            return combine(linear.stackFeatures(), linear.topOffset(), linear.aToMoveAtTop(), stage);
        }
        return evaluateFromScratch(player, opponent);
    }

    /** The evaluation computed from scratch, ignoring the stack: the reference for the incremental one. */
    public int evaluateFromScratch(long player, long opponent) {
        int stage = Weights.stageOf(64 - Long.bitCount(player | opponent), stages);
        PatternEvaluator.computeExpanded(player, opponent, scratch);
        return combine(scratch, 0, true, stage);
    }

    private int combine(int[] f, int from, boolean aToMove, int stage) {
        int s = linear.linearSum(f, from, aToMove, stage)
                + Math.round(model.evaluate(f, from, aToMove, stage, acc) * PatternEvaluator.UNITS_PER_DISC);
        int max = PatternEvaluator.MAX_EVAL;
        return s > max ? max : s < -max ? -max : s;
    }
}
