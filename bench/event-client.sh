#!/usr/bin/env bash
# Event client figures: log()'s time on the caller's thread (p50/p99, release build, beside the floor of
# making an id and a timestamp in the same process; goal p99 <= 50 us) and how fast the writer puts
# events on disk; events per second one DialogEvents client delivers through a local server (SQLite
# store; logging then draining), and disk bytes per queued event.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
swift build --product dialog-preview >/dev/null
swift build --product event-client-harness >/dev/null
swift build -c release --product event-client-harness >/dev/null
work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p "$work/campaigns"
cat >"$work/campaigns/ab-test.json" <<'JSON'
{"id": "ab-test", "title": "A/B test", "banner": "https://example.com/banner.png", "actionURL": "https://example.com/",
 "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
JSON
.build/debug/dialog-preview serve --port 0 --campaigns "$work/campaigns" --database "sqlite:$work/events.sqlite" \
  >"$work/server.out" 2>/dev/null &
server=$!
for _ in $(seq 100); do grep -qs listening "$work/server.out" && break; sleep 0.1; done
port=$(sed -n 's/.*:\([0-9]*\)$/\1/p' "$work/server.out" | head -1)
count=${EVENTS:-20000}
# Queue first (a huge flush-at and interval: nothing sent while logging), then drain: both figures.
stats=$(.build/debug/event-client-harness --url "http://127.0.0.1:$port" --queue "$work/queue" --count "$count" \
  --flush-at 1000000 --interval 100000 --drain | tail -1)
measure=$(.build/release/event-client-harness --url "http://127.0.0.1:$port" --queue "$work/measure" \
  --flush-at 1000000 --interval 100000 --measure "${MEASURE_CALLS:-20000}" | grep '^measure')
python3 - "$measure" <<'PY'
import sys
f = dict(kv.split("=") for kv in sys.argv[1].split()[1:])
p99 = float(f["p99_us"])
print(f"event client log(): {f['calls']} calls on the caller's thread, p50 {float(f['p50_us']):.1f} us, "
      f"p99 {p99:.1f} us (floor: id + timestamp alone p50 {float(f['floor_p50_us']):.1f} us, "
      f"p99 {float(f['floor_p99_us']):.1f} us); written to disk at {float(f['written_per_s']):.0f} events/s; "
      f"p99 goal 50 us: {'PASS' if p99 <= 50 else 'FAIL'}")
PY
field() { echo "$stats" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
python3 - "$count" "$(field logSeconds)" "$(field totalSeconds)" "$(field queueBytesBeforeDrain)" <<'PY'
import sys
count, log, total, size = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
print(f"event client: {count} events logged and on disk at {count / log:.0f} events/s (the harness waits "
      f"for each one's sync, as the kill tests need), "
      f"delivered at {count / (total - log):.0f} events/s through a local server, "
      f"{size / count:.0f} disk bytes per queued event")
PY
