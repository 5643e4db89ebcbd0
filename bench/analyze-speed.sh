#!/usr/bin/env bash
# Times `magpie analyze` with its defaults (depth, exact from 20 empties, the shipped book, all
# processors) on 20 WTHOR games that last 60 moves, one process per game, and prints each game's
# wall and CPU time (user + system) and the medians, with the load average before and after.
#
# Usage: bench/analyze-speed.sh [--games N] [--file WTB] [-- ANALYZE-OPTIONS...]
#   --games N  how many games (default 20): the first N of the file with 60 moves
#   --file WTB a WTHOR file (default ../shared/games/wthor/WTH_2015.wtb)
#   after --, options passed on to every `magpie analyze` (e.g. -- --threads 1)
# Start-up is included: each game is one `magpie analyze FILE --game K`, as a user runs it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games=20
file="$root/../shared/games/wthor/WTH_2015.wtb"
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    --file) file="$2"; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "analyze-speed.sh: unknown argument: $1" >&2; exit 2 ;;
  esac
done
if [ ! -r "$file" ]; then
  echo "analyze-speed.sh: cannot read $file" >&2
  exit 2
fi
"$root/magpie" --version > /dev/null # builds the jar first, outside the timing

# A WTHOR record is 68 bytes after a 16-byte header; its 60th move byte (offset 8 + 59) is 0 when
# the game ended early.
count=$(od -An -tu4 -j4 -N4 "$file" | tr -d ' ')
picked=()
for ((k = 1; k <= count && ${#picked[@]} < games; k++)); do
  last=$(od -An -tu1 -j $((16 + 68 * (k - 1) + 8 + 59)) -N1 "$file" | tr -d ' ')
  [ "$last" != 0 ] && picked+=("$k")
done
if [ "${#picked[@]}" -lt "$games" ]; then
  echo "analyze-speed.sh: only ${#picked[@]} games of 60 moves in $file" >&2
  exit 2
fi

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "# magpie analyze $(basename "$file") --game K ${extra[*]:-} (defaults otherwise); $(nproc) processors"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%6s %8s %8s\n' game wall_s cpu_s
for k in "${picked[@]}"; do
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$root/magpie" analyze "$file" --game "$k" "${extra[@]}" \
    > "$work/out.txt" 2> "$work/err.txt" || { cat "$work/err.txt" >&2; exit 1; }
  read -r wall user sys < <(tail -n 1 "$work/time")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  printf '%6s %8s %8s\n' "$k" "$wall" "$cpu"
  echo "$wall" >> "$work/walls"
  echo "$cpu" >> "$work/cpus"
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "median wall $(median < "$work/walls") s, median CPU $(median < "$work/cpus") s over ${#picked[@]} games"
