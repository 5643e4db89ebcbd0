#!/usr/bin/env bash
# Start-up time as a GUI sees it: from starting `magpie nboard` to its first `pong`, wall clock and
# CPU time to the exit that follows (user + system, the launcher script and its subprocesses
# included), median of N runs, beside the JVM's own floor: `java -version`, and the same with the
# vector module, which Magpie needs and which costs the JVM its archived module graph.
# With --go, the time to the answer of a first `go` (out of the book, depth 6) is measured too, and
# the CPU time then includes that search.
#
# Usage: bench/startup.sh [-n RUNS] [--base DIR] [--with VAR=VALUE]... [--java JAVA] [--go]
#   --base DIR        also measure DIR/magpie (another checkout, e.g. `git worktree add
#                     /tmp/startup-base main`), alternating run by run with this one, so that both
#                     see the same load
#   --with VAR=VALUE  also measure this checkout with VAR set, e.g. --with MAGPIE_JAVA=/usr/lib/jvm/
#                     temurin-25-jdk-amd64/bin/java (repeatable; --with VAR=A,VAR2=B sets both)
#   --java JAVA       the java of the floor (default: $MAGPIE_JAVA, else java on the PATH)
#   --go              also the time from start to the answer of a first go
# Each checkout is started once first (a build, a class-data archive), untimed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=11
base=""
variants=()
java="${MAGPIE_JAVA:-java}"
go=""
while [ $# -gt 0 ]; do
  case "$1" in
    -n) runs="$2"; shift 2 ;;
    --base) base="$(cd "$2" && pwd)"; shift 2 ;;
    --with) variants+=("$2"); shift 2 ;;
    --java) java="$2"; shift 2 ;;
    --go) go=1; shift ;;
    *) echo "usage: bench/startup.sh [-n RUNS] [--base DIR] [--with VAR=VALUE]... [--java JAVA] [--go]" >&2; exit 2 ;;
  esac
done

exec python3 - "$runs" "$java" "${go:-0}" "$here" ${base:+"$base"} -- ${variants[@]+"${variants[@]}"} <<'PY'
import os, statistics, subprocess, sys, time

runs, java, go = int(sys.argv[1]), sys.argv[2], sys.argv[3] == "1"
split = sys.argv.index("--")
checkouts = [(c, None) for c in sys.argv[4:split]]
checkouts += [(checkouts[0][0], dict(kv.split("=", 1) for kv in v.split(","))) for v in sys.argv[split + 1:]]

def to_pong(launcher, env=None):
    """
    Starts `launcher nboard`, sends `nboard 2` and `ping 1`; returns ms to `pong 1`, CPU ms to the
    exit after quit, and with --go the ms to the answer of a go sent after the pong.
    """
    start = time.perf_counter()
    p = subprocess.Popen([launcher, "nboard"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, env=dict(os.environ, **(env or {})))
    p.stdin.write(b"nboard 2\nping 1\n")
    p.stdin.flush()
    for line in p.stdout:
        if line.strip() == b"pong 1":
            break
    else:
        sys.exit(launcher + ": no pong")
    wall = (time.perf_counter() - start) * 1000
    to_move = None
    if go:
        p.stdin.write(b"set depth 6\nset game (;GM[Othello]TY[8]BO[8 ---------------------------O*------*O"
                      b"--------------------------- *]B[C4]W[E3]B[F4]W[C3]B[C2]W[B4]B[D6]W[B2]B[E2]W[C1];)\ngo\n")
        p.stdin.flush()
        for line in p.stdout:
            if line.startswith(b"=== "):
                break
        to_move = (time.perf_counter() - start) * 1000
    p.stdin.write(b"quit\n")
    p.stdin.close()
    p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = 0  # reaped here
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, to_move

def floor(*options):
    start = time.perf_counter()
    p = subprocess.Popen([java, *options, "-version"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(p.pid, 0)
    p.returncode = 0
    return (time.perf_counter() - start) * 1000, (usage.ru_utime + usage.ru_stime) * 1000, None

vector = ("--add-modules", "jdk.incubator.vector")
names = [f"{java} -version", f"{java} {' '.join(vector)} -version"] + [" ".join(f"{k}={v}" for k, v in (env or {}).items()) + f" {c}/magpie nboard"
                              for c, env in checkouts]
for c, env in checkouts:
    to_pong(c + "/magpie", env)  # untimed: builds the jar or the archive when they are missing
samples = {n: ([], [], []) for n in names}
for _ in range(runs):
    measures = [floor, lambda: floor(*vector)] + [lambda c=c, env=env: to_pong(c + "/magpie", env) for c, env in checkouts]
    for name, measure in zip(names, measures):
        for kept, value in zip(samples[name], measure()):
            if value is not None:
                kept.append(value)

load = open("/proc/loadavg").read().split()[0] if os.path.exists("/proc/loadavg") else "?"
print(f"{runs} runs each, alternating; load average {load} at the end")
print(f"{'wall ms':>20} {'CPU ms':>20}" + (f" {'to go answer ms':>20}" if go else ""))
def cell(values):
    return f"{statistics.median(values):8.0f} ({min(values):4.0f}-{max(values):4.0f})" if values else " " * 20
for name in names:
    w, c, m = samples[name]
    print(f"{cell(w)} {cell(c)}" + (f" {cell(m)}" if go else "") + f"  {name.strip()}")
PY
