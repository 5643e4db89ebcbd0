#!/usr/bin/env bash
# Solves the FFO endgame suite #40-#59 with `magpie solve` and appends the per-position table and
# the totals, with date, commit, JDK and CPU, to bench/RESULTS.md.
#
# Usage: bench/ffo.sh [--threads N] [--hash MB] [--first K] [--file OBF]
#   --threads N  search threads (default 1)
#   --hash MB    hash table size (default 128, as `magpie solve`)
#   --first K    only the first K positions (10 = FFO #40-#49)
#   --file OBF   another problem file (default ../shared/positions/fforum-40-59.obf)
# The whole process is timed as well (start-up included): see the "wall" line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
threads=1
hash=128
first=0
file="$root/../shared/positions/fforum-40-59.obf"
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) threads="$2"; shift 2 ;;
    --hash) hash="$2"; shift 2 ;;
    --first) first="$2"; shift 2 ;;
    --file) file="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "ffo.sh: unknown argument: $1" >&2; exit 2 ;;
  esac
done
if [ ! -r "$file" ]; then
  echo "ffo.sh: cannot read $file" >&2
  exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
problems="$work/problems.obf"
if [ "$first" -gt 0 ]; then
  grep -v '^[[:space:]]*\(%\|#\|$\)' "$file" | head -n "$first" > "$problems"
else
  cp "$file" "$problems"
fi
"$root/magpie" --version > /dev/null # builds the jar first, outside the timing
start=$(date +%s.%N)
status=0
"$root/magpie" solve --threads "$threads" --hash "$hash" "$problems" > "$work/out.txt" || status=$?
end=$(date +%s.%N)
wall=$(echo "$end - $start" | bc)
cat "$work/out.txt"
cpu="$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
jdk="$(java -version 2>&1 | head -n 1)"
commit="$(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet || echo '+dirty')"
{
  echo
  echo "## FFO endgame: $(basename "$file")$( [ "$first" -gt 0 ] && echo ", first $first" ), $threads thread(s), hash $hash MB"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), commit $commit, $jdk, $cpu ($(nproc) processors)."
  echo "Whole process (start-up included): $(printf '%.1f' "$wall") s wall; exit status $status."
  echo
  echo '```'
  cat "$work/out.txt"
  echo '```'
} >> "$root/bench/RESULTS.md"
echo "appended to bench/RESULTS.md (whole process $(printf '%.1f' "$wall") s)"
exit "$status"
