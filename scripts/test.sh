#!/usr/bin/env bash
# `make test`: installs what the tests need (Debian packages included) and runs every suite,
# printing how long each part took (docs/development.md, "Where the time goes"). Every part runs even when an earlier one failed,
# except the parts that need what failed (everything that runs the build needs "build", the PostgreSQL
# tests need their cluster): those print "skipped (… failed)". The end is a table of every part with its
# time, budget and result (a part or the whole run past its budget is flagged, not failed), the total
# against 600 s, the tests and suites each `swift test` ran, and a line naming the failed parts; the exit
# status is non-zero when any part failed or was skipped.
# The one optional part (the real iOS SDK's, only with IOS_SDK set) says "skipped (IOS_SDK not set)"
# without it: listed as not run, neither counted as passed nor failing the run.
# The tests that need PostgreSQL get a throwaway PostgreSQL 15 cluster (scripts/with-postgres.sh),
# removed on exit whatever happened.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/with-postgres.sh
extra_campaigns=""
cleanup() {
  postgres_cleanup
  if [ -n "$extra_campaigns" ]; then rm -rf "$extra_campaigns"; fi
  # A background part still running (the run was interrupted) goes with it.
  for pid in "${bg_pid[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -n "${run_dir:-}" ]; then rm -rf "$run_dir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# CI never skips the PostgreSQL tests; the suites use the repository's campaigns unless a part says otherwise.
unset DIALOG_PREVIEW_SKIP_POSTGRES DIALOG_PREVIEW_CAMPAIGNS

declare -a report=() failed=() skipped=() not_run=()
run_dir=$(mktemp -d /tmp/dialog-preview-run.XXXXXX)
declare -A outcome=() bg_pid=() bg_start=() bg_end=()
parts=0
run_start=$SECONDS
# Each part's budget in seconds on a 2-core machine (a fresh clone, a cold build), as it runs here:
# the browser suites beside the other parts, so each takes longer than alone; a part over it is
# flagged in the table, never failed: these machines are noisy. The whole run's budget is 600 s.
declare -A budget=(
  ["install packages"]=60 [build]=180 ["swift format lint"]=25 [structure]=5
  ["uikit surface (type-check)"]=40 ["ios sdk (type-check)"]=120 ["postgresql 15 cluster"]=15
  ["swift test (other suites)"]=360 ["swift test (no postgresql)"]=360 ["swift test (browser suites)"]=440
  ["suites with an extra campaign"]=45 ["contract (schemathesis)"]=110 ["fuzz (build)"]=80 ["fuzz (short)"]=60
)
total_budget=600
row() { printf '%-36s %6s %6s  %s' "$1" "$2" "$3" "$4"; }
# optional NAME WHY: a part that does not run here (not a pass, not a failure).
optional() {
  echo "==> $1: skipped ($2)"
  report+=("$(row "$1" "-" "${budget[$1]:--}s" "skipped ($2)")")
  not_run+=("$1 ($2)")
}
# skip_unless_needed NAME [--needs PART]...: 0 when every needed part passed, else records the skip.
needs_met() {
  local name="$1"; shift
  while [ "${1:-}" = "--needs" ]; do
    if [ "${outcome[$2]:-}" != ok ]; then
      echo "==> $name: skipped ($2 ${outcome[$2]:-did not run})"
      report+=("$(row "$name" "-" "${budget[$name]:--}s" "skipped ($2 ${outcome[$2]:-did not run})")")
      outcome[$name]=skipped
      skipped+=("$name")
      return 1
    fi
    shift 2
  done
}
# record NAME EXIT SECONDS: the part's row, outcome and, past its budget, a flag.
record() {
  local name="$1" code="$2" took="$3" result over=""
  if [ "$took" -gt "${budget[$name]:-999999}" ]; then over="; OVER BUDGET"; fi
  if [ "$code" -eq 0 ]; then
    outcome[$name]=ok
    result="ok$over"
  else
    outcome[$name]=failed
    result="FAILED (exit $code)$over"
    failed+=("$name (${took}s)")
    echo "==> $name: FAILED (exit $code) after ${took}s; going on with the other parts"
  fi
  report+=("$(row "$name" "${took}s" "${budget[$name]:--}s" "$result")")
}
# part NAME [--needs PART]... COMMAND...: runs COMMAND unless a part it needs did not pass.
part() {
  local name="$1"; shift
  parts=$((parts + 1))
  local -a needs=()
  while [ "${1:-}" = "--needs" ]; do needs+=("$1" "$2"); shift 2; done
  needs_met "$name" "${needs[@]}" || return 0
  local start=$SECONDS code=0
  echo "==> $name"
  "$@" || code=$?
  record "$name" "$code" "$((SECONDS - start))"
}
# start_part NAME [--needs PART]... COMMAND...: as part, in the background; its output goes to a file
# printed whole by finish_part NAME, which waits for it and records its own time.
start_part() {
  local name="$1"; shift
  parts=$((parts + 1))
  local -a needs=()
  while [ "${1:-}" = "--needs" ]; do needs+=("$1" "$2"); shift 2; done
  needs_met "$name" "${needs[@]}" || return 0
  local log="$run_dir/part-${parts}.log"
  echo "==> $name: started in the background (its output follows when it ends)"
  (
    code=0
    "$@" || code=$?
    echo "$SECONDS" >"$log.end"
    exit "$code"
  ) >"$log" 2>&1 &
  bg_pid[$name]=$!
  bg_start[$name]=$SECONDS
  bg_end[$name]="$log"
}
finish_part() {
  local name="$1" code=0
  [ -n "${bg_pid[$name]:-}" ] || return 0  # skipped
  wait "${bg_pid[$name]}" || code=$?
  unset "bg_pid[$name]"
  local log="${bg_end[$name]}" end
  end=$(cat "$log.end" 2>/dev/null || echo "$SECONDS")
  echo "==> $name (its output; it took $((end - bg_start[$name]))s)"
  cat "$log"
  record "$name" "$code" "$((end - bg_start[$name]))"
}
# swift_tests NAME ARGUMENTS...: `swift test --skip-build` with its test and suite count noted for the
# summary. --ignore-lock: a test run only reads the build.
swift_tests() {
  local name="$1"; shift
  local log code=0
  log=$(mktemp /tmp/dialog-preview-tests.XXXXXX)
  swift test --skip-build --ignore-lock "$@" 2>&1 | tee "$log" || code=$?
  echo "$name: $(grep -oE 'Test run with [0-9]+ tests? in [0-9]+ suites?' "$log" | tail -1 | sed 's/Test run with //')" \
    >>"$run_dir/counts"
  rm -f "$log"
  return "$code"
}

# The suites that read the shipped campaigns, run once more against a copy of Resources/Campaigns plus
# one more campaign (a copy of summer-sale with a new id): adding a campaign file, the documented way,
# must not fail a test. `serve`, `check` and the tests' own loaders (ShippedCampaigns.folder) all take
# DIALOG_PREVIEW_CAMPAIGNS. About 70 s: the campaign and app suites, check, the README's curls, the
# campaign client and the gallery's browser tests (the ones that list every shipped campaign, the
# keyboard walk over the gallery included).
make_extra_campaigns() {
  extra_campaigns=$(mktemp -d /tmp/dialog-preview-campaigns.XXXXXX)
  cp Resources/Campaigns/*.json "$extra_campaigns/"
  sed 's/"id": "summer-sale"/"id": "zz-added-campaign"/' Resources/Campaigns/summer-sale.json \
    >"$extra_campaigns/zz-added-campaign.json"
}
# The suites that read the shipped campaigns, against the copy with one more campaign.
extra_campaign_suites() {
  grep -q '"zz-added-campaign"' "$extra_campaigns/zz-added-campaign.json" || {
    echo "could not make the extra campaign from summer-sale.json"; return 1; }
  DIALOG_PREVIEW_CAMPAIGNS="$extra_campaigns" swift_tests "extra campaign" \
    --filter 'CampaignsTests|AppTests|CampaignProcessTests|ReadmeCurlTests|RevisitPagesBrowserTests|ShippedEmbedsRevisitTests|KeyboardFocusBrowserTests/theGallery'
}
without_postgres() { DIALOG_PREVIEW_SKIP_POSTGRES=1 swift_tests "other suites (no postgresql)" --skip BrowserTests; }

part "install packages" bash scripts/install-packages.sh $TEST_PACKAGES
part "build" swift build --build-tests
part "postgresql 15 cluster" postgres_start
# After the build, two lanes share the two cores: the browser suites (Chromium, about 1.8 cores
# while they run) in the background, and everything else one part after the other beside them (the
# other suites leave most of a core idle: they wait on servers, clients and PostgreSQL). Nothing in
# either lane is timed against the clock: waits are on events with generous bounds
# (docs/development.md, "Where the time goes").
start_part "swift test (browser suites)" --needs "build" swift_tests "browser suites" --filter BrowserTests
part "swift test (other suites)" --needs "build" --needs "postgresql 15 cluster" \
  swift_tests "other suites" --skip BrowserTests
if [ "${outcome["postgresql 15 cluster"]}" != ok ] && [ "${outcome[build]}" = ok ]; then
  # Without the cluster the rest of those suites still runs; the cluster's failure fails the run.
  part "swift test (no postgresql)" --needs "build" without_postgres
fi
make_extra_campaigns
part "suites with an extra campaign" --needs "build" extra_campaign_suites
# The sanitized fuzzing build beside the lint, layout and UIKit checks (compilers too; nothing there
# is timed). Then the contract run (schemathesis: 90 s, as many cases as it can make in them) beside
# the fuzzing itself (libFuzzer: 20 s a target).
start_part "fuzz (build)" bash scripts/fuzz.sh --build-only
# The tree stays formatted (.swift-format) and laid out as the README's "Where things are" says.
part "swift format lint" swift format lint --strict -r Sources Tests Package.swift Fuzz/Package.swift Fuzz/Sources \
  Checks/UIKitSurface/Package.swift Checks/UIKitSurface/Sources/UIKit Checks/UIKitSurface/Sources/StrictUIKit \
  Checks/UIKitSurface/Sources/OwnershipCheck Checks/UIKitSurface/Sources/DialogMotionUIKit/StrictConformances.swift \
  Checks/UIKitSurface/Fixtures
part "structure" python3 scripts/check-structure.py
# No iOS SDK here: DialogMotionUIKit and the README example are type-checked against Checks/UIKitSurface
# (Apple's documented signatures of exactly the API used), which proves they are well-typed, not that
# they run on a device; the negative fixtures must fail to compile.
part "uikit surface (type-check)" bash scripts/check-uikit.sh
# The same sources and example against Apple's real iPhoneOS SDK (docs/development.md: where to get one),
# in Swift 5 and 6 modes. CI has no SDK and doesn't download one.
if [ -n "${IOS_SDK:-}" ]; then
  part "ios sdk (type-check)" bash scripts/check-ios-sdk.sh "$IOS_SDK"
else
  optional "ios sdk (type-check)" "IOS_SDK not set"
fi
finish_part "fuzz (build)"
start_part "contract (schemathesis)" --needs "build" bash scripts/contract-test.sh
# libFuzzer + AddressSanitizer, 20 s per target, on the binaries built above (.build/fuzz; fuzz.sh
# checks their instrumentation and prints each target's figures).
part "fuzz (short)" --needs "fuzz (build)" bash scripts/fuzz.sh --prebuilt 20
finish_part "contract (schemathesis)"
finish_part "swift test (browser suites)"

joined() { local IFS=';'; echo "$*" | sed 's/;/, /g'; }
total=$((SECONDS - run_start))
total_flag=""
if [ "$total" -gt "$total_budget" ]; then total_flag="  OVER BUDGET"; fi
printf '%s\n' "--- timings ---" "$(row part took budget result)" "${report[@]}" \
  "$(row "total (wall clock)" "${total}s" "${total_budget}s" "${total_flag# }")"
if [ -s "$run_dir/counts" ]; then echo "--- tests run ---"; cat "$run_dir/counts"; fi
unrun=""
if [ ${#not_run[@]} -gt 0 ]; then unrun="; not run: $(joined "${not_run[@]}")"; fi
if [ ${#failed[@]} -eq 0 ] && [ ${#skipped[@]} -eq 0 ]; then
  echo "all $parts parts passed$unrun"
  exit 0
fi
summary="${#failed[@]} of $parts parts failed: $(joined "${failed[@]}")"
if [ ${#skipped[@]} -gt 0 ]; then summary+="; ${#skipped[@]} skipped: $(joined "${skipped[@]}")"; fi
summary+=$unrun
echo "$summary"
exit 1
