#!/usr/bin/env bash
# `make bench`: dialog-preview side by side with nginx on loopback, against a release build (about 13
# minutes). This wrapper puts the toolchain on PATH and installs what the bench needs; the driver is
# bench/bench.py (method and knobs in its header) and what it measures is the table in bench/scenarios.py.
# Usage: bench/bench.sh      Knobs: BENCH_SECONDS BENCH_ROUNDS BENCH_TAIL_ROUNDS BENCH_CEILING_ROUNDS
#        BENCH_POSTGRES BENCH_DOC BENCH_REPORT_SIZES BENCH_REPORT_REQUESTS BENCH_BINARY (see bench/bench.py)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/install-packages.sh $RUNTIME_PACKAGES curl wrk sqlite3 nginx postgresql python3
exec python3 bench/bench.py "$@"
