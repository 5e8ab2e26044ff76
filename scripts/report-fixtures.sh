#!/usr/bin/env bash
# Regenerates Tests/AnalyticsTests/Fixtures/report-fixtures.json from GrowthBook's gbstats and SciPy
# (scripts/report-fixtures.py), in a venv of pinned versions from PyPI (.build/stats-venv). Not run by
# `make test`: the fixtures are committed, and the Swift tests compare against them.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.build/stats-venv
PINS="gbstats==0.8.0 numpy==1.26.4 scipy==1.17.1 statsmodels==0.15.0 mpmath==1.4.1"
if ! "$VENV/bin/python" -c "import gbstats, scipy, statsmodels, mpmath" 2>/dev/null; then
  python="/usr/bin/python3"; [ -x "$python" ] || python="python3"
  rm -rf "$VENV"
  "$python" -m venv "$VENV"
  "$VENV/bin/pip" install --quiet $PINS
fi
"$VENV/bin/python" scripts/report-fixtures.py
