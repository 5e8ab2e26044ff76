#!/usr/bin/env bash
# `make test`: installs what the tests need (Debian packages included) and runs every suite,
# printing how long each part took. Every part runs even when an earlier one failed, except the parts
# that need what failed (everything that runs the build needs "build", the PostgreSQL tests need their
# cluster): those print "skipped (… failed)". The end is a table of every part with its time and result
# and a line naming the failed parts; the exit status is non-zero when any part failed or was skipped.
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
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# CI never skips the PostgreSQL tests; the suites use the repository's campaigns unless a part says otherwise.
unset DIALOG_PREVIEW_SKIP_POSTGRES DIALOG_PREVIEW_CAMPAIGNS

declare -a report=() failed=() skipped=() not_run=()
declare -A outcome=()
parts=0
row() { printf '%-36s %6s  %s' "$1" "$2" "$3"; }
# optional NAME WHY: a part that does not run here (not a pass, not a failure).
optional() {
  echo "==> $1: skipped ($2)"
  report+=("$(row "$1" "-" "skipped ($2)")")
  not_run+=("$1 ($2)")
}
# part NAME [--needs PART]... COMMAND...: runs COMMAND unless a part it needs did not pass.
part() {
  local name="$1"; shift
  local needed
  parts=$((parts + 1))
  while [ "${1:-}" = "--needs" ]; do
    needed="$2"; shift 2
    if [ "${outcome[$needed]:-}" != ok ]; then
      echo "==> $name: skipped ($needed ${outcome[$needed]:-did not run})"
      report+=("$(row "$name" "-" "skipped ($needed ${outcome[$needed]:-did not run})")")
      outcome[$name]=skipped
      skipped+=("$name")
      return 0
    fi
  done
  local start=$SECONDS code=0
  echo "==> $name"
  "$@" || code=$?
  if [ "$code" -eq 0 ]; then
    outcome[$name]=ok
    report+=("$(row "$name" "$((SECONDS - start))s" ok)")
  else
    outcome[$name]=failed
    report+=("$(row "$name" "$((SECONDS - start))s" "FAILED (exit $code)")")
    failed+=("$name ($((SECONDS - start))s)")
    echo "==> $name: FAILED (exit $code) after $((SECONDS - start))s; going on with the other parts"
  fi
}

# The suites that read the shipped campaigns, run once more against a copy of Resources/Campaigns plus
# one more campaign (a copy of summer-sale with a new id): adding a campaign file, the documented way,
# must not fail a test. `serve`, `check` and the tests' own loaders (ShippedCampaigns.folder) all take
# DIALOG_PREVIEW_CAMPAIGNS. About 70 s: the campaign and app suites, check, the README's curls, the
# campaign client and the gallery's browser tests (the ones that list every shipped campaign, the
# keyboard walk over the gallery included).
with_an_extra_campaign() {
  extra_campaigns=$(mktemp -d /tmp/dialog-preview-campaigns.XXXXXX)
  cp Resources/Campaigns/*.json "$extra_campaigns/"
  sed 's/"id": "summer-sale"/"id": "zz-added-campaign"/' Resources/Campaigns/summer-sale.json \
    >"$extra_campaigns/zz-added-campaign.json"
  grep -q '"zz-added-campaign"' "$extra_campaigns/zz-added-campaign.json" || {
    echo "could not make the extra campaign from summer-sale.json"; return 1; }
  DIALOG_PREVIEW_CAMPAIGNS="$extra_campaigns" "$@"
}

part "install packages" bash scripts/install-packages.sh $TEST_PACKAGES
part "build" swift build --build-tests
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
part "postgresql 15 cluster" postgres_start
# The browser suites run after the others: Chromium and a server per test load the 2 cores, and the
# process suites' servers then answer slowly; apart, both stay quick.
part "swift test (other suites)" --needs "build" --needs "postgresql 15 cluster" \
  swift test --skip-build --skip BrowserTests
if [ "${outcome["postgresql 15 cluster"]}" != ok ] && [ "${outcome[build]}" = ok ]; then
  # Without the cluster the rest of those suites still runs; the cluster's failure fails the run.
  part "swift test (no postgresql)" --needs "build" \
    env DIALOG_PREVIEW_SKIP_POSTGRES=1 swift test --skip-build --skip BrowserTests
fi
part "swift test (browser suites)" --needs "build" swift test --skip-build --filter BrowserTests
part "suites with an extra campaign" --needs "build" with_an_extra_campaign \
  swift test --skip-build \
  --filter 'CampaignsTests|AppTests|CampaignProcessTests|ReadmeCurlTests|RevisitPagesBrowserTests|ShippedEmbedsRevisitTests|KeyboardFocusBrowserTests/theGallery'
part "contract (schemathesis)" --needs "build" bash scripts/contract-test.sh
# libFuzzer + AddressSanitizer, 20 s per target: a second (sanitized, release) build of the decoding and
# validation targets only, in .build/fuzz; fuzz.sh prints that build's time and each target's figures.
part "fuzz (short)" bash scripts/fuzz.sh 20

joined() { local IFS=';'; echo "$*" | sed 's/;/, /g'; }
printf '%s\n' "--- timings ---" "${report[@]}"
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
