#!/usr/bin/env bash
# Contract tests: schemathesis (from PyPI, into .build/venv) against a live server on a throwaway
# SQLite database, every operation of openapi.json with valid and invalid generated inputs, bounded
# in examples and time. Fails on any 5xx, a status, header or content type the document does not list,
# or a body that does not conform to its schema. Prints the number of generated cases.
# Expects a built .build/debug/dialog-preview (scripts/test.sh builds it first).
set -euo pipefail
cd "$(dirname "$0")/.."
MAX_EXAMPLES="${CONTRACT_MAX_EXAMPLES:-30}"
MAX_TIME="${CONTRACT_MAX_TIME:-90}"
VENV=.build/venv
SCHEMATHESIS_VERSION="4.32.5"

if ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  # Debian's python3 (python3-venv is in TEST_PACKAGES), whatever else is first on PATH.
  python="/usr/bin/python3"; [ -x "$python" ] || python="python3"
  rm -rf "$VENV"
  "$python" -m venv "$VENV"
  "$VENV/bin/pip" install --quiet "schemathesis==$SCHEMATHESIS_VERSION"
fi

work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

.build/debug/dialog-preview serve --port 0 --database "sqlite:$work/contract.sqlite" >"$work/stdout" 2>"$work/stderr" &
server_pid=$!
base=""
for _ in $(seq 1 100); do
  base="$(sed -n 's/^dialog-preview listening on \(http:[^ ]*\)$/\1/p' "$work/stdout")"
  [ -n "$base" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/stderr" >&2; echo "contract: the server exited" >&2; exit 1; fi
  sleep 0.1
done
[ -n "$base" ] || { echo "contract: the server did not print its ready line" >&2; exit 1; }
echo "contract: server at $base"

# Pages built in parallel (the gallery `/`, the QA page `/preview/{campaign}`) are documented before
# they are registered; until the server has them they are left out of the run.
exclude=()
if [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/")" = 404 ]; then exclude+=(--exclude-path /); fi
if [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/preview/summer-sale")" = 404 ]; then exclude+=(--exclude-path '/preview/{campaign}'); fi
[ ${#exclude[@]} -eq 0 ] || echo "contract: not registered yet, left out: ${exclude[*]}"

# positive_data_acceptance is left out: a schema-valid event can name a campaign the server does not
# have (422) and a well-formed date can be no date (2025-02-30, 400); both are documented answers.
status=0
"$VENV/bin/schemathesis" --config-file scripts/schemathesis.toml run "$base/openapi.json" "${exclude[@]}" \
  --checks all --exclude-checks positive_data_acceptance \
  --max-examples "$MAX_EXAMPLES" --max-time "$MAX_TIME" --seed 1 --no-color \
  --report junit --report-junit-path "$work/junit.xml" --workers 1 --request-timeout 10 \
  | tee "$work/output" || status=$?
cases="$(grep -oE '[0-9]+ generated' "$work/output" | tail -1 | grep -oE '[0-9]+' || true)"
echo "contract: ${cases:-0} generated test cases against $(grep -c '"operationId"' openapi.json) operations"
if [ "$status" -ne 0 ]; then
  echo "contract: FAILED (schemathesis exit $status); server stderr:" >&2
  tail -n 40 "$work/stderr" >&2
  exit "$status"
fi
