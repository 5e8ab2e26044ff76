#!/usr/bin/env bash
# The rollups' ingest cost (issue 26): this tree's release server against the same tree built without
# them (`-D DIALOG_PREVIEW_BENCH_NO_ROLLUPS`, which only skips SQLite's applyRollups; its reports are
# wrong, it is a baseline and nothing else), in alternating pairs on fresh SQLite databases through
# bench/ingest-ab.sh: server and writer-thread CPU time per acknowledged event, for single events and
# batches of 100, and the median of the pairs' ratios (with rollups / without). Not part of `make bench`
# (the second build alone takes minutes); docs/benchmarks.md has its latest figures.
#
# Usage: bench/rollup-cost.sh [SINGLE_PAIRS [BATCH_PAIRS]]   (default 10 and 5)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
single_pairs="${1:-10}" batch_pairs="${2:-5}"
started=$(date +%s)
echo "building the release server, and again without the rollups (.build/bench-no-rollups) …"
swift build -c release --product dialog-preview >/dev/null
swift build -c release --product dialog-preview --scratch-path .build/bench-no-rollups \
  -Xswiftc -DDIALOG_PREVIEW_BENCH_NO_ROLLUPS >/dev/null
without=.build/bench-no-rollups/release/dialog-preview
with=.build/release/dialog-preview
# summary LABEL: the median ratios of ingest-ab's alternating A (without) / B (with) lines on stdin.
summary() {
  awk -v label="$1" '
    function field(name,   i, kv) { for (i = 1; i <= NF; i++) { split($i, kv, "="); if (kv[1] == name) return kv[2] } }
    function median(a, n,   i, j, t) {
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    { print "  " $0 }
    $1 == "A" { s = field("server_us_per_event"); w = field("writer_us_per_event"); r = field("events/s") }
    $1 == "B" && s > 0 {
      n++; server[n] = field("server_us_per_event") / s; writer[n] = field("writer_us_per_event") / w
      rate[n] = field("events/s") / r; list = list sprintf(" %.3f", server[n])
    }
    END {
      printf "%s: %d pairs; server CPU per event with/without rollups: median %.3f (pairs:%s); writer thread %.3f; events/s %.3f\n",
        label, n, median(server, n), list, median(writer, n), median(rate, n)
    }'
}
echo "single events, 64 connections ($single_pairs pairs; A = without rollups, B = with):"
bash bench/ingest-ab.sh "$single_pairs" 1 64 "$without" . "$with" . | summary "single events"
echo "batches of 100, 64 connections ($batch_pairs pairs):"
bash bench/ingest-ab.sh "$batch_pairs" 100 64 "$without" . "$with" . | summary "batches of 100"
echo "rollup cost took $(( $(date +%s) - started )) s"
