#!/usr/bin/env bash
# `make test`: installs what the tests need (Debian packages included) and runs every suite,
# printing how long each part took. Fails when any part fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
declare -a report=()
part() {
  local name="$1"; shift
  local start=$SECONDS
  echo "==> $name"
  if "$@"; then
    report+=("$(printf '%-28s %4ss  ok' "$name" $((SECONDS - start)))")
  else
    local code=$?
    report+=("$(printf '%-28s %4ss  FAILED' "$name" $((SECONDS - start)))")
    printf '%s\n' "--- timings ---" "${report[@]}"
    exit $code
  fi
}
part "install packages" bash scripts/install-packages.sh $TEST_PACKAGES
part "build" swift build --build-tests
# The browser suites run after the others: Chromium and a server per test load the 2 cores enough to
# break the timing expectations of the process suites (reload within 1 s) when they run alongside.
part "swift test (other suites)" swift test --skip-build --skip BrowserTests
part "swift test (browser suites)" swift test --skip-build --filter BrowserTests
printf '%s\n' "--- timings ---" "${report[@]}"
