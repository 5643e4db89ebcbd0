#!/usr/bin/env python3
"""Clock use in GGF game records written by `magpie match -o FILE` (or any GGF with a clock, TI or
TB/TW, and move times): for each engine with a clock, the share of its clock used per game (median, smallest), the smallest
time left after any move and at a game's end, the longest single move, the largest overrun (a
move's time beyond what was on its clock; 0 when none), and the games that ended with a comment
(CO[], e.g. a loss on time), counting those lost on time; and for every engine, with a clock or
not (an engine at a fixed depth), where its time went: its mean seconds per game, and per game by
empties at the move.  Usage: bench/clock-use.py FILE.ggf [...]"""
import re
import statistics
import sys


PHASES = [48, 36, 24, 12, 0]
PHASE_LABELS = ['48+', '36-47', '24-35', '12-23', '0-11']


def seconds(t):
    """GGF time [[[d.]h:]m:]s; the main part of main/increment/grace."""
    total = 0.0
    for field in t.split(':'):
        total = total * 60 + (float(field) if field else 0.0)
    return total


def clock_of(text):
    """(main, increment) in seconds of a GGF clock main[/increment[/grace]], or None."""
    if not text:
        return None
    parts = text.split('/')
    return seconds(parts[0]), seconds(parts[1]) if len(parts) > 1 and parts[1] else 0.0


def games(paths):
    for path in paths:
        with open(path, encoding='utf-8') as f:
            for line in f:
                if line.startswith('(;'):
                    yield line


def main(paths):
    used = {}
    least_left = {}
    least_at_end = {}
    overrun = {}
    longest = {}
    notes = []
    count = 0
    by_phase = {}
    per_game = {}
    for g in games(paths):
        tags = dict(re.findall(r'(TI|TB|TW|PB|PW|CO|BO)\[([^\]]*)\]', g))
        clocks = {c: clock_of(tags.get(side, tags.get('TI'))) for c, side in (('B', 'TB'), ('W', 'TW'))}
        if any(clocks.values()):
            count += 1
        spent = {'B': 0.0, 'W': 0.0}
        moves = {'B': 0, 'W': 0}
        empties = tags.get('BO', '-' * 60).count('-')
        for colour, mli in re.findall(r'\b([BW])\[([^\]]*)\]', g):
            items = mli.split('/')
            t = seconds(items[2]) if len(items) > 2 and items[2] else 0.0
            spent[colour] += t
            moves[colour] += 1
            name = tags['PB' if colour == 'B' else 'PW']
            phase = by_phase.setdefault(name, [0.0] * len(PHASES))
            phase[next(i for i, low in enumerate(PHASES) if empties >= low)] += t
            if items[0].upper() != 'PA':
                empties -= 1
            longest[name] = max(longest.get(name, 0.0), t)
            if clocks[colour] is None:
                continue
            main_s, inc_s = clocks[colour]
            before = main_s + inc_s * (moves[colour] - 1) - (spent[colour] - t)
            overrun[name] = max(overrun.get(name, 0.0), t - before)
            left = main_s + inc_s * moves[colour] - spent[colour]
            least_left[name] = min(least_left.get(name, 1e18), left)
        for colour in 'BW':
            name = tags['PB' if colour == 'B' else 'PW']
            per_game.setdefault(name, []).append(spent[colour])
            if clocks[colour] is None:
                continue
            main_s, inc_s = clocks[colour]
            clock = main_s + inc_s * moves[colour]
            used.setdefault(name, []).append(100 * spent[colour] / clock)
            least_at_end[name] = min(least_at_end.get(name, 1e18), clock - spent[colour])
        if 'CO' in tags:
            notes.append(tags['CO'])
    timeouts = sum(1 for n in notes if 'timeout' in n)
    print(f'{count} games with a clock, {timeouts} lost on time')
    for name in sorted(used):
        u = used[name]
        print(f'{name}: clock used median {statistics.median(u):.1f} %, smallest {min(u):.1f} %, largest {max(u):.1f} %;'
              f' least time left after a move {least_left[name]:.3f} s, at a game\'s end {least_at_end[name]:.3f} s;'
              f' longest move {longest[name]:.3f} s; largest overrun {max(0.0, overrun[name]):.3f} s')
    for name in sorted(by_phase):
        games_played = per_game[name]
        phases = [t / len(games_played) for t in by_phase[name]]
        print(f'{name}: {statistics.mean(games_played):.3f} s a game (median {statistics.median(games_played):.3f});'
              ' seconds per game by empties at the move: '
              + ', '.join(f'{label} {t:.1f}' for label, t in zip(PHASE_LABELS, phases)))
    for n in notes:
        print('note:', n)


if __name__ == '__main__':
    main(sys.argv[1:])
