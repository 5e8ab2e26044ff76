#!/usr/bin/env bash
# One throwaway PostgreSQL 15 cluster in a folder, for tests and benchmarks: never the system's cluster,
# never port 5432, trust authentication on 127.0.0.1 only, UTF-8.
#   start DIR    initializes DIR when it holds no cluster yet (initdb as the postgres user, which can't be
#                root), picks a free random port the first time, starts the server and prints its URL
#                postgres://postgres@127.0.0.1:PORT/postgres
#   stop DIR     fast shutdown: sessions are ended, committed data is kept (start DIR again later)
#   remove DIR   stops it when running and deletes DIR
set -euo pipefail
BIN="${DIALOG_PREVIEW_TEST_POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
command="${1:?usage: postgres-cluster.sh start|stop|remove DIR}"
dir="${2:?usage: postgres-cluster.sh start|stop|remove DIR}"

# Close descriptors inherited from the caller: Foundation's Process leaves a socket in its child to notice
# its exit, and a server started from here would keep it open, so the caller would wait forever.
for fd in /proc/$$/fd/*; do
  fd=${fd##*/}
  if [ "$fd" -gt 2 ] && [ "$fd" -lt 255 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
done

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"
  elif [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"
  else sudo -u postgres -- "$@"; fi
}

port_of() { sed -nE 's/^port = ([0-9]+)$/\1/p' "$dir/postgresql.conf" | tail -1; }

free_port() {
  local port
  for _ in $(seq 50); do
    port=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  echo "postgres-cluster: no free port found" >&2; return 1
}

running() { [ -f "$dir/postmaster.pid" ] && as_postgres "$BIN/pg_ctl" -D "$dir" status >/dev/null 2>&1; }

case "$command" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      chown postgres:postgres "$dir"
      chmod 700 "$dir"
      if ! log=$(as_postgres "$BIN/initdb" -D "$dir" -A trust -U postgres -E UTF8 --locale=C --no-sync 2>&1); then
        echo "$log" >&2; exit 1
      fi
      printf "listen_addresses = '127.0.0.1'\nunix_socket_directories = '%s'\nmax_connections = 200\nport = %s\n" \
        "$dir" "$(free_port)" >>"$dir/postgresql.conf"
    fi
    for attempt in 1 2 3; do
      if as_postgres "$BIN/pg_ctl" -D "$dir" -w -t 60 -l "$dir/server.log" start >/dev/null 2>&1; then break; fi
      # Another process took the port in the meantime: take another one.
      [ "$attempt" = 3 ] && { echo "postgres-cluster: pg_ctl could not start the server:" >&2; tail -5 "$dir/server.log" >&2; exit 1; }
      echo "postgres-cluster: port $(port_of) was taken meanwhile; retrying on another" >&2
      echo "port = $(free_port)" >>"$dir/postgresql.conf"
    done
    echo "postgres://postgres@127.0.0.1:$(port_of)/postgres"
    ;;
  stop)
    if running; then as_postgres "$BIN/pg_ctl" -D "$dir" -m fast -w stop >/dev/null; fi
    ;;
  remove)
    if running; then as_postgres "$BIN/pg_ctl" -D "$dir" -m immediate -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *) echo "usage: postgres-cluster.sh start|stop|remove DIR" >&2; exit 2 ;;
esac
