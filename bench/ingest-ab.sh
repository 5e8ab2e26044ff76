#!/usr/bin/env bash
# Alternating ingest, two builds: CPU time per acknowledged event of the whole server process and of
# its writer thread (`event-writer`), events/s and bytes written per event, one fresh SQLite database
# per run. Used for the rollups' cost (docs/benchmarks.md): a build of main (no rollups) against this
# tree's. The script holds /tmp/bench.lock from its first run to its last (the machine is shared, and
# a pair is only comparable when no other benchmark runs between its two halves): don't wrap it in
# `flock /tmp/bench.lock`, which would wait for itself.
#
# Usage: bench/ingest-ab.sh ROUNDS BATCH CONNECTIONS A_BINARY A_REPO B_BINARY B_REPO
#   e.g. bench/ingest-ab.sh 5 1 64 /tmp/ref-main/.build/release/dialog-preview /tmp/ref-main \
#          .build/release/dialog-preview .
set -uo pipefail
rounds=$1 batch=$2 connections=$3
# AB_POSTGRES=1: each run on a fresh database of one PostgreSQL cluster (scripts/with-postgres.sh)
# instead of a fresh SQLite file (bytes_per_event is then the server's own writes only).
if [ "${AB_POSTGRES:-0}" = 1 ]; then
  source "$(dirname "$0")/../scripts/env.sh"
  source "$(dirname "$0")/../scripts/with-postgres.sh"
  trap postgres_cleanup EXIT
  postgres_start >/dev/null || exit 1
fi
runs=0
lua="$(cd "$(dirname "$0")" && pwd)/bench.lua"
hz=$(getconf CLK_TCK)
exec 9>>/tmp/bench.lock
flock 9
writer_ticks() { # PID: utime+stime of the event-writer thread
  local task
  for task in /proc/"$1"/task/*; do
    if grep -q event-writer "$task/comm" 2>/dev/null; then awk '{ print $14 + $15 }' "$task/stat"; return; fi
  done
  echo 0
}
run() { # LABEL BINARY REPO
  local dir port pid t0 t1 w0 w1 b0 b1 result ok events
  dir=$(mktemp -d)
  cat >"$dir/bench.json" <<J
{"id":"bench","title":"Bench","banner":"banners/summer-sale.png","actionURL":"","variants":[{"id":"A","style":"pop-grow"},{"id":"B","style":"pop-grow"}]}
J
  local database="sqlite:$dir/e.sqlite"
  if [ "${AB_POSTGRES:-0}" = 1 ]; then
    runs=$((runs + 1))
    "$DIALOG_PREVIEW_TEST_POSTGRES_BIN/psql" -X -q -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "CREATE DATABASE ab_$runs"
    database="${DIALOG_PREVIEW_TEST_POSTGRES%/postgres}/ab_$runs"
  fi
  (cd "$3" && exec "$2" serve --port 0 --campaigns "$dir" --database "$database" >"$dir/out" 2>"$dir/err") &
  pid=$!
  for _ in $(seq 100); do grep -q listening "$dir/out" 2>/dev/null && break; sleep 0.1; done
  port=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' "$dir/out")
  t0=$(awk '{ print $14 + $15 }' /proc/$pid/stat); w0=$(writer_ticks $pid); b0=$(awk '/^wchar/ { print $2 }' /proc/$pid/io)
  result=$(MODE=events BATCH=$batch RUN_ID="$1-$RANDOM" wrk -t2 -c"$connections" -d5s -s "$lua" \
    "http://127.0.0.1:$port/api/events" 2>&1 | grep RESULT)
  t1=$(awk '{ print $14 + $15 }' /proc/$pid/stat); w1=$(writer_ticks $pid); b1=$(awk '/^wchar/ { print $2 }' /proc/$pid/io)
  kill -TERM $pid; wait $pid 2>/dev/null
  ok=$(sed -n 's/.*ok=\([0-9]*\).*/\1/p' <<<"$result"); events=$((ok * batch))
  awk -v l="$1" -v e="$events" -v t=$((t1 - t0)) -v w=$((w1 - w0)) -v b=$((b1 - b0)) -v hz="$hz" 'BEGIN {
    printf "%s events/s=%d server_us_per_event=%.2f writer_us_per_event=%.2f bytes_per_event=%d\n",
      l, e / 5, t / hz / e * 1e6, w / hz / e * 1e6, b / e }'
  rm -rf "$dir"
}
for _ in $(seq "$rounds"); do
  run A "$4" "$5"
  run B "$6" "$7"
done
