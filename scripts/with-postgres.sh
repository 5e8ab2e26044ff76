#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster around a command, for the tests that need one:
#   bash scripts/with-postgres.sh swift test --skip-build --filter Postgres
# starts a cluster in a new folder under /tmp, exports
#   DIALOG_PREVIEW_TEST_POSTGRES       its URL, postgres://postgres@127.0.0.1:PORT/postgres
#   DIALOG_PREVIEW_TEST_POSTGRES_DATA  its data folder (tests start private clusters beside it)
#   DIALOG_PREVIEW_TEST_POSTGRES_BIN   the folder of pg_ctl, initdb and psql
# runs the command and removes every cluster in the folder afterwards, also when the command fails.
# scripts/test.sh sources this file and calls postgres_start and postgres_cleanup itself.

postgres_cleanup() {
  [ -n "${POSTGRES_RUN:-}" ] && [ -d "$POSTGRES_RUN" ] || return 0
  for cluster in "$POSTGRES_RUN"/*/; do
    if [ -f "$cluster/PG_VERSION" ]; then bash scripts/postgres-cluster.sh remove "$cluster" || true; fi
  done
  rm -rf "$POSTGRES_RUN"
}

postgres_start() {
  local start=$SECONDS
  POSTGRES_RUN=$(mktemp -d /tmp/dialog-preview-pg.XXXXXX) && chown postgres "$POSTGRES_RUN" || return 1
  export DIALOG_PREVIEW_TEST_POSTGRES_BIN="${DIALOG_PREVIEW_TEST_POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
  export DIALOG_PREVIEW_TEST_POSTGRES_DATA="$POSTGRES_RUN/main"
  DIALOG_PREVIEW_TEST_POSTGRES=$(bash scripts/postgres-cluster.sh start "$DIALOG_PREVIEW_TEST_POSTGRES_DATA") || return 1
  export DIALOG_PREVIEW_TEST_POSTGRES
  echo "PostgreSQL 15 test cluster: $DIALOG_PREVIEW_TEST_POSTGRES (started in $((SECONDS - start))s)"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  cd "$(dirname "$0")/.."
  trap postgres_cleanup EXIT
  trap 'exit 130' INT TERM
  postgres_start
  "$@"
fi
