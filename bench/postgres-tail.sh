#!/usr/bin/env bash
# Where PostgreSQL's single-event tail comes from (docs/benchmarks.md, issue 31): the server on a throwaway
# cluster (log_checkpoints, log_autovacuum_min_duration=0), RUNS wrk runs of 5 s at 64 connections, each
# holding /tmp/bench.lock. Per run: events/s, wrk's p50/p99/p99.9, the server-side p50/p99/p99.9 (the
# access log's ms=: head received -> answer queued), commits and events per commit, the mean commit and
# how many took over 5/10/25/100/250 ms (the /metrics histogram), checkpoints and autovacuums logged, and
# the insert backend's time on a CPU and waiting for one per commit (/proc/PID/schedstat).
# Usage: bench/postgres-tail.sh BINARY RUNS [SETTING=VALUE …]   (ALTER SYSTEM settings before the runs)
#        ALTERNATE=1 … switches synchronous_commit on and off run by run.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/with-postgres.sh
binary=$1; runs=$2; shift 2
work=$(mktemp -d /tmp/dialog-preview-pgtail.XXXXXX)
dp=""
trap 'kill $dp 2>/dev/null; wait $dp 2>/dev/null; postgres_cleanup; rm -rf $work' EXIT
postgres_start >/dev/null
psql="$DIALOG_PREVIEW_TEST_POSTGRES_BIN/psql -X -q -A -t"
$psql -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "CREATE DATABASE bench"
$psql -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "ALTER SYSTEM SET log_checkpoints = on" -c "ALTER SYSTEM SET log_autovacuum_min_duration = 0"
for s in "$@"; do $psql -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "ALTER SYSTEM SET ${s%%=*} = '${s#*=}'"; done
$psql -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "SELECT pg_reload_conf()" >/dev/null
$psql -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "SELECT name || '=' || setting FROM pg_settings WHERE name IN ('synchronous_commit','fsync','wal_sync_method','max_wal_size','checkpoint_timeout','autovacuum','shared_buffers','commit_delay','wal_writer_delay','full_page_writes')" | tr '\n' ' '; echo
url="${DIALOG_PREVIEW_TEST_POSTGRES%/postgres}/bench"
mkdir -p $work/campaigns; cat >$work/campaigns/bench.json <<'JSON'
{"id": "bench", "title": "Benchmark", "banner": "https://example.com/b.png", "actionURL": "https://example.com/",
 "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
JSON
"$binary" serve --port 0 --campaigns $work/campaigns --database "$url" >$work/ready 2>$work/log & dp=$!
for _ in $(seq 100); do grep -q listening $work/ready && break; sleep 0.1; done
port=$(sed -E 's/.*:([0-9]+)$/\1/' $work/ready)
metric() { curl -s "http://127.0.0.1:$port/metrics" | awk -v k="$1" '$1 == k { print $2 }'; }
bucket() { curl -s "http://127.0.0.1:$port/metrics" | awk -v b="$1" 'index($1, "dialog_preview_commit_seconds_bucket{le=\"" b "\"}") == 1 { print $2 }'; }
pglog="$DIALOG_PREVIEW_TEST_POSTGRES_DATA/server.log"
for r in $(seq $runs); do
  if [ "${ALTERNATE:-0}" = 1 ]; then
    mode=$([ $((r % 2)) = 1 ] && echo on || echo off)
    $psql -d "$DIALOG_PREVIEW_TEST_POSTGRES" -c "ALTER SYSTEM SET synchronous_commit = '$mode'" -c "SELECT pg_reload_conf()" >/dev/null
    sleep 0.3; echo "synchronous_commit=$mode"
  fi
  b100a=$(bucket 0.1); b250a=$(bucket 0.25)
  c0=$(metric dialog_preview_commit_seconds_count); s0=$(metric dialog_preview_commit_seconds_sum)
  b5a=$(bucket 0.005); b10a=$(bucket 0.01); b25a=$(bucket 0.025)
  l0=$(wc -l <"$pglog"); a0=$(wc -l <$work/log)
  bpid=$($psql -d "$url" -c "SELECT pid FROM pg_stat_activity WHERE query LIKE 'INSERT%' ORDER BY backend_start LIMIT 1")
  [ -n "$bpid" ] && read -r run0 wait0 slices0 </proc/$bpid/schedstat || { run0=0; wait0=0; slices0=0; }
  out=$(flock /tmp/bench.lock env MODE=events BATCH=1 RUN_ID=pg$r wrk -t2 -c64 -d5s --timeout 10s -s bench/bench.lua "http://127.0.0.1:$port" | grep RESULT)
  [ -n "$bpid" ] && read -r run1 wait1 slices1 </proc/$bpid/schedstat || { run1=0; wait1=0; slices1=0; }
  c1=$(metric dialog_preview_commit_seconds_count); s1=$(metric dialog_preview_commit_seconds_sum)
  b5b=$(bucket 0.005); b10b=$(bucket 0.01); b25b=$(bucket 0.025); b100b=$(bucket 0.1); b250b=$(bucket 0.25)
  ok=$(sed -E 's/.*ok=([0-9]+).*/\1/' <<<"$out"); secs=$(sed -E 's/.*seconds=([0-9.]+).*/\1/' <<<"$out")
  p50=$(sed -E 's/.*p50_ms=([0-9.]+).*/\1/' <<<"$out"); p99=$(sed -E 's/.*p99_ms=([0-9.]+).*/\1/' <<<"$out"); p999=$(sed -E 's/.*p999_ms=([0-9.]+).*/\1/' <<<"$out")
  sleep 0.1
  server_ms=$(tail -n +$((a0 + 1)) $work/log | grep -o ' ms=[0-9.]*' | cut -d= -f2 | sort -g | awk '{ v[NR] = $1 } END { printf "server-side p50 %.2f p99 %.2f p99.9 %.2f ms (%d lines)", v[int(NR*0.5)], v[int(NR*0.99)], v[int(NR*0.999)], NR }')
  echo "  $server_ms; commits over 100 ms: $(( (c1 - c0) - (b100b - b100a) )), over 250 ms: $(( (c1 - c0) - (b250b - b250a) ))"
  commits=$((c1 - c0)); n=$(( commits > 0 ? commits : 1 ))
  ckpt=$(tail -n +$((l0 + 1)) "$pglog" | grep -c "checkpoint starting\|checkpoint complete")
  vac=$(tail -n +$((l0 + 1)) "$pglog" | grep -c "automatic vacuum\|automatic analyze")
  awk -v ok=$ok -v secs=$secs -v p50=$p50 -v p99=$p99 -v p999=$p999 -v c=$commits -v s0=$s0 -v s1=$s1 \
      -v o5=$(( commits - (b5b - b5a) )) -v o10=$(( commits - (b10b - b10a) )) -v o25=$(( commits - (b25b - b25a) )) -v ck=$ckpt -v vac=$vac -v r0=$run0 -v r1=$run1 -v w0=$wait0 -v w1=$wait1 \
    'BEGIN { printf "run: %6.0f ev/s p50 %.2f p99 %.2f p99.9 %.2f ms (p99/p50 %.1fx) | commits %d, %.1f ev/commit, mean %.2f ms, >5ms %d >10ms %d >25ms %d | checkpoint lines %d, autovacuum/analyze %d | backend per commit: on CPU %.2f ms, waiting for a CPU %.2f ms\n", ok/secs, p50, p99, p999, p99/p50, c, ok/(c>0?c:1), (s1-s0)*1000/(c>0?c:1), o5, o10, o25, ck, vac, (r1-r0)/1e6/(c>0?c:1), (w1-w0)/1e6/(c>0?c:1) }'
done
grep -E "automatic (vacuum|analyze)|checkpoint complete" "$pglog" | cut -c1-220 | tail -8
