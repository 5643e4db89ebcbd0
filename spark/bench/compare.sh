#!/usr/bin/env bash
# Spark against the plain command on the same positions: magpie solve --tsv --threads 1 and 2,
# magpie-spark solve --master local[1] and local[2]. Times each run (wall, and CPU: user + system of
# the whole process), then checks that every run has every position's score and best move equal to
# those of magpie solve --threads 1. A run whose output is already in WORKDIR is not redone (so the
# runs can be spread over several calls); RUNS picks some (default: all four, then the check).
# Usage: spark/bench/compare.sh POSITIONS WORKDIR [plain1 plain2 spark1 spark2 check]
# Example: java -cp target/magpie.jar spark/bench/WthorPositions.java 10000 16 22 51 WTH_*.wtb > p.txt
#          nice -n 10 spark/bench/compare.sh p.txt /tmp/compare
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="$(dirname "$here")"
positions="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
work="$2"
shift 2
runs=("$@")
[ ${#runs[@]} -gt 0 ] || runs=(plain1 plain2 spark1 spark2 check)
mkdir -p "$work"
hash=128 # both sides: magpie solve's default, and magpie-spark's per executor thread

timed() { # NAME COMMAND...: runs it, output NAME.tsv, log NAME.log, "wall user sys" in NAME.time
  local name=$1
  shift
  if [ -s "$work/$name.time" ]; then
    echo "compare: $name done before: $(cat "$work/$name.time")" >&2
    return
  fi
  echo "compare: $name ..." >&2
  /usr/bin/time -f "%e %U %S" -o "$work/$name.time.tmp" "$@" > "$work/$name.out" 2> "$work/$name.log" || true
  mv "$work/$name.time.tmp" "$work/$name.time"
  echo "compare: $name: wall user sys = $(cat "$work/$name.time")" >&2
}

plain() {
  timed "plain$1" java -Xss16m --add-modules jdk.incubator.vector -jar "$root/target/magpie.jar" solve --tsv \
    --threads "$1" --hash $hash "$positions"
  cp "$work/plain$1.out" "$work/plain$1.tsv"
}

spark() {
  rm -rf "$work/spark$1.dir"
  timed "spark$1" "$here/magpie-spark" solve --master "local[$1]" --hash $hash --out "$work/spark$1.dir" "$positions"
  [ -f "$work/spark$1.dir/solve.tsv" ] && cp "$work/spark$1.dir/solve.tsv" "$work/spark$1.tsv"
  grep 'timing' "$work/spark$1.log" >&2 || true
}

# index, score, best move of each row (columns 1, 3, 4), header and total row left out.
answers() { grep -v '^\(index\|total\)' "$1" | cut -f1,3,4; }

check() {
  local n
  n=$(answers "$work/plain1.tsv" | wc -l)
  echo "compare: $n positions; magpie solve --threads 1 is the reference" >&2
  for run in plain2 spark1 spark2; do
    [ -f "$work/$run.tsv" ] || { echo "compare: $run: no output" >&2; continue; }
    local rows scores moves
    rows=$(answers "$work/$run.tsv" | wc -l)
    scores=$(join -t $'\t' <(answers "$work/plain1.tsv" | cut -f1,2 | sort) <(answers "$work/$run.tsv" | cut -f1,2 | sort) \
      | awk -F'\t' '$2 == $3' | wc -l)
    moves=$(join -t $'\t' <(answers "$work/plain1.tsv" | cut -f1,3 | sort) <(answers "$work/$run.tsv" | cut -f1,3 | sort) \
      | awk -F'\t' '$2 == $3' | wc -l)
    echo "compare: $run: $rows rows, scores equal $scores/$n, best moves equal $moves/$n" >&2
  done
  for pair in "plain1 spark1" "plain2 spark2" "spark1 spark2" "plain1 plain2"; do
    set -- $pair
    awk -v a="$1" -v b="$2" 'NR == FNR { w = $1; c = $2 + $3; next }
      { printf "compare: %s / %s: wall %.2f, CPU %.2f\n", b, a, $1 / w, ($2 + $3) / c }' \
      "$work/$1.time" "$work/$2.time" >&2
  done
}

for run in "${runs[@]}"; do
  case $run in
    plain1) plain 1 ;;
    plain2) plain 2 ;;
    spark1) spark 1 ;;
    spark2) spark 2 ;;
    check) check ;;
    *) echo "compare: unknown run $run" >&2; exit 64 ;;
  esac
done
