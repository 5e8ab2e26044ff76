#!/usr/bin/env bash
# The ceiling of the ingest architecture (issue 31): single-event ingest through the same libmicrohttpd
# mode, the same suspend/resume round trip and the same durable group commit (SQLite WAL,
# synchronous=FULL) as dialog-preview, written in C with nothing else per request (bench/mhd-commit.c),
# beside libmicrohttpd answering 204 (bench/mhd204.c) and this tree's release server, in alternating
# 5-s runs of bench.lua's single events (wrk, 2 threads) on fresh databases. Per run: events/s and the
# server's CPU per event (user and system, from /proc); per round the ratios; then their medians.
# Not part of `make bench` (it would add a minute and a half); docs/benchmarks.md has its figures.
#
# Two more servers wait for the commit without suspend/resume, to tell the round trip's cost from the
# commit's: bench/mhd-loop.c in one thread (external select mode), bench/mhd-hybrid.c with that HTTP
# thread beside a writer thread that wakes it once per commit.
#
# Usage: bench/architecture-ceiling.sh [ROUNDS [CONNECTIONS]]   (default 5 and 64)
# Knobs: BENCH_BINARY=path (measure that build instead of building this tree)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
rounds="${1:-5}" connections="${2:-64}"
started=$(date +%s)
work=$(mktemp -d /tmp/dialog-preview-ceiling.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
if [ -n "${BENCH_BINARY:-}" ]; then
  binary="$BENCH_BINARY"
else
  swift build -c release --product dialog-preview >/dev/null
  binary=.build/release/dialog-preview
fi
cc -O2 -o "$work/mhd204" bench/mhd204.c -lmicrohttpd
cc -O2 -o "$work/mhd-commit" bench/mhd-commit.c -lmicrohttpd -lsqlite3 -lpthread
cc -O2 -o "$work/mhd-loop" bench/mhd-loop.c -lmicrohttpd -lsqlite3
cc -O2 -o "$work/mhd-hybrid" bench/mhd-hybrid.c -lmicrohttpd -lsqlite3 -lpthread
mkdir -p "$work/campaigns"
cat >"$work/campaigns/bench.json" <<'JSON'
{"id": "bench", "title": "Benchmark", "banner": "https://example.com/b.png", "actionURL": "https://example.com/",
 "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-grow"}]}
JSON
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_ready() { for _ in $(seq 200); do grep -qs listening "$1" && return; sleep 0.05; done; echo "$2 did not start" >&2; exit 1; }
mhd_port=$(free_port); "$work/mhd204" "$mhd_port" >"$work/mhd.ready" & pids+=($!); mhd_pid=$!
wait_ready "$work/mhd.ready" mhd204
c_port=$(free_port); "$work/mhd-commit" "$c_port" "$work/c.sqlite" >"$work/c.ready" & pids+=($!); c_pid=$!
wait_ready "$work/c.ready" mhd-commit
l_port=$(free_port); "$work/mhd-loop" "$l_port" "$work/l.sqlite" >"$work/l.ready" & pids+=($!); l_pid=$!
wait_ready "$work/l.ready" mhd-loop
h_port=$(free_port); "$work/mhd-hybrid" "$h_port" "$work/h.sqlite" >"$work/h.ready" & pids+=($!); h_pid=$!
wait_ready "$work/h.ready" mhd-hybrid
"$binary" serve --port 0 --campaigns "$work/campaigns" --database "sqlite:$work/events.sqlite" \
  >"$work/dp.ready" 2>"$work/dp.log" & pids+=($!); dp_pid=$!
wait_ready "$work/dp.ready" dialog-preview
dp_port=$(sed -E 's/.*:([0-9]+)$/\1/' "$work/dp.ready")

# run NAME PORT PID OK_STATUS: one 5-s run; prints "rate user_us sys_us"
run() {
  local t0 t1
  t0=$(awk '{ print $14, $15 }' "/proc/$3/stat")
  local result
  result=$(MODE=events BATCH=1 OK_STATUS="$4" RUN_ID="$1-$RANDOM$RANDOM" wrk -t2 -c"$connections" -d5s \
    -s bench/bench.lua "http://127.0.0.1:$2/api/events" 2>&1 | grep RESULT)
  t1=$(awk '{ print $14, $15 }' "/proc/$3/stat")
  awk -v a="$t0" -v b="$t1" -v r="$result" 'BEGIN {
    n = split(r, f, " "); for (i = 1; i <= n; i++) { split(f[i], kv, "="); v[kv[1]] = kv[2] }
    split(a, x, " "); split(b, y, " "); ok = v["ok"] + 0; if (ok == 0) ok = 1
    printf "%d %.1f %.1f\n", ok / v["seconds"], (y[1] - x[1]) * 1e4 / ok, (y[2] - x[2]) * 1e4 / ok }'
}
echo "single events, $connections connections, $rounds rounds of 5-s runs (libmicrohttpd-204, the C ceiling with"
echo "suspend/resume and a writer thread, in one thread, HTTP in one thread beside a writer, dialog-preview):"
ceiling_ratios="" loop_ratios="" hybrid_ratios="" dp_ratios="" dp_mhd_ratios=""
for round in $(seq "$rounds"); do
  read -r m_rate m_user m_sys < <(run m "$mhd_port" "$mhd_pid" 204)
  read -r c_rate c_user c_sys < <(run c "$c_port" "$c_pid" 204)
  read -r l_rate l_user l_sys < <(run l "$l_port" "$l_pid" 204)
  read -r h_rate h_user h_sys < <(run h "$h_port" "$h_pid" 204)
  read -r d_rate d_user d_sys < <(run d "$dp_port" "$dp_pid" 200)
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
  ceiling_ratios+=" $(ratio "$c_rate" "$m_rate")"; loop_ratios+=" $(ratio "$l_rate" "$m_rate")"
  hybrid_ratios+=" $(ratio "$h_rate" "$m_rate")"; dp_ratios+=" $(ratio "$d_rate" "$c_rate")"
  dp_mhd_ratios+=" $(ratio "$d_rate" "$m_rate")"
  echo "  round $round: libmicrohttpd-204 $m_rate/s ($m_user + $m_sys µs) | C ceiling $c_rate/s ($c_user + $c_sys µs)" \
    "| C, one thread $l_rate/s ($l_user + $l_sys µs) | C, hybrid $h_rate/s ($h_user + $h_sys µs)" \
    "| dialog-preview $d_rate/s ($d_user + $d_sys µs)" \
    "  (user + system CPU per event)"
done
median() { tr ' ' '\n' <<<"$*" | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
echo "medians of the rounds' ratios: C ceiling / libmicrohttpd-204 $(median $ceiling_ratios)×," \
  "C in one thread / libmicrohttpd-204 $(median $loop_ratios)×, C hybrid / libmicrohttpd-204 $(median $hybrid_ratios)×," \
  "dialog-preview / C ceiling $(median $dp_ratios)×, dialog-preview / libmicrohttpd-204 $(median $dp_mhd_ratios)×"
echo "architecture ceiling took $(($(date +%s) - started)) s"
