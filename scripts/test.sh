#!/usr/bin/env bash
# `make test`: installs what the tests need (Debian packages included) and runs every suite,
# printing how long each part took. Fails when any part fails. The tests that need PostgreSQL get a
# throwaway PostgreSQL 15 cluster (scripts/with-postgres.sh), removed on exit whatever happened.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/with-postgres.sh
trap postgres_cleanup EXIT
trap 'exit 130' INT TERM
# CI never skips the PostgreSQL tests.
unset DIALOG_PREVIEW_SKIP_POSTGRES
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
part "postgresql 15 cluster" postgres_start
# The browser suites run after the others: Chromium and a server per test load the 2 cores, and the
# process suites' servers then answer slowly; apart, both stay quick.
part "swift test (other suites)" swift test --skip-build --skip BrowserTests
part "swift test (browser suites)" swift test --skip-build --filter BrowserTests
part "contract (schemathesis)" bash scripts/contract-test.sh
# libFuzzer + AddressSanitizer, 20 s per target: a second (sanitized, release) build of the decoding and
# validation targets only, in .build/fuzz; fuzz.sh prints that build's time and each target's figures.
part "fuzz (short)" bash scripts/fuzz.sh 20
printf '%s\n' "--- timings ---" "${report[@]}"
