#!/usr/bin/env bash
# What the time manager is worth (issue 46): the Othello time plan against the same engine with
#   - the default depth 12 capping the clock, as every search did before the time manager ("d12"),
#   - the clock split evenly among the moves left, `--time-plan 1` ("flat"),
# 60 s a side, XOT openings (the part of ../shared/positions/xot-large.txt after its first 8,000
# lines), colours swapped, over GTP, the two matches side by side (two games at once in all).
# Resumable: run it again and each match plays only the games its record lacks. The records go to
# bench/clock/*.ggf (kept: they take hours to make); the engines' logs, from which
# bench/solve-onset.py reads the onset of exact solving, to $LOGS (default /tmp/magpie-clock-logs).
# Usage: bench/clock-strength.sh [GAMES]   (default 400 a match; needs target/magpie.jar;
#        TC=SECONDS for another clock, OUT=DIR for the records elsewhere, ONLY=d12 or ONLY=flat to
#        play that match alone, two of its games at once, so that it finishes sooner)
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-400}
tc=${TC:-60}
out=${OUT:-bench/clock}
logs=${LOGS:-/tmp/magpie-clock-logs}
. bench/record-engine.sh
mkdir -p "$out" "$logs"/plan-d12 "$logs"/d12 "$logs"/plan-flat "$logs"/flat
openings="$logs/xot-tail.txt"
measurement_openings "$openings"
jar=$(record_engine_jar "$out/engine-commit.txt")
engine="java -XX:+UseParallelGC -Xss16m --add-modules jdk.incubator.vector -jar $jar gtp"

only=${ONLY:-}
[ -z "$only" ] || [ "$only" = d12 ] || [ "$only" = flat ] || { echo "ONLY is d12 or flat" >&2; exit 1; }
at_once=$([ -n "$only" ] && echo 2 || echo 1)

match() { # NAME OTHER-FLAGS SEED
    java -jar "$jar" match -q --resume -n "$games" -j "$at_once" --openings "$openings" --seed "$3" \
        -e "name=plan,proto=gtp,cmd=$engine --log $logs/plan-$1/gtp-%p.log,tc=$tc" \
        -e "name=$1,proto=gtp,cmd=$engine $2 --log $logs/$1/gtp-%p.log,tc=$tc" \
        -o "$out/plan-vs-$1.ggf"
}

[ "$only" = flat ] || match d12 "--depth 12" 21 > "$logs/d12.out" 2>&1 &
[ "$only" = d12 ] || match flat "--time-plan 1" 22 > "$logs/flat.out" 2>&1 &
trap 'kill $(jobs -p) 2>/dev/null' INT TERM
wait
for name in ${only:-d12 flat}; do cat "$logs/$name.out"; done
