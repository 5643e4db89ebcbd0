/**
 * The embedding API: what another JVM program needs to use Magpie as a library, in plain types
 * (moves as "f5" or "pass", positions as 64 squares and a side to move). {@link
 * io.magpie.api.Magpie} is the entry point; README.md, "Embedding", has an example.
 *
 * <p>It sits beside the protocols, above the engine, and adds no behaviour of its own: a search is
 * {@link io.magpie.engine.Engine#go}, a solve is {@link io.magpie.endgame.Solver#solve}.
 */
package io.magpie.api;
