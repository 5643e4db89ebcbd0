#!/usr/bin/env python3
"""Wins, draws and losses in GGF game records written by `magpie match -o FILE` (or any GGF with
PB, PW and RE), for a match still running or resumed over several sessions: per record, the first
game's black engine against the other, its score and Elo with a 95 % interval (from the spread
of the game scores), and the mean disc result.  Usage: bench/match-score.py FILE.ggf [...]"""
import math
import re
import sys


def elo(p):
    p = min(max(p, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / p - 1)


def main(paths):
    for path in paths:
        with open(path, encoding='utf-8') as f:
            records = [line for line in f if line.startswith('(;')]
        scores, discs = [], []
        first = other = None
        for g in records:
            tags = dict(re.findall(r'(PB|PW|RE)\[([^\]]*)\]', g))
            result = re.match(r'[-+]?[0-9.]+', tags.get('RE', ''))
            if not result:
                continue
            if first is None:
                first, other = tags['PB'], tags['PW']
            d = float(result.group(0)) * (1 if tags['PB'] == first else -1)
            discs.append(d)
            scores.append(1.0 if d > 0 else 0.5 if d == 0 else 0.0)
        n = len(scores)
        if n == 0:
            print(f'{path}: no finished games')
            continue
        w, l = scores.count(1.0), scores.count(0.0)
        p = sum(scores) / n
        sd = math.sqrt(sum((s - p) ** 2 for s in scores) / max(1, n - 1))
        margin = 1.96 * sd / math.sqrt(n)
        low, high = elo(p - margin), elo(p + margin)
        print(f'{path}: {first} against {other}, {n} games: +{w} ={n - w - l} -{l}, {100 * p:.1f} %, '
              f'Elo {elo(p):+.0f} ({low:+.0f} .. {high:+.0f}), mean {sum(discs) / n:+.2f} discs')


if __name__ == '__main__':
    main(sys.argv[1:])
