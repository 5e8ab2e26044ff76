#!/usr/bin/env bash
# Ingest benchmark (not a test): acknowledged events per second over loopback for single events and
# for batches of 100, with p50/p99 latency, against a release build: first on a fresh SQLite file, then
# on a throwaway PostgreSQL 15 cluster (scripts/postgres-cluster.sh, removed afterwards). After each
# backend it checks that every acknowledged event was stored: stored >= acknowledged, and at most the
# requests in flight when wrk stopped (connections × batch) were stored without being counted.
# Usage: bench/ingest.sh [seconds per run, default 10] [sqlite|postgres|all, default all]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/with-postgres.sh
bash scripts/install-packages.sh $RUNTIME_PACKAGES wrk sqlite3 postgresql
DURATION="${1:-10}"
BACKENDS="${2:-all}"
swift build -c release --product dialog-preview >/dev/null
work=$(mktemp -d)
server=""
trap 'if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi; postgres_cleanup; rm -rf "$work"' EXIT
mkdir -p "$work/campaigns"
cat > "$work/campaigns/bench.json" <<'JSON'
{"id": "bench", "title": "Benchmark", "banner": "https://example.com/b.png", "actionURL": "",
 "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
JSON
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
status=0

# bench NAME DATABASE COUNT-COMMAND…: serves on DATABASE, drives it, then compares with COUNT-COMMAND's output.
bench() {
  local name="$1" database="$2"
  shift 2
  .build/release/dialog-preview serve --port 0 --campaigns "$work/campaigns" --database "$database" \
    >"$work/ready" 2>"$work/$name.log" &
  server=$!
  for _ in $(seq 100); do grep -q listening "$work/ready" && break; sleep 0.1; done
  local port acknowledged=0 in_flight=0
  port=$(sed -E 's/.*:([0-9]+)$/\1/' "$work/ready")
  for batch in 1 100; do
    local connections out ok bad p50 p99 secs events
    connections=$([ "$batch" = 1 ] && echo 64 || echo 16)
    out=$(BATCH=$batch RUN_ID="b$batch" wrk -t2 -c"$connections" -d"${DURATION}s" -s bench/ingest.lua "http://127.0.0.1:$port" | grep RESULT)
    ok=$(sed -E 's/.*ok=([0-9]+).*/\1/' <<<"$out"); bad=$(sed -E 's/.*bad=([0-9]+).*/\1/' <<<"$out")
    p50=$(sed -E 's/.*p50_ms=([0-9.]+).*/\1/' <<<"$out"); p99=$(sed -E 's/.*p99_ms=([0-9.]+).*/\1/' <<<"$out")
    secs=$(sed -E 's/.*seconds=([0-9.]+).*/\1/' <<<"$out")
    events=$((ok * batch)); acknowledged=$((acknowledged + events)); in_flight=$((in_flight + connections * batch))
    printf '%-8s batch=%-4s connections=%-3s requests_ok=%-8s non_200=%-5s events/s=%-10.0f p50=%sms p99=%sms\n' \
      "$name" "$batch" "$connections" "$ok" "$bad" "$(awk -v e="$events" -v s="$secs" 'BEGIN{print e/s}')" "$p50" "$p99"
  done
  kill -TERM "$server"; wait "$server" || true
  server=""
  local stored
  stored=$("$@")
  if [ "$stored" -ge "$acknowledged" ] && [ "$stored" -le $((acknowledged + in_flight)) ]; then
    echo "$name: acknowledged=$acknowledged stored=$stored (cut off in flight: $((stored - acknowledged))) OK"
  else
    echo "$name: acknowledged=$acknowledged stored=$stored MISMATCH"
    status=1
  fi
}

if [ "$BACKENDS" != postgres ]; then
  bench sqlite "sqlite:$work/events.sqlite" sqlite3 "$work/events.sqlite" "select count(*) from events"
fi
if [ "$BACKENDS" != sqlite ]; then
  postgres_start
  psql="$DIALOG_PREVIEW_TEST_POSTGRES_BIN/psql"
  "$psql" -X -q -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "CREATE DATABASE bench"
  url="${DIALOG_PREVIEW_TEST_POSTGRES%/postgres}/bench"
  bench postgres "$url" "$psql" -X -A -t -d "$url" -c "select count(*) from events"
fi
exit $status
