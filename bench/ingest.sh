#!/usr/bin/env bash
# Ingest benchmark (not a test): acknowledged events per second over loopback for single events and
# for batches of 100, with p50/p99 latency, against a release build on a fresh SQLite file; afterwards
# it checks acknowledged == stored. Usage: bench/ingest.sh [seconds per run, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/install-packages.sh $RUNTIME_PACKAGES wrk sqlite3
DURATION="${1:-10}"
swift build -c release --product dialog-preview >/dev/null
work=$(mktemp -d)
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/campaigns"
cat > "$work/campaigns/bench.json" <<'JSON'
{"id": "bench", "title": "Benchmark", "banner": "https://example.com/b.png", "actionURL": "",
 "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
JSON
.build/release/dialog-preview serve --port 0 --campaigns "$work/campaigns" --database "sqlite:$work/events.sqlite" \
  >"$work/ready" 2>"$work/log" &
server=$!
for _ in $(seq 100); do grep -q listening "$work/ready" && break; sleep 0.1; done
port=$(sed -E 's/.*:([0-9]+)$/\1/' "$work/ready")
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
acknowledged=0
for batch in 1 100; do
  connections=$([ "$batch" = 1 ] && echo 64 || echo 16)
  out=$(BATCH=$batch RUN_ID="b$batch" wrk -t2 -c"$connections" -d"${DURATION}s" -s bench/ingest.lua "http://127.0.0.1:$port" | grep RESULT)
  ok=$(sed -E 's/.*ok=([0-9]+).*/\1/' <<<"$out"); bad=$(sed -E 's/.*bad=([0-9]+).*/\1/' <<<"$out")
  p50=$(sed -E 's/.*p50_ms=([0-9.]+).*/\1/' <<<"$out"); p99=$(sed -E 's/.*p99_ms=([0-9.]+).*/\1/' <<<"$out")
  secs=$(sed -E 's/.*seconds=([0-9.]+).*/\1/' <<<"$out")
  events=$((ok * batch)); acknowledged=$((acknowledged + events))
  printf 'batch=%-4s connections=%-3s requests_ok=%-8s non_200=%-5s events/s=%-10.0f p50=%sms p99=%sms\n' \
    "$batch" "$connections" "$ok" "$bad" "$(awk -v e="$events" -v s="$secs" 'BEGIN{print e/s}')" "$p50" "$p99"
done
kill -TERM $server; wait $server || true
stored=$(sqlite3 "$work/events.sqlite" "select count(*) from events")
echo "acknowledged=$acknowledged stored=$stored $([ "$acknowledged" = "$stored" ] && echo OK || echo MISMATCH)"
[ "$acknowledged" = "$stored" ]
