#!/usr/bin/env bash
# What the second core is worth in play (issue 50, item 5): Magpie with `--threads 2` against
# Magpie with one thread at equal wall time, the same game clock each (default 10 s a side, sudden
# death), over GTP, XOT openings (the part of ../shared/positions/xot-large.txt after its first
# 8,000 lines, which the training data never uses), colours swapped, one game at a time so that
# each engine has the machine to itself while it thinks (neither ponders).
# Resumable: run it again and it plays only the games its record lacks. The record goes to
# bench/threads/two-vs-one-TC.ggf, with the engine's commit beside it (a later run plays with that
# commit's engine, built beside the project, once the sources have moved on).
# Usage: bench/threads-strength.sh [GAMES]   (default 200; needs target/magpie.jar; TC=SECONDS)
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-200}
tc=${TC:-10}
out=bench/threads
. bench/record-engine.sh
mkdir -p "$out"
openings=$(mktemp)
trap 'rm -f "$openings"' EXIT
measurement_openings "$openings"
record="$out/two-vs-one-$tc.ggf"
jar=$(record_engine_jar "$out/engine-commit-$tc.txt")
engine="java -XX:+UseParallelGC -Xss16m --add-modules jdk.incubator.vector -jar $jar gtp"
java -jar "$jar" match --resume -n "$games" -j 1 --openings "$openings" --seed 61 \
    -e "name=two,proto=gtp,cmd=$engine --threads 2,tc=$tc" \
    -e "name=one,proto=gtp,cmd=$engine --threads 1,tc=$tc" \
    -o "$record"
