#!/usr/bin/env python3
"""The layout rules of docs/development.md ("Where things are", "Style"), checked in `make test`:
- no folder in Sources/ holds more than 15 files directly;
- no Swift file in Sources/ declares a top-level type whose name differs from the file's (the part
  before any `+`), except private or fileprivate helpers used only by that file's type;
- no file in Public/ (recursively, *.js and *.css) is over 200 lines; bench/bench.sh is absent or
  under 60 lines;
- README.md is at most 200 lines and links every docs/*.md; no heading (any level, text normalised,
  outside code blocks) appears twice across README.md and docs/*.md; docs/api.md holds no "copy" or
  "Copied from" note (it is the contract, not a copy of one).
Prints each violation and exits 1, or prints a summary line and exits 0."""
import os
import re
import sys

repository = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
root = os.path.join(repository, "Sources")
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


def line_count(path):
    with open(path, "rb") as handle:
        return handle.read().count(b"\n")


# Sizes: the browser code by concern, the bench as a small driver.
public = os.path.join(repository, "Public")
for folder, _, names in os.walk(public):
    for name in sorted(names):
        if name.endswith((".js", ".css")):
            path = os.path.join(folder, name)
            if line_count(path) > 200:
                problems.append(f"{os.path.relpath(path, repository)}: {line_count(path)} lines (at most 200)")
bench = os.path.join(repository, "bench", "bench.sh")
if os.path.exists(bench) and line_count(bench) >= 60:
    problems.append(f"bench/bench.sh: {line_count(bench)} lines (under 60, or gone)")

# The docs: a README that is a front door, guides it links, headings said once, one contract.
readme = os.path.join(repository, "README.md")
docs = os.path.join(repository, "docs")
guides = sorted(name for name in os.listdir(docs) if name.endswith(".md"))
if line_count(readme) > 200:
    problems.append(f"README.md: {line_count(readme)} lines (at most 200)")
with open(readme, encoding="utf-8") as handle:
    readme_text = handle.read()
linked = set(re.findall(r"\]\((?:\./)?docs/([^)#\s]+\.md)(?:#[^)]*)?\)", readme_text))
for name in guides:
    if name not in linked:
        problems.append(f"README.md: does not link docs/{name}")


def normalised(heading):
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text
    text = re.sub(r"[`*_]", "", text).lower()
    text = re.sub(r"[^\w\s-]", " ", text)
    return " ".join(text.split())


seen = {}
for path in [readme] + [os.path.join(docs, name) for name in guides]:
    fence = None
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            stripped = line.strip()
            if stripped.startswith(("```", "~~~")):
                marker = stripped[:3]
                fence = None if fence == marker else (fence or marker)
                continue
            match = None if fence else re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
            if not match:
                continue
            key = normalised(match.group(2))
            place = f"{os.path.relpath(path, repository)}:{number}"
            if key in seen:
                problems.append(f"{place}: heading \"{match.group(2)}\" also at {seen[key]}")
            else:
                seen[key] = place

api = os.path.join(docs, "api.md")
with open(api, encoding="utf-8") as handle:
    for number, line in enumerate(handle, 1):
        if re.search(r"copied from|\bcopy of\b|keep the two in step", line, re.I):
            problems.append(f"docs/api.md:{number}: a copy note (this file is the contract): {line.strip()[:80]}")

for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"structure: {files} Swift files, one top-level type each, no folder over 15 files; Public/ files and "
      f"bench/bench.sh within their sizes; README.md {line_count(readme)} lines linking {len(guides)} guides, "
      f"{len(seen)} headings each used once, docs/api.md the contract")
