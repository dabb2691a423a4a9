#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, then runs each
# for a fixed number of executions from its seed corpus here.
#
#   Tests/Fixtures/fuzz/run.sh [target ...]       targets: scene-reader event-log-reader
#                                                  evemu-importer libinput-importer getevent-importer
#                                                  evtest-importer debug-events-importer simulation png-image
#   FUZZ_RUNS=1000000 FUZZ_SEED=7 Tests/Fixtures/fuzz/run.sh simulation
#
# FUZZ_RUNS (default 100000) is libFuzzer's -runs (FUZZ_RUNS_SIMULATION, default
# FUZZ_RUNS, for the slow simulation target), FUZZ_SEED (default 1) its
# -seed, so a run is repeatable. New inputs libFuzzer finds go to
# .build-fuzz/corpus/<target>, crashes to .build-fuzz/artifacts/<target>/; the
# seeds here are never written. A crash makes the script exit 1 after all
# targets ran: check the input into <target>/crashes/ with a regression test
# and the fix (the normal test suite replays every file here).
set -euo pipefail
cd "$(dirname "$0")/../../.."

runs=${FUZZ_RUNS:-100000}
# The simulation target runs ~160 inputs a second (100k take ~10 min); CI sets
# FUZZ_RUNS_SIMULATION lower.
runs_simulation=${FUZZ_RUNS_SIMULATION:-$runs}
# The PNG target writes each input to a file for the image library to read (~430 a second).
runs_png=${FUZZ_RUNS_PNG:-$runs}
seed=${FUZZ_SEED:-1}
scratch=.build-fuzz
all=(scene-reader event-log-reader evemu-importer libinput-importer getevent-importer evtest-importer debug-events-importer
     simulation png-image)
targets=("$@")
((${#targets[@]})) || targets=("${all[@]}")

product() {
    case "$1" in
        scene-reader) echo FuzzSceneReader ;;
        event-log-reader) echo FuzzEventLogReader ;;
        evemu-importer) echo FuzzEvemuImporter ;;
        libinput-importer) echo FuzzLibinputImporter ;;
        getevent-importer) echo FuzzGeteventImporter ;;
        evtest-importer) echo FuzzEvtestImporter ;;
        debug-events-importer) echo FuzzDebugEventsImporter ;;
        simulation) echo FuzzSimulation ;;
        png-image) echo FuzzPNGImage ;;
        *) echo "fuzz: unknown target $1; expected one of ${all[*]}" >&2; exit 2 ;;
    esac
}

# -DFUZZING swaps each executable's corpus-replaying main for libFuzzer's entry
# point; -parse-as-library because the file then has no main of its own.
flags=(-c release --scratch-path "$scratch"
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library)
start=$SECONDS
for t in "${targets[@]}"; do
    # The old binary goes first: a build that fails must not leave it to be fuzzed in its place.
    rm -f "$scratch/release/$(product "$t")"
    swift build "${flags[@]}" --product "$(product "$t")" 2>&1 | grep -vE "warning: Cannot export local symbol|^\[" || true
    [ -x "$scratch/release/$(product "$t")" ] || { echo "fuzz: building $t failed" >&2; exit 1; }
done
echo "fuzz: built ${#targets[@]} targets in $((SECONDS - start)) s"

# Swift's own crash backtracer fights libFuzzer's signal handlers (and can hang
# in ASan); libFuzzer reports crashes itself.
export SWIFT_BACKTRACE=enable=no
# Swift seeds its hashing per process, so dictionary order, and with it the
# coverage libFuzzer steers by, would differ between machines and runs: with
# a fixed -seed too, a CI run is the run one repeats at home.
export SWIFT_DETERMINISTIC_HASHING=1
# Comparison hints carry pointer values too, so address randomisation would
# still steer two runs apart; without it (where the kernel allows) they match.
norandom=()
if setarch "$(uname -m)" -R true 2>/dev/null; then norandom=(setarch "$(uname -m)" -R); fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
failed=()
summary=()
for t in "${targets[@]}"; do
    work=$scratch/corpus/$t
    artifacts=$scratch/artifacts/$t
    mkdir -p "$work" "$artifacts"
    log=$scratch/$t.log
    # The simulation target turns every few bytes into an operation on a live
    # simulation; 512 bytes (about 150 operations) keep runs short and varied.
    max_len=65536
    n=$runs
    [ "$t" = simulation ] && { max_len=512; n=$runs_simulation; }
    [ "$t" = png-image ] && n=$runs_png
    t0=$SECONDS
    set +e
    "${norandom[@]}" "$scratch/release/$(product "$t")" -runs="$n" -seed="$seed" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$max_len" -len_control=100 -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$work" "Tests/Fixtures/fuzz/$t" >"$log" 2>&1
    status=$?
    set -e
    took=$((SECONDS - t0))
    execs=$(grep -E "^stat::number_of_executed_units" "$log" | awk '{print $2}' || true)
    if [ "$status" -ne 0 ]; then
        failed+=("$t")
        tail -n 40 "$log"
        summary+=("$(printf '%-18s FAILED after %s s (exit %s); see %s' "$t" "$took" "$status" "$log")")
    else
        summary+=("$(printf '%-18s %8s executions in %4s s' "$t" "${execs:-?}" "$took")")
    fi
done
printf 'fuzz: %s\n' "${summary[@]}"
if ((${#failed[@]})); then
    echo "fuzz: crashes in ${failed[*]}; inputs under $scratch/artifacts/" >&2
    exit 1
fi
