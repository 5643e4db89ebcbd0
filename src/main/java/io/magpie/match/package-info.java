/**
 * Engine-vs-engine matches: {@link io.magpie.match.MatchRunner} schedules games between engines
 * given as {@link io.magpie.match.EngineSpec}s, a {@link io.magpie.match.Referee} plays each game
 * between two {@link io.magpie.match.Player}s (an NBoard or GTP process, or Magpie's engine in
 * this JVM), and {@link io.magpie.match.Elo} and {@link io.magpie.match.Sprt} turn results into
 * ratings and decisions.
 *
 * <p>Conventions: results are from the first engine of a pairing ("A") unless named otherwise;
 * a game's score is black's disc differential with empties to the winner, and a forfeit counts
 * 64 for the side that did not fail. Elo is logistic; SPRT samples are game pairs (the same opening
 * with colours swapped). Times are measured by the referee and charged to the mover's clock; the
 * time an engine says it used is not trusted.
 */
package io.magpie.match;
