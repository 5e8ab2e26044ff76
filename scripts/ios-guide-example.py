#!/usr/bin/env python3
"""Prints the iOS guide's example (docs/ios.md, "Using it in an iOS app"): the Swift block after the
marker comment `<!-- compiled by scripts/check-uikit.sh`, whole. Used by scripts/check-uikit.sh and
scripts/check-ios-sdk.sh, which compile it."""
import os
import sys

guide = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "ios.md")
text = open(guide, encoding="utf-8").read()
marker = "<!-- compiled by scripts/check-uikit.sh"
start = text.index("```swift\n", text.index(marker)) + len("```swift\n")
sys.stdout.write(text[start:text.index("\n```\n", start)] + "\n")
