#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets of Fuzz/ (their own package, their own scratch path) with
# libFuzzer and AddressSanitizer and runs each for a bounded time:
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET]        (default 300; make test runs 20)
#   bash scripts/fuzz.sh --build-only                 (the build and its instrumentation check only)
#   bash scripts/fuzz.sh --prebuilt [SECONDS]         (the targets of an earlier --build-only, checked
#                                                      for instrumentation, not built again: a second
#                                                      sanitized build of this package recompiles all)
# Each target starts from its committed seed corpus (Fuzz/corpus/<target>/), copied to a scratch folder
# so the run never adds to it. A crash, a sanitizer report or a broken invariant fails the script and
# leaves the input in test-artifacts/fuzz/<target>/ (replay: BINARY FILE). Prints per target the
# executions, coverage, corpus size and speed from libFuzzer's final lines, and the build's time.
# Targets run one after the other, one process each: CI has 2 cores, shared.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
build_only=false prebuilt=false
if [ "${1:-}" = "--build-only" ]; then build_only=true; shift; fi
if [ "${1:-}" = "--prebuilt" ]; then prebuilt=true; shift; fi
seconds="${1:-300}"
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || {
  echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET] | scripts/fuzz.sh --build-only" >&2; exit 2; }
scratch=.build/fuzz
targets=(events:FuzzEvents campaigns:FuzzCampaigns)

build() {
  local rc=0 log
  log=$(mktemp)
  swift build -c release --package-path Fuzz --scratch-path "$scratch" "$@" >"$log" 2>&1 || rc=$?
  grep -Ev '^\[[0-9]+/[0-9]+\] ' "$log" | tail -40 || true
  rm -f "$log"
  return $rc
}
# The binaries, by path: `swift build --show-bin-path` without the sanitizer flags re-plans the build.
bin="$scratch/release"
# Whether every target reports libFuzzer coverage counters (one empty run, no inputs).
instrumented() {
  local entry out
  for entry in "${targets[@]}"; do
    # Captured first: `| grep -q` would end the pipe early and pipefail would count the SIGPIPE.
    out=$(ASAN_OPTIONS=detect_leaks=0 "$bin/${entry#*:}" -runs=0 2>&1 || true)
    grep -q 'inline 8-bit counters' <<<"$out" || return 1
  done
}
start=$SECONDS
sanitizers="fuzzer+address"
# The coverage clang's -fsanitize=fuzzer gives, spelled out: swiftc's implicit coverage for
# -sanitize=fuzzer is thinner (about half the counters) and several clean builds here came out with
# none at all (cause not found); with the explicit flag every build checked had them.
coverage=(-Xswiftc -sanitize-coverage=edge,indirect-calls,inline-8bit-counters,pc-table,trace-cmp)
flags=(--sanitize=fuzzer --sanitize=address "${coverage[@]}")
if $prebuilt; then
  instrumented || { echo "fuzz: no instrumented build in $bin: run scripts/fuzz.sh --build-only first" >&2; exit 1; }
  sanitizers="as built by --build-only"
else
  if ! build "${flags[@]}"; then
    echo "fuzz: the build with AddressSanitizer failed; building with libFuzzer alone" >&2
    sanitizers="fuzzer"
    flags=(--sanitize=fuzzer "${coverage[@]}")
    build "${flags[@]}"
  fi
  # A build without coverage counters would fuzz blind and pass: check each binary, rebuild from
  # scratch once, then give up loudly.
  if ! instrumented; then
    echo "fuzz: the build has no coverage instrumentation; rebuilding from scratch" >&2
    rm -rf "$scratch"
    build "${flags[@]}"
    instrumented || { echo "fuzz: still no coverage instrumentation after a clean build" >&2; exit 1; }
  fi
fi
build_seconds=$((SECONDS - start))
echo "fuzz: sanitized release build ($sanitizers) took ${build_seconds}s"
if $build_only; then exit 0; fi

run_root=$(mktemp -d "${TMPDIR:-/tmp}/dialog-preview-fuzz.XXXXXX")
trap 'rm -rf "$run_root"' EXIT
declare -a summary=()
failed=0
for entry in "${targets[@]}"; do
  name="${entry%%:*}" binary="$bin/${entry#*:}"
  corpus="$run_root/$name" artifacts="test-artifacts/fuzz/$name" log="$run_root/$name.log"
  mkdir -p "$corpus" "$artifacts"
  cp Fuzz/corpus/"$name"/* "$corpus"/
  seeds=$(ls "$corpus" | wc -l)
  echo "==> fuzz $name: ${seconds}s from $seeds seeds"
  # Leak checking off: the Swift runtime's metadata caches live until exit and are no bug of ours.
  if ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$binary" "$corpus" -max_total_time="$seconds" \
    -dict="Fuzz/$name.dict" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" >"$log" 2>&1; then
    result=ok
  else
    result=FAILED
    failed=1
    grep -E 'invariant broken|ERROR: (libFuzzer|AddressSanitizer)|Fatal error|SUMMARY|Test unit written' "$log" | head -20 >&2 || true
  fi
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true)
  [ -n "$done_line" ] || done_line=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  echo "$done_line"
  execs=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
  cov=$(grep -oE 'cov: [0-9]+' <<<"$done_line" | grep -oE '[0-9]+' || echo "?")
  ft=$(grep -oE 'ft: [0-9]+' <<<"$done_line" | grep -oE '[0-9]+' || echo "?")
  corp=$(grep -oE 'corp: [0-9]+' <<<"$done_line" | grep -oE '[0-9]+' || echo "?")
  rate=$(grep -oE 'exec/s: [0-9]+' <<<"$done_line" | grep -oE '[0-9]+' || echo "?")
  if [ "$result" = ok ] && [ "$cov" = "?" ]; then
    # libFuzzer ran but saw no coverage counters: fuzzing blind would pass without testing anything.
    echo "fuzz $name: no coverage reported; the build is not instrumented (rebuild: rm -rf $scratch)" >&2
    result=FAILED
    failed=1
  fi
  summary+=("$(printf '%-10s %-6s execs %-10s cov %-6s ft %-6s corpus %-5s exec/s %s' "$name" "$result" "$execs" "$cov" "$ft" "$corp" "$rate")")
done
echo "--- fuzz summary (${seconds}s per target, $sanitizers, build ${build_seconds}s) ---"
printf '%s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
  echo "fuzz: a target failed; the input is in test-artifacts/fuzz/<target>/ (replay it with $bin/<Target> FILE)" >&2
  exit 1
fi
