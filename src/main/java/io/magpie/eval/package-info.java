/**
 * Static evaluation behind one interface, {@link io.magpie.eval.Evaluator}: side-relative
 * bitboards in, an estimate of the final disc differential in {@link io.magpie.eval.Score} units
 * out. {@link io.magpie.eval.SimpleEvaluator} is the hand-made one; a trained pattern evaluation
 * implements the same interface and may use its incremental hooks.
 */
package io.magpie.eval;
