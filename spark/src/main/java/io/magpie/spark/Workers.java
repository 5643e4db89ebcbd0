package io.magpie.spark;

import io.magpie.endgame.Solver;
import io.magpie.engine.Engine;
import io.magpie.eval.Evaluators;

/**
 * The solver and the engine of each executor thread, made on first use and kept for the next
 * partitions that thread runs: the hash tables are allocated once per thread, not per position or
 * per partition. A thread keeps one of each; other settings replace it.
 */
final class Workers {
    private static final ThreadLocal<Held<Solver>> SOLVER = new ThreadLocal<>();
    private static final ThreadLocal<Held<Engine>> ENGINE = new ThreadLocal<>();

    private record Held<T>(String key, T value) {}

    private Workers() {}

    /** A one-thread solver with this table size and move-ordering evaluation ("none": mobility only). */
    static Solver solver(int hashMb, String orderEval) {
        String key = hashMb + "/" + orderEval;
        Held<Solver> held = SOLVER.get();
        if (held == null || !held.key().equals(key)) {
            if (held != null) {
                held.value().close();
            }
            Solver solver = new Solver(hashMb, 1);
            solver.setOrderingEvaluator(orderEval.equalsIgnoreCase("none") ? null : Evaluators.byName(orderEval));
            held = new Held<>(key, solver);
            SOLVER.set(held);
        }
        return held.value();
    }

    /** A one-thread engine with this table size and evaluation (null: the engine's default). */
    static Engine engine(int hashMb, String eval) {
        String key = hashMb + "/" + eval;
        Held<Engine> held = ENGINE.get();
        if (held == null || !held.key().equals(key)) {
            Engine engine = new Engine();
            engine.setThreads(1);
            engine.setHashMb(hashMb);
            if (eval != null) {
                engine.setEvaluator(Evaluators.byName(eval).forThread());
            }
            held = new Held<>(key, engine);
            ENGINE.set(held);
        }
        return held.value();
    }
}
