#!/usr/bin/env bash
# scripts/check-ios-sdk.sh SDK_PATH: type-checks the app-side modules against Apple's real iPhoneOS SDK
# (e.g. iPhoneOS16.5.sdk from github.com/theos/sdks) with this Linux toolchain, where
# scripts/check-uikit.sh checks them against a declared surface only. In Swift 5 and Swift 6 language
# modes it builds DialogMotion, DialogCampaigns, DialogEvents and DialogMotionUIKit as arm64 iOS 15
# modules (-emit-module, which type-checks every body) in dependency order, then type-checks the example of
# docs/ios.md against them; one line per module and mode, exit 1 if any failed. Nothing is linked or run.
# It needs Dispatch.apinotes and os.apinotes from the Swift compiler's repository (apinotes/: a Darwin
# toolchain carries them, the Linux one doesn't) in $IOS_APINOTES, by default SDK_PATH/../apinotes;
# docs/development.md says where to get both. `make test` runs it when IOS_SDK is set.
set -euo pipefail
sdk=$(realpath "${1:?usage: scripts/check-ios-sdk.sh SDK_PATH (an iPhoneOS*.sdk folder)}")
cd "$(dirname "$0")/.."
source scripts/env.sh
apinotes=$(realpath -m "${IOS_APINOTES:-$sdk/../apinotes}")
toolchain=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift
for needed in "$sdk/usr/lib/swift/Swift.swiftmodule" "$sdk/usr/lib/swift/UIKit.swiftmodule" \
  "$sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.h" "$apinotes/Dispatch.apinotes" \
  "$apinotes/os.apinotes" "$toolchain/clang"; do
  [ -e "$needed" ] || { echo "check-ios-sdk: missing $needed (see docs/development.md, 'Against a real iOS SDK')"; exit 2; }
done

work=$(mktemp -d /tmp/check-ios-sdk.XXXXXX)
trap 'rm -rf "$work"' EXIT
# The resource folder: the toolchain's parts that aren't Linux-specific (its linux, dispatch, os,
# CoreFoundation, Block and Foundation shims' module maps clash with the SDK's), and the API notes.
mkdir -p "$work/resources/apinotes"
for part in clang shims host embedded migrator pm swiftToCxx FrameworkABIBaseline; do
  ln -s "$toolchain/$part" "$work/resources/$part"
done
ln -s "$toolchain"/apinotes/*.apinotes "$apinotes/Dispatch.apinotes" "$apinotes/os.apinotes" "$work/resources/apinotes/"

# The example, and what the SDK's standard library lacks that a current one has (type-check only).
python3 scripts/ios-guide-example.py >"$work/IOSGuideExample.swift"
concurrency="$sdk/usr/lib/swift/_Concurrency.swiftmodule/arm64-apple-ios.swiftinterface"
if ! grep -q 'func assumeIsolated' "$concurrency"; then
  cat >"$work/AssumeIsolated.swift" <<'SWIFT'
// MainActor.assumeIsolated came with Swift 5.9's standard library (iOS 17 SDK); this SDK's is older.
// Declared with the standard library's signature so that the example type-checks; never linked or run.
extension MainActor {
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T { fatalError("type-check only") }
}
SWIFT
  echo "note: the SDK's standard library has no MainActor.assumeIsolated; the example gets a type-check-only declaration"
fi

cache=.build/ios-sdk-module-cache  # the SDK's modules compiled once, kept for the next run
mkdir -p "$cache"
declare -a rows=()
declare -A result=()
failures=0
# compile MODE NAME NEEDS... -- SWIFTC-ARGS...: one line of PASS, FAIL or skipped.
compile() {
  local mode="$1" name="$2" start=$SECONDS needed
  shift 2
  while [ "$1" != -- ]; do
    needed="$1"; shift
    if [ "${result[$mode/$needed]:-}" != PASS ]; then
      result[$mode/$name]=skipped
      rows+=("$(printf '%-20s Swift %s  skipped (%s failed)' "$name" "$mode" "$needed")")
      echo "${rows[-1]}"
      failures=$((failures + 1))
      return
    fi
  done
  shift
  local log="$work/$mode-${name//[^A-Za-z0-9]/_}.log" status=PASS
  swiftc -target arm64-apple-ios15.0 -sdk "$sdk" -resource-dir "$work/resources" -Xfrontend -enable-objc-interop \
    -swift-version "$mode" -module-cache-path "$cache" -I "$work/$mode" "$@" >"$log" 2>&1 || status=FAIL
  local warnings
  warnings=$(grep -c ': warning: ' "$log" || true)
  result[$mode/$name]=$status
  rows+=("$(printf '%-20s Swift %s  %s (%ss, %s warnings)' "$name" "$mode" "$status" $((SECONDS - start)) "$warnings")")
  echo "${rows[-1]}"
  if [ $status = FAIL ]; then
    failures=$((failures + 1))
    grep -E ': (error|warning): ' "$log" | sort -u | sed 's/^/    /'
  elif [ "$warnings" -gt 0 ]; then
    grep ': warning: ' "$log" | sort -u | sed 's/^/    /'
  fi
}
# module MODE NAME DEPENDENCIES...: Sources/NAME as an iOS module in $work/MODE.
module() {
  local mode="$1" name="$2"
  shift 2
  compile "$mode" "$name" "$@" -- -emit-module -wmo -parse-as-library -module-name "$name" \
    -emit-module-path "$work/$mode/$name.swiftmodule" $(find "Sources/$name" -name '*.swift' | sort)
}

for mode in 5 6; do
  mkdir -p "$work/$mode"
  module $mode DialogMotion
  module $mode DialogCampaigns DialogMotion
  module $mode DialogEvents DialogCampaigns
  module $mode DialogMotionUIKit DialogMotion DialogCampaigns
  compile $mode "docs/ios.md example" DialogMotionUIKit DialogEvents -- -typecheck -parse-as-library \
    "$work/IOSGuideExample.swift" $(ls "$work"/AssumeIsolated.swift 2>/dev/null || true)
done

echo "--- against $(basename "$sdk") (arm64-apple-ios15.0) ---"
printf '%s\n' "${rows[@]}"
if [ $failures -gt 0 ]; then
  echo "FAILED: $failures of ${#rows[@]} did not pass"
  exit 1
fi
echo "all ${#rows[@]} passed"
