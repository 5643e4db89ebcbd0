# Sourced by the match scripts (bench/clock-strength.sh, bench/threads-strength.sh), run from the
# project root: what the games of one kept record share.

# measurement_openings FILE: the XOT openings kept for measurements, the part of
# ../shared/positions/xot-large.txt after its first 8,000 lines (the training data never uses them).
measurement_openings() {
    local xot=../shared/positions/xot-large.txt
    [ -f "$xot" ] || { echo "needs $xot" >&2; return 1; }
    tail -n +8001 "$xot" > "$1"
}

# record_engine_jar STAMP: prints the jar that plays a record's games. The games of one record must
# come from one engine: the first run notes the commit in STAMP; once the engine's sources differ
# from it, a later run builds that commit beside the project (a git worktree under /tmp) and plays
# with its jar.
record_engine_jar() {
    local stamp=$1 commit tree
    if [ ! -f "$stamp" ]; then
        git diff --quiet HEAD -- src/main pom.xml || { echo "commit the engine's changes first" >&2; return 1; }
        git rev-parse HEAD > "$stamp"
    fi
    commit=$(cat "$stamp")
    if git diff --quiet "$commit" -- src/main pom.xml; then
        echo "$PWD/target/magpie.jar"
        return
    fi
    tree=/tmp/magpie-record-engine-$commit
    if [ ! -f "$tree/target/magpie.jar" ]; then
        git worktree prune # a worktree whose folder went with an earlier /tmp would block the add
        git worktree add --force --detach "$tree" "$commit" >&2
        (cd "$tree" && mvn -q -B -DskipTests package) >&2
    fi
    echo "playing with the engine of $commit ($tree/target/magpie.jar)" >&2
    echo "$tree/target/magpie.jar"
}
