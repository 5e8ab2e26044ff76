#!/usr/bin/env bash
# A browser suite's figures: runs `swift test --filter SUITE` and prints its lines that start with
# one of PREFIXES (sorted), then any failure. `make motion-report` and `make layout-report` use it.
# Usage: scripts/browser-report.sh SUITE 'motion|overlay'
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/install-packages.sh $TEST_PACKAGES >/dev/null
swift build --build-tests >/dev/null
log=$(mktemp)
status=0
swift test --skip-build --filter "$1" >"$log" 2>&1 || status=$?
grep -E "^($2) " "$log" | sort
grep -E '✘' "$log" || true
rm -f "$log"
exit $status
