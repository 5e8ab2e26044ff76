#!/usr/bin/env bash
# Type-checks DialogMotionUIKit and the two examples of docs/ios.md (UIKit, SwiftUI) on Linux, where
# there is no iOS SDK, against Checks/UIKitSurface: modules named UIKit and SwiftUI declaring exactly the API they
# use, with the signatures of Apple's documentation. Then runs the ownership check (the dialog keeps
# its transitioning delegate, nothing keeps the dialog) and requires every negative fixture in
# Checks/UIKitSurface/Fixtures to fail to compile with the error its first line names.
# This proves the calls are well-typed against the documented API, not that they run on a device.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
surface=Checks/UIKitSurface

# The iOS guide's two examples (UIKit, SwiftUI), one file each (generated, not committed: the folder
# exists only once the script ran), and the line counts the guide states for them.
rm -rf "$surface/Sources/IOSGuideExample"
python3 scripts/ios-guide-example.py "$surface/Sources/IOSGuideExample" --linux >/dev/null
python3 scripts/ios-guide-example.py --count

cd "$surface"
swift build --product OwnershipCheck
swift build --target IOSGuideExample
echo "type-checked: DialogMotionUIKit ($(find ../../Sources/DialogMotionUIKit -name "*.swift" | wc -l) Swift files, its resources) and the UIKit and SwiftUI examples of docs/ios.md"
.build/debug/OwnershipCheck

for fixture in Fixtures/*/; do
  name=$(basename "$fixture")
  expected=$(sed -n '1s#^// expected error: ##p' "$fixture$name.swift")
  if [ -z "$expected" ]; then
    echo "FAILED: $fixture$name.swift does not start with '// expected error: …'"
    exit 1
  fi
  if output=$(swift build --target "$name" 2>&1); then
    echo "FAILED: the negative fixture $name compiled; it must not"
    exit 1
  fi
  if ! grep -qF -- "$expected" <<<"$output"; then
    echo "FAILED: the negative fixture $name failed, but not with: $expected"
    grep 'error:' <<<"$output" | sort -u
    exit 1
  fi
  echo "fixture $name fails as it should: $(grep -m1 -F -- "$expected" <<<"$output" | sed 's/^ *//')"
done
