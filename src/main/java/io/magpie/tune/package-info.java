/**
 * The training pipeline of the pattern evaluation ({@code magpie tune positions|label|fit|test}),
 * cold code that the engine never loads on its hot path. Game records (WTHOR, GGF) become
 * labelled positions in an append-only binary file ({@link io.magpie.tune.PositionFile}); labels
 * are disc differentials for the side to move, marked by how they were found (game result,
 * record's perfect-play score, exact solve); splits into training and validation are by game
 * number, so no game is on both sides. See tuning/FORMAT.md and tuning/RESULTS.md.
 */
package io.magpie.tune;
