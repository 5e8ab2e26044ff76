#!/usr/bin/env python3
"""The layout rules of the README's "Where things are", checked in `make test`:
- no folder in Sources/ holds more than 15 files directly;
- no Swift file in Sources/ declares a top-level type whose name differs from the file's (the part
  before any `+`), except private or fileprivate helpers used only by that file's type.
Prints each violation and exits 1, or prints a summary line and exits 0."""
import os
import re
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
declaration = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?P<access>public |package |internal |private |fileprivate )?"
    r"(?:final )?(?:struct|class|enum|protocol|actor)\s+(?P<name>\w+)", re.M)
problems = []
files = 0
for folder, _, names in os.walk(root):
    if len(names) > 15:
        problems.append(f"{os.path.relpath(folder, root)}: {len(names)} files (at most 15)")
    for name in names:
        if not name.endswith(".swift"):
            continue
        files += 1
        owner = name[:-len(".swift")].split("+")[0]
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            text = handle.read()
        for match in declaration.finditer(text):
            if match.group("name") != owner and (match.group("access") or "").strip() not in ("private", "fileprivate"):
                problems.append(f"{os.path.relpath(os.path.join(folder, name), root)}: declares {match.group('name')}")
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"structure: {files} Swift files, one top-level type each, no folder over 15 files")
