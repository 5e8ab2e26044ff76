#!/usr/bin/env bash
# `make motion-report`: runs the motion-fidelity browser tests and prints, for each preset (through its
# shipped campaign, summer-sale B with overrides included), the override lab, the tests' random sample
# and issue 44's sample of MOTION_SAMPLE random valid campaigns (default 200, seed MOTION_SEED, printed),
# present and dismiss, the largest error of the browser's motion against the Swift definition as a
# fraction of travel and where it occurs, then the overlay measurements; then the error budget: per
# motion, the Swift model against UIKit's formulas written independently (UIKitFormulas), the easing
# against the model (its bound), and the browser against the easing and against the formulas, with the
# largest of each per group and the targets (browser vs UIKit ≤ 0.1 %, easing vs model ≤ 0.02 %).
# MOTION_SAMPLE=0 skips the sample (the test suite alone, as make test runs it). A run that passed writes
# the shipped motions' browser figures to Resources/motion-measurements.json, which the QA page shows.
set -uo pipefail
export MOTION_SAMPLE="${MOTION_SAMPLE:-200}"
log=$(mktemp)
status=0
bash "$(dirname "$0")/browser-report.sh" EmbedMotionFidelityTests 'motion|overlay|budget' >"$log" || status=$?
grep -v '^budget ' "$log"
echo
echo "error budget, per motion (% of travel):"
grep '^budget ' "$log" | grep -v '^budget sample:' | sed 's/^budget //'
grep '^budget sample:' "$log" | sort -u
awk '
  /^budget / && !/^budget sample:/ {
    group = $2
    line = $0
    n[group]++
    match(line, /model vs UIKit formulas [0-9.]+/); m = substr(line, RSTART + 24, RLENGTH - 24) + 0
    match(line, /easing vs model [0-9.]+/); e = substr(line, RSTART + 16, RLENGTH - 16) + 0
    match(line, /browser vs easing [0-9.]+/); b = substr(line, RSTART + 18, RLENGTH - 18) + 0
    match(line, /browser vs UIKit formulas [0-9.]+/); u = substr(line, RSTART + 26, RLENGTH - 26) + 0
    if (m > model[group]) model[group] = m
    if (e > easing[group]) easing[group] = e
    if (b > browser[group]) browser[group] = b
    if (u > total[group]) { total[group] = u; where[group] = $3 " " $4 }
  }
  END {
    print ""
    print "error budget, largest per group (% of travel):"
    for (g in n) {
      printf "%-8s %4d motions: model vs UIKit formulas %.4f, easing vs model %.4f, browser vs easing %.4f, browser vs UIKit formulas %.4f (%s)\n",
        g, n[g], model[g], easing[g], browser[g], total[g], where[g]
      printf "  %s browser vs UIKit formulas <= 0.1 %%: %s; easing vs model <= 0.02 %%: %s\n", g,
        (total[g] <= 0.1 ? "PASS" : "FAIL"), (easing[g] <= 0.02 ? "PASS" : "FAIL")
    }
  }' "$log"
# The shipped motions' figures, for the QA page (serve --motion-measurements): only from a run whose
# tests all passed, each with the motion it measured so a page never shows a figure for an edited one.
if [ "$status" -eq 0 ]; then
  python3 - "$log" "$(dirname "$0")/../Resources/motion-measurements.json" <<'PY'
import datetime, json, re, sys
line = re.compile(r"^budget shipped (\S+)/(\S+) (present|dismiss) \[(.+?)\]: .*browser vs UIKit formulas ([0-9.]+) %")
motions = []
for text in open(sys.argv[1], encoding="utf-8"):
    match = line.match(text)
    if match:
        campaign, variant, transition, motion, percent = match.groups()
        motions.append({"campaign": campaign, "variant": variant, "transition": transition,
                        "motion": motion, "browser_vs_uikit_percent": float(percent)})
if motions:
    document = {"measured": datetime.date.today().isoformat(), "motions": motions}
    with open(sys.argv[2], "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    print(f"\nwrote {len(motions)} shipped motions' figures to Resources/motion-measurements.json (the QA page shows them)")
PY
fi
rm -f "$log"
exit $status
