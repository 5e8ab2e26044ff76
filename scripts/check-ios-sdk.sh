#!/usr/bin/env bash
# scripts/check-ios-sdk.sh SDK_PATH: type-checks the app-side modules against Apple's real iPhoneOS SDK
# (e.g. iPhoneOS16.5.sdk from github.com/theos/sdks) with this Linux toolchain, where
# scripts/check-uikit.sh checks them against a declared surface only. In Swift 5 and Swift 6 language
# modes it builds DialogMotion, DialogCampaigns, DialogEvents and DialogMotionUIKit (SwiftUI's
# `.campaignDialog` included) as arm64 iOS 15 modules (-emit-module, which type-checks every body) in
# dependency order, then type-checks the UIKit and SwiftUI examples of docs/ios.md against them; one line
# per module and mode, exit 1 if any failed. Nothing is linked or run.
# It needs Dispatch.apinotes and os.apinotes from the Swift compiler's repository (apinotes/: a Darwin
# toolchain carries them, the Linux one doesn't) in $IOS_APINOTES, by default SDK_PATH/../apinotes;
# docs/development.md says where to get both. `make test` runs it when IOS_SDK is set.
# An older SDK's SwiftUI needs two local fixes to build with today's compiler, made here in copies (the
# SDK and the notes are not touched): os.apinotes hides the `_os_…_impl` functions as the Swift 5.8-era
# notes did (SwiftPrivate, not nonswift: the os overlay SwiftUI imports calls them), and the one
# os_log message of SwiftUI's interface that interpolates a type (refused while a module is built from
# its interface) names it without interpolation. Both are said in docs/development.md.
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
ln -s "$toolchain"/apinotes/*.apinotes "$apinotes/Dispatch.apinotes" "$work/resources/apinotes/"
python3 - "$apinotes/os.apinotes" "$work/resources/apinotes/os.apinotes" <<'PY'
import re, sys
notes = open(sys.argv[1]).read()
# "- Name: _os_log_impl / Availability: nonswift / AvailabilityMsg: …" -> "SwiftPrivate: true"
hidden = re.compile(r"(- Name: _os_\w+_impl\n)  Availability: nonswift\n(  AvailabilityMsg: .*\n)?")
open(sys.argv[2], "w").write(hidden.sub(r"\1  SwiftPrivate: true\n", notes))
PY

# SwiftUI, copied with its interface fixed (kept beside the module cache, so that the module built from
# it is reused by the next run): the framework's other files are links to the SDK's.
swiftui="$sdk/System/Library/Frameworks/SwiftUI.framework"
frameworks=".build/ios-sdk-frameworks/$(basename "$sdk")"
declare -a swiftui_flags=()
if [ -d "$swiftui" ]; then
  fixed="$frameworks/SwiftUI.framework"
  mkdir -p "$fixed/Modules/SwiftUI.swiftmodule"
  for part in Headers SwiftUI.tbd Modules/module.modulemap; do
    [ -e "$swiftui/$part" ] && ln -sfn "$swiftui/$part" "$fixed/$part"
  done
  for interface in "$swiftui"/Modules/SwiftUI.swiftmodule/*.swiftinterface; do
    target="$fixed/Modules/SwiftUI.swiftmodule/$(basename "$interface")"
    sed 's/Accessing Environment<\\(Value\.self)>/Accessing Environment<Value>/' "$interface" >"$target.new"
    if cmp -s "$target.new" "$target"; then rm "$target.new"; else mv "$target.new" "$target"; fi
  done
  swiftui_flags=(-F "$frameworks")
fi

# The example, and what the SDK's standard library lacks that a current one has (type-check only).
python3 scripts/ios-guide-example.py "$work/examples" >/dev/null
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
    -swift-version "$mode" -module-cache-path "$cache" "${swiftui_flags[@]}" -I "$work/$mode" "$@" >"$log" 2>&1 ||
    status=FAIL
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
  compile $mode "docs/ios.md UIKit" DialogMotionUIKit DialogEvents -- -typecheck -parse-as-library \
    "$work/examples/HomeViewController.swift" $(ls "$work"/AssumeIsolated.swift 2>/dev/null || true)
  compile $mode "docs/ios.md SwiftUI" DialogMotionUIKit DialogEvents -- -typecheck -parse-as-library \
    "$work/examples/ShopApp.swift" $(ls "$work"/AssumeIsolated.swift 2>/dev/null || true)
done

echo "--- against $(basename "$sdk") (arm64-apple-ios15.0) ---"
printf '%s\n' "${rows[@]}"
if [ $failures -gt 0 ]; then
  echo "FAILED: $failures of ${#rows[@]} did not pass"
  exit 1
fi
echo "all ${#rows[@]} passed"
