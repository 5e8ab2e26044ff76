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
part "swift test (all suites)" swift test --skip-build
part "contract (schemathesis)" bash scripts/contract-test.sh
printf '%s\n' "--- timings ---" "${report[@]}"
