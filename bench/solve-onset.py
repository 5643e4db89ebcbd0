#!/usr/bin/env python3
"""The onset of exact solving in games played over GTP, read from the engines' logs (`magpie gtp
--log DIR/gtp-%p.log`, one file per engine process): for each game (from one clear_board to the
next), the empties at the engine's first exact solve and its score there, and the game's final
score for the engine's colour, from the match's records (`magpie match -o FILE.ggf`): the log's moves
are the start of one record's.  Reports the mean and median onset, how many games never solved, and how many games
that were won at the onset ended lost or drawn (the goal: none).
Usage: bench/solve-onset.py MATCH.ggf [...] LOG [...]"""
import re
import statistics
import sys

LINE = re.compile(r'^\S+ ([<>!]) ?(.*)$')
EXACT = re.compile(r'^genmove ([bw]): (\w+), exact at (\d+) empties, ([+-][\d.]+) discs')
GGF_MOVE = re.compile(r'\b([BW])\[([A-Ha-h][1-8])')


def match_games(paths):
    """(moves, black's final score) of every game in the match records."""
    found = []
    for path in paths:
        with open(path, encoding='utf-8') as f:
            for line in f:
                if line.startswith('(;'):
                    result = re.search(r'RE\[([+-]?[\d.]+)', line)
                    if result:
                        moves = [m.upper() for _, m in GGF_MOVE.findall(line)]
                        found.append((moves, float(result.group(1))))
    return found


def games(path):
    """Yields (colour, moves, onset empties or None, onset score) per game in one log."""
    moves, colour, onset, waiting = None, None, None, None

    def finish():
        if moves is not None and colour is not None:
            return (colour, moves, onset[0] if onset else None, onset[1] if onset else None)
        return None

    with open(path, encoding='utf-8', errors='replace') as f:
        for raw in f:
            m = LINE.match(raw.rstrip('\n'))
            if not m:
                continue
            kind, text = m.groups()
            words = text.split()
            if kind == '<' and words and words[0] == 'clear_board':
                done = finish()
                if done:
                    yield done
                moves, colour, onset, waiting = [], None, None, None
            elif moves is None:
                continue
            elif kind == '<' and len(words) == 3 and words[0] == 'play':
                if words[2].lower() != 'pass':
                    moves.append(words[2].upper())
            elif kind == '<' and len(words) == 2 and words[0] == 'genmove':
                waiting = 1 if words[1].lower().startswith('b') else -1
                colour = waiting
            elif kind == '>' and waiting is not None and text.startswith('= '):
                if text[2:].strip().lower() != 'pass':
                    moves.append(text[2:].strip().upper())
                waiting = None
            elif kind == '!' and onset is None:
                e = EXACT.match(text)
                if e:
                    onset = (int(e.group(3)), float(e.group(4)))
    done = finish()
    if done:
        yield done


def main(ggf_paths, log_paths):
    records = match_games(ggf_paths)
    onsets, never, won, won_lost, won_drawn, count, unmatched = [], 0, 0, 0, 0, 0, 0
    for path in log_paths:
        for colour, moves, empties, score in games(path):
            # the engine never hears the moves after its last one: its game is a prefix of a record
            results = {result for record, result in records if record[:len(moves)] == moves}
            if len(results) != 1:
                unmatched += 1
                continue
            final = results.pop() * colour
            count += 1
            if empties is None:
                never += 1
                continue
            onsets.append(empties)
            if score > 0:
                won += 1
                won_lost += final < 0
                won_drawn += final == 0
    print(f'{count} games (one engine\'s side each), {len(onsets)} with an exact solve, {never} without; '
          f'{unmatched} not found in the records')
    if onsets:
        print(f'first exact solve at {statistics.mean(onsets):.1f} empties on average, median '
              f'{statistics.median(onsets)}, range {min(onsets)}-{max(onsets)}')
        print(f'won at the first solve: {won}; of those lost {won_lost}, drawn {won_drawn}')


if __name__ == '__main__':
    ggfs = [a for a in sys.argv[1:] if a.endswith('.ggf')]
    logs = [a for a in sys.argv[1:] if not a.endswith('.ggf')]
    if not ggfs or not logs:
        sys.exit(__doc__)
    main(ggfs, logs)
