#!/usr/bin/env python3
"""Wins, draws and losses in GGF game records written by `magpie match -o FILE` (or any GGF with
PB, PW, RE and BO), for a match still running or resumed over several sessions, as `magpie match`
reports them at a match's end: the first game's black engine against the other, its score, and
Elo with the half-width of its 95 % interval from the pentanomial of the game pairs (the two games
of one opening, colours swapped; an unfinished pair counts only in W/D/L), and the mean disc
result.  Usage: bench/match-score.py FILE.ggf [...]"""
import math
import re
import sys

Z95 = 1.959963984540054


def elo(p):
    p = min(max(p, 1e-9), 1 - 1e-9)
    return -400 * math.log10(1 / p - 1)


def opening(record):
    """The start of a game: its board and the moves played before the clock (no time)."""
    board = re.search(r'BO\[([^\]]*)\]', record).group(1)
    untimed = []
    for move, time in re.findall(r'\b[BW]\[([A-Ha-h][1-8]|PA)(//[^\]]*)?\]', record):
        if time:
            break
        untimed.append(move)
    return board + ' ' + ''.join(untimed)


def main(paths):
    for path in paths:
        with open(path, encoding='utf-8') as f:
            records = [line for line in f if line.startswith('(;')]
        first = other = None
        scores, discs, by_opening = [], [], {}
        for g in records:
            tags = dict(re.findall(r'(PB|PW|RE)\[([^\]]*)\]', g))
            result = re.match(r'[-+]?[0-9.]+', tags.get('RE', ''))
            if not result:
                continue
            if first is None:
                first, other = tags['PB'], tags['PW']
            d = float(result.group(0)) * (1 if tags['PB'] == first else -1)
            s = 1.0 if d > 0 else 0.5 if d == 0 else 0.0
            discs.append(d)
            scores.append(s)
            by_opening.setdefault(opening(g), []).append(s)
        n = len(scores)
        if n == 0:
            print(f'{path}: no finished games')
            continue
        pairs = [sum(p[:2]) / 2 for p in by_opening.values() if len(p) >= 2]
        w, l = scores.count(1.0), scores.count(0.0)
        p = sum(scores) / n
        line = (f'{path}: {first} against {other}, {n} games: +{w} ={n - w - l} -{l}, {100 * p:.1f} %, '
                f'Elo {elo(p):+.0f}')
        if len(pairs) > 1:
            mean = sum(pairs) / len(pairs)
            half = Z95 * math.sqrt(sum((x - mean) ** 2 for x in pairs) / len(pairs) / len(pairs))
            line += f' ± {(elo(mean + half) - elo(mean - half)) / 2:.0f} ({len(pairs)} pairs)'
        print(line + f', mean {sum(discs) / n:+.2f} discs')


if __name__ == '__main__':
    main(sys.argv[1:])
