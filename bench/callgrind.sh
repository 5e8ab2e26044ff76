#!/usr/bin/env bash
# Instructions per single-event request, by stage: the release server under valgrind's callgrind on a fresh
# SQLite file, a warm-up of WARMUP requests, counters zeroed, then REQUESTS single-event POSTs from
# bench/post-events.c over CONNECTIONS keep-alive connections, counters dumped. Instruction counts are
# steady where timings on this shared machine are not (the point of measuring this way).
#
# Usage: bench/callgrind.sh [BINARY]     (default: .build/release/dialog-preview, built first)
# Knobs: REQUESTS=6400 WARMUP=500 CONNECTIONS=64 CALLGRIND_OUT=path (keeps the profile)
#        USERS=N: the requests in flight name different users of N (as bench.lua), not the same few
#        (the rollups' cost depends on it: one unit and daily row per user in a group commit)
# Prints one line per stage: instructions per request, inclusive (a stage's callees are in it).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
REQUESTS="${REQUESTS:-6400}"
WARMUP="${WARMUP:-500}"
CONNECTIONS="${CONNECTIONS:-64}"
if [ -n "${1:-}" ]; then
  binary="$1"
else
  swift build -c release --product dialog-preview >/dev/null
  binary=.build/release/dialog-preview
fi
work=$(mktemp -d /tmp/dialog-preview-callgrind.XXXXXX)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
cc -O2 -o "$work/post-events" bench/post-events.c -lpthread
mkdir -p "$work/campaigns"
cat >"$work/campaigns/bench.json" <<'JSON'
{"id": "bench", "title": "Benchmark", "banner": "https://example.com/b.png", "actionURL": "https://example.com/",
 "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
JSON
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out.%p" --dump-instr=no \
  "$binary" serve --port 0 --campaigns "$work/campaigns" --database "sqlite:$work/events.sqlite" \
  >"$work/ready" 2>"$work/log" &
server_pid=$!
for _ in $(seq 600); do grep -q listening "$work/ready" && break; sleep 0.1; done
grep -q listening "$work/ready" || { echo "the server did not start:"; cat "$work/log"; exit 1; }
port=$(sed -E 's/.*:([0-9]+)$/\1/' "$work/ready")
"$work/post-events" "$port" "$WARMUP" "$CONNECTIONS" warmup ${USERS:+"$USERS"} >/dev/null
callgrind_control -z "$server_pid" >/dev/null
"$work/post-events" "$port" "$REQUESTS" "$CONNECTIONS" measured ${USERS:+"$USERS"}
sleep 0.2  # the access log thread's last lines
callgrind_control -d "$server_pid" >/dev/null
kill -TERM "$server_pid"; wait "$server_pid" || true; server_pid=""
profile=$(ls -S "$work"/callgrind.out.*.1 | head -1)
[ -n "${CALLGRIND_OUT:-}" ] && cp "$profile" "$CALLGRIND_OUT"
annotated="$work/annotated"
# Callgrind names a cost centre by file and function, and Swift code inlined from other files (or
# <compiler-generated>) becomes a piece of its own: every file name is made the same, so each function's
# pieces are counted as one.
sed -E 's/^((c?fl|fi|fe|cfi)=\([0-9]+\)) .*/\1 x/' "$profile" >"$work/merged"
callgrind_annotate --inclusive=yes --threshold=100 "$work/merged" 2>/dev/null | swift demangle --simplified >"$annotated"
total=$(awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }' "$annotated")
# inc NAME: the inclusive count of the function named exactly NAME (0 when it never ran).
inc() {
  awk -v name="$1" '
    /^ *[0-9,]+ +\(/ {
      count = $1; gsub(",", "", count)
      rest = $0; sub(/^ *[0-9,]+ +\( *[0-9.]+%\) +/, "", rest)
      fn = substr(rest, index(rest, ":") + 1); sub(/ \[[^]]*\]$/, "", fn)
      if (fn == name && count > best) best = count
    }
    END { print best + 0 }' "$annotated"
}
per() { awk -v c="$1" -v n="$REQUESTS" 'BEGIN { printf "%.0f", c / n }'; }
row() { printf '%-62s %8s\n' "$1" "$(per "$2")"; }
memset=$(inc '__memset_avx2_unaligned_erms')
sqlite=$(inc 'sqlite3_step')
access=$(inc 'ServerCore.access(connection:url:method:upload:uploadSize:slot:)')
head_=$(inc 'specialized ServerCore.makeRequest(connection:url:method:)')
security=$(inc 'protocol witness for HTTPHandler.handle(_:reply:) in conformance SecurityHeaders')
route=$(inc 'Router.handle(_:reply:)')
ingest=$(inc 'EventIngestHandler.handle(_:reply:)')
decode=$(inc 'EventDecoder.decode<A>(_:)')
submit=$(inc 'partial apply for specialized closure #1 in static EventPipeline.start<A>(_:metrics:capacity:)')
queue=$(inc 'ServerCore.queue(_:exchange:connection:)')
log=$(inc 'partial apply for closure #1 in static AccessLog.writer(trustProxy:)')
answer=$(inc 'partial apply for closure #2 in EventIngestHandler.handle(_:reply:)')
completed=$(inc '@objc closure #1 in variable initialization expression of completedTrampoline')
commit=$(inc 'GroupCommitWriter.commit(_:)')
insert=$(inc 'SQLiteEventStore.insert(_:)')
echo "instructions per request (callgrind, user space; $REQUESTS requests over $CONNECTIONS connections${USERS:+, $USERS users in flight}, inclusive):"
row "everything, every thread" "$total"
row "everything but libmicrohttpd's memset and SQLite" "$((total - memset - sqlite))"
row "memset (libmicrohttpd zeroing its connection pool, see below)" "$memset"
row "the access handler (ServerCore.access, every call)" "$access"
row "  request head: method, path, header fields, client (makeRequest)" "$head_"
row "  security headers, routing and the handler (SecurityHeaders.handle)" "$security"
row "    the Router's own (Router.handle less the handler)" "$((route - ingest))"
row "    the ingest handler (EventIngestHandler.handle)" "$ingest"
row "      decoding and validating the body (EventDecoder.decode)" "$decode"
row "      submitting to the writer" "$submit"
row "  queueing the answer (ServerCore.queue)" "$queue"
row "    of which the access log line" "$log"
row "  the rest (exchange, body copy, suspend, locks)" "$((access - head_ - security - queue))"
row "the writer's commit (GroupCommitWriter.commit)" "$commit"
row "  the store's insert (SQLiteEventStore.insert)" "$insert"
row "    of which sqlite3_step" "$sqlite"
row "  the answers (outcome, CORS, route metrics, security headers, resume)" "$answer"
row "  the rest (batching, results)" "$((commit - insert - answer))"
row "request completed (the exchange released)" "$completed"
row "everything else: libmicrohttpd's own work, the runtime, other threads" \
  "$((total - memset - access - commit - completed))"
echo "(memset: libmicrohttpd zeroes the 32 KiB connection pool after every request and 16 KiB of it again;"
echo " valgrind counts each byte of a rep stosb as an instruction: a few hundred cycles really)"
