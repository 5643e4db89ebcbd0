#!/usr/bin/env bash
# Start-up time as a GUI sees it: from starting `magpie nboard` to its first `pong`, wall clock and
# CPU time (user + system, the launcher script and its subprocesses included), median of N runs,
# beside the JVM's own floor (`java -version`).
#
# Usage: bench/startup.sh [-n RUNS] [--base DIR] [--with VAR=VALUE]... [--java JAVA]
#   --base DIR        also measure DIR/magpie (another checkout, e.g. `git worktree add
#                     /tmp/startup-base main`), alternating run by run with this one, so that both
#                     see the same load
#   --with VAR=VALUE  also measure this checkout with VAR set, e.g. --with MAGPIE_JAVA=/usr/lib/jvm/
#                     temurin-25-jdk-amd64/bin/java (repeatable; --with VAR=A,VAR2=B sets both)
#   --java JAVA       the java of the floor (default: $MAGPIE_JAVA, else java on the PATH)
# Each checkout is started once first (a build, a class-data archive), untimed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=11
base=""
variants=()
java="${MAGPIE_JAVA:-java}"
while [ $# -gt 0 ]; do
  case "$1" in
    -n) runs="$2"; shift 2 ;;
    --base) base="$(cd "$2" && pwd)"; shift 2 ;;
    --with) variants+=("$2"); shift 2 ;;
    --java) java="$2"; shift 2 ;;
    *) echo "usage: bench/startup.sh [-n RUNS] [--base DIR] [--with VAR=VALUE]... [--java JAVA]" >&2; exit 2 ;;
  esac
done

exec python3 - "$runs" "$java" "$here" ${base:+"$base"} -- ${variants[@]+"${variants[@]}"} <<'PY'
import os, statistics, subprocess, sys, time

runs, java = int(sys.argv[1]), sys.argv[2]
split = sys.argv.index("--")
checkouts = [(c, None) for c in sys.argv[3:split]]
checkouts += [(checkouts[0][0], dict(kv.split("=", 1) for kv in v.split(","))) for v in sys.argv[split + 1:]]

def to_pong(launcher, env=None):
    """Starts `launcher nboard`, sends `nboard 2` and `ping 1`; returns (ms to `pong 1`, CPU ms to exit after quit)."""
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
    p.stdin.write(b"quit\n")
    p.stdin.close()
    p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = 0  # reaped here
    return wall, (usage.ru_utime + usage.ru_stime) * 1000

def floor():
    start = time.perf_counter()
    p = subprocess.Popen([java, "-version"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(p.pid, 0)
    p.returncode = 0
    return (time.perf_counter() - start) * 1000, (usage.ru_utime + usage.ru_stime) * 1000

names = ["java -version"] + [" ".join(f"{k}={v}" for k, v in (env or {}).items()) + f" {c}/magpie nboard"
                              for c, env in checkouts]
for c, env in checkouts:
    to_pong(c + "/magpie", env)  # untimed: builds the jar or the archive when they are missing
samples = {n: ([], []) for n in names}
for _ in range(runs):
    for name, measure in zip(names, [floor] + [lambda c=c, env=env: to_pong(c + "/magpie", env) for c, env in checkouts]):
        wall, cpu = measure()
        samples[name][0].append(wall)
        samples[name][1].append(cpu)

load = open("/proc/loadavg").read().split()[0] if os.path.exists("/proc/loadavg") else "?"
print(f"{runs} runs each, alternating; load average {load} at the end")
print(f"{'wall ms':>20} {'CPU ms':>20}")
for name in names:
    w, c = samples[name]
    print(f"{statistics.median(w):8.0f} ({min(w):4.0f}-{max(w):4.0f}) {statistics.median(c):8.0f} ({min(c):4.0f}-{max(c):4.0f})  {name.strip()}")
PY
