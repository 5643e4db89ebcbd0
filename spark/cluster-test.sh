#!/usr/bin/env bash
# A real multi-process run on this machine: a standalone Spark master and two workers (separate JVMs,
# one core each), a solve job on them, one worker killed (with its executor) in the middle of the
# job. Checks that the job finishes and that its output holds every position exactly once, with the
# scores of magpie solve. Spark's own start scripts are not needed: the master and worker classes
# come from the module's classpath, and a scratch SPARK_HOME/jars links them for the executors.
# Usage: spark/cluster-test.sh [POSITIONS_FILE]   (default: 120 random positions at 14-16 empties)
# Prints PASS, or FAIL with the reason (also when the kill came too late to test anything); exit 0 on PASS.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
work="$(mktemp -d /tmp/magpie-cluster.XXXXXX)"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

[ -f "$root/target/magpie.jar" ] || (cd "$root" && mvn -q -B -DskipTests install)
[ -f "$here/target/magpie-spark.jar" ] || (cd "$here" && mvn -q -B -DskipTests package)
positions="${1:-$work/positions.txt}"
if [ ! -f "$positions" ]; then
  java -cp "$root/target/magpie.jar" "$here/bench/RandomPositions.java" 120 14 16 3 > "$positions"
fi

export SPARK_HOME="$work/spark-home" SPARK_SCALA_VERSION=2.13
mkdir -p "$SPARK_HOME/jars"
tr ':' '\n' < "$here/target/classpath.txt" | while read -r j || [ -n "$j" ]; do ln -sf "$j" "$SPARK_HOME/jars/"; done
cp="$SPARK_HOME/jars/*"
port=$((17000 + RANDOM % 1000))
java @"$here/jvm.options" -cp "$cp" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" \
  --webui-port 0 > "$work/master.log" 2>&1 &
pids+=($!)
for w in 1 2; do
  java @"$here/jvm.options" -cp "$cp" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --cores 1 \
    --memory 1g --webui-port 0 --work-dir "$work/worker$w" "spark://127.0.0.1:$port" > "$work/worker$w.log" 2>&1 &
  pids+=($!)
done
worker2=${pids[2]}
sleep 10

out="$work/out"
echo "cluster-test: job on spark://127.0.0.1:$port, output $out" >&2
MAGPIE_SPARK_JAVA_OPTS="-Dspark.jars=$here/target/magpie-spark.jar -Dspark.executor.memory=1g \
-Dspark.executor.extraJavaOptions=--add-modules=jdk.incubator.vector" \
  "$here/magpie-spark" solve --master "spark://127.0.0.1:$port" --chunk 0.1 --hash 32 --out "$out" "$positions" \
  > "$work/job.log" 2>&1 &
job=$!
# Kill worker 2 and its executor once a few partitions are in.
while [ "$(ls "$out/parts" 2>/dev/null | grep -c '\.tsv$')" -lt 3 ]; do
  kill -0 "$job" 2>/dev/null || break
  sleep 1
done
executor=$(pgrep -P "$worker2" || true)
# Only a kill in the middle of the job, of a worker that runs an executor, tests anything.
if ! kill -0 "$job" 2>/dev/null || [ -z "$executor" ]; then
  echo "cluster-test: FAIL: nothing tested (job running: $(kill -0 "$job" 2>/dev/null && echo yes || echo no)," \
    "executor on worker 2: ${executor:-none}); logs in $work" >&2
  trap - EXIT; cleanup; exit 1
fi
echo "cluster-test: $(ls "$out/parts" | grep -c '\.tsv$') partitions done; killing worker 2 (pid $worker2) and its executor (pid $executor)" >&2
kill -9 "$worker2" "$executor"
wait "$job" || { echo "cluster-test: FAIL: the job failed, see $work/job.log" >&2; exit 1; }

java -Xss16m --add-modules jdk.incubator.vector -jar "$root/target/magpie.jar" solve --tsv --threads 1 --hash 32 \
  "$positions" 2>/dev/null > "$work/plain.tsv" || true
expected=$(grep -c . "$positions")
rows=$(grep -cv '^\(index\|total\)' "$out/solve.tsv")
unique=$(grep -v '^\(index\|total\)' "$out/solve.tsv" | cut -f1 | sort -u | wc -l)
diff <(grep -v '^\(index\|total\)' "$work/plain.tsv" | cut -f1-3) \
     <(grep -v '^\(index\|total\)' "$out/solve.tsv" | cut -f1-3) > "$work/diff.txt" || true
echo "cluster-test: $expected positions, $rows rows, $unique distinct indices, $(grep -c '^<' "$work/diff.txt") score(s) differing from magpie solve" >&2
grep -i "lost\|removed\|resubmit\|fail" "$work/job.log" | head -5 >&2 || true
if [ "$rows" = "$expected" ] && [ "$unique" = "$expected" ] && [ ! -s "$work/diff.txt" ]; then
  echo "cluster-test: PASS" >&2
  rm -rf "$work"
else
  echo "cluster-test: FAIL (logs in $work)" >&2
  trap - EXIT; cleanup; exit 1
fi
