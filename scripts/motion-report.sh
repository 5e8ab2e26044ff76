#!/usr/bin/env bash
# `make motion-report`: runs the motion-fidelity browser tests and prints, for each preset (through its
# shipped campaign, summer-sale B with overrides included), the override lab and a fixed-seed sample of
# campaigns with random overrides, present and dismiss, the largest error of the browser's motion
# against the Swift definition as a fraction of travel and where it occurs, then the overlay measurements.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/install-packages.sh $TEST_PACKAGES >/dev/null
swift build --build-tests >/dev/null
log=$(mktemp)
status=0
swift test --skip-build --filter EmbedMotionFidelityTests >"$log" 2>&1 || status=$?
grep -E '^(motion|overlay) ' "$log" | sort
grep -E '✘' "$log" || true
rm -f "$log"
exit $status
