#!/usr/bin/env bash
# `make layout-report`: runs the layout-parity browser test and prints, for every shipped campaign
# variant, how many boxes (dialog, card, banner, ✕, its hit frame, button) it compared in the grid's 22
# containers × both directions × Large and AX5, and the largest difference between the browser's box
# and the plan's, in points (tolerance 0.5), with the part and container where it occurs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/install-packages.sh $TEST_PACKAGES >/dev/null
swift build --build-tests >/dev/null
log=$(mktemp)
status=0
swift test --skip-build --filter LayoutParityBrowserTests >"$log" 2>&1 || status=$?
grep -E '^layout ' "$log" | sort
grep -E '✘' "$log" || true
rm -f "$log"
exit $status
