#!/usr/bin/env python3
"""Where a match between two GTP engines is won: before or after the first exact solve.  For each
game of the records (`magpie match -o MATCH.ggf`) it finds the two engines' games in their logs
(`magpie gtp --log DIR/gtp-%p.log`, one folder per engine), takes the exact score of whichever
engine solved first (at the most empties), and compares it with the final score: the score at
the first solve is what the midgame earned, the change after it what the endgame lost or gained.
Scores are from engine A's side.
Usage: bench/solve-phase.py MATCH.ggf A_LOG_DIR B_LOG_DIR"""
import glob
import importlib.util
import os
import statistics
import sys

# the log reading of bench/solve-onset.py
_spec = importlib.util.spec_from_file_location(
    'solve_onset', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'solve-onset.py'))
solve_onset = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(solve_onset)


def log_games(folder):
    """(colour, moves, onset empties, onset score) of every game in a folder of logs."""
    found = []
    for path in sorted(glob.glob(os.path.join(folder, '*.log'))):
        found.extend(solve_onset.games(path))
    return found


def the_one(games, record):
    """The single game of a log that is the start of this record, or None."""
    matches = [g for g in games if len(g[1]) > 20 and record[:len(g[1])] == g[1]]
    return matches[0] if len(matches) == 1 else None


def wdl(scores):
    return f'{sum(s > 0 for s in scores)} won, {sum(s == 0 for s in scores)} drawn, {sum(s < 0 for s in scores)} lost'


def main(ggf, a_folder, b_folder):
    records = solve_onset.match_games([ggf])
    a_games, b_games = log_games(a_folder), log_games(b_folder)
    at_solve, final, first_a, unmatched = [], [], 0, 0
    for moves, black_result in records:
        a, b = the_one(a_games, moves), the_one(b_games, moves)
        if a is None or b is None or a[2] is None or b[2] is None:
            unmatched += 1
            continue
        # the engine that solved at more empties solved first; its score is for its own colour
        if a[2] >= b[2]:
            first_a += 1
            at_solve.append(a[3])
        else:
            at_solve.append(-b[3])
        final.append(black_result * a[0])
    if not final:
        sys.exit('no game found in both engines\' logs')
    n = len(final)
    print(f'{n} games ({unmatched} not found in both logs or without a solve); first to solve: A {first_a}, B {n - first_a}')
    print(f'A at the first solve: {statistics.mean(at_solve):+.2f} discs a game; {wdl(at_solve)}')
    print(f'A at the end:         {statistics.mean(final):+.2f} discs a game; {wdl(final)}')
    print(f'after the first solve A gained {statistics.mean(f - s for f, s in zip(final, at_solve)):+.2f} discs a game')


if __name__ == '__main__':
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
