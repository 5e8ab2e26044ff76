#!/usr/bin/env python3
"""The iOS guide's examples (docs/ios.md): each Swift block after a marker comment
`<!-- compiled by scripts/check-uikit.sh`, whole; the first is the UIKit integration, the second the
SwiftUI one. Used by scripts/check-uikit.sh and scripts/check-ios-sdk.sh, which compile them.

  ios-guide-example.py DIR [--linux]  writes each block to DIR/<its first type>.swift (--linux: with
                                      FoundationNetworking imported, where URLSession lives on Linux)
  ios-guide-example.py --count        prints the lines an app writes for each (no blank lines, no
                                      comments) and exits 1 if the guide states other figures
"""
import os
import re
import sys

GUIDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "ios.md")
MARKER = "<!-- compiled by scripts/check-uikit.sh"
LINUX_HEADER = """// Generated from docs/ios.md by scripts/ios-guide-example.py: edit docs/ios.md.
#if canImport(FoundationNetworking)
  import FoundationNetworking  // URLSession on Linux; on iOS Foundation has it
#endif
"""


def blocks(text):
    found, at = [], text.find(MARKER)
    while at != -1:
        start = text.index("```swift\n", at) + len("```swift\n")
        end = text.index("\n```\n", start)
        found.append(text[start:end] + "\n")
        at = text.find(MARKER, end)
    return found


def code_lines(block):
    return [line for line in block.splitlines() if line.strip() and not line.strip().startswith("//")]


def app_lines(block):
    """The lines of the block's `App` type: from its declaration to its closing brace."""
    lines = block.splitlines()
    start = next(i for i, line in enumerate(lines) if re.search(r"\bstruct \w+: App\b", line))
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    return code_lines("\n".join(lines[start:end + 1]))


def main():
    text = open(GUIDE, encoding="utf-8").read()
    found = blocks(text)
    if len(found) != 2:
        sys.exit(f"docs/ios.md: expected 2 compiled examples (UIKit, SwiftUI), found {len(found)}")
    if sys.argv[1:] == ["--count"]:
        uikit, swiftui, app = len(code_lines(found[0])), len(code_lines(found[1])), len(app_lines(found[1]))
        print(f"UIKit integration: {uikit} lines; SwiftUI integration: {swiftui} lines ({app} of them the App)")
        stated = re.search(
            r"the UIKit integration above is (\d+) lines, the\s+SwiftUI one (\d+), of which (\d+) make the app",
            text)
        if not stated:
            sys.exit("docs/ios.md: the sentence stating the line counts is missing")
        if tuple(map(int, stated.groups())) != (uikit, swiftui, app):
            sys.exit(f"docs/ios.md states {stated.group(1)}, {stated.group(2)} and {stated.group(3)} lines; "
                     f"the examples have {uikit}, {swiftui} and {app}: update the sentence")
        return
    if not sys.argv[1:] or sys.argv[1].startswith("-"):
        sys.exit(__doc__)
    folder, linux = sys.argv[1], "--linux" in sys.argv[2:]
    os.makedirs(folder, exist_ok=True)
    for block in found:
        name = re.search(r"^(?:@main )?(?:final )?(?:class|struct) (\w+)", block, re.M).group(1)
        with open(os.path.join(folder, name + ".swift"), "w", encoding="utf-8") as out:
            out.write((LINUX_HEADER if linux else "") + block)
        print(os.path.join(folder, name + ".swift"))


main()
