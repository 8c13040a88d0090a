#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the tests: a fresh cluster in a
# temporary directory, listening on loopback only, trust auth, owned by a
# non-root user (initdb refuses to run as root). Source it, then call
# start_postgres; it exports
#
#   TEST_DATABASE_URL    the URL the ledger tests connect to
#   RUNG_PG_CTL_DATADIR  the cluster's data directory (the restart test uses it)
#   RUNG_PG_CTL          the pg_ctl command, run as the cluster's owner
#
# and stop_postgres stops the server and removes the directory. .ci/run uses
# it; for local development:
#
#   . .ci/postgres.sh && start_postgres && trap stop_postgres EXIT
#
# Knobs: PG_BIN (where initdb and pg_ctl live), PG_PORT (default 55432),
# PG_USER (the OS user that owns the cluster when running as root; default
# postgres, created if missing).

start_postgres() {
  local bin="${PG_BIN:-}"
  if [ -z "$bin" ]; then
    for d in /usr/lib/postgresql/*/bin /usr/local/pgsql/bin; do
      if [ -x "$d/initdb" ]; then bin="$d"; fi
    done
  fi
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "postgres: initdb not found (set PG_BIN)" >&2
    return 1
  fi
  local port="${PG_PORT:-55432}"
  local dir
  dir="$(mktemp -d /tmp/rung-pg.XXXXXX)"
  local as=()
  if [ "$(id -u)" = 0 ]; then
    local user="${PG_USER:-postgres}"
    if ! id "$user" >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
    fi
    chown "$user" "$dir"
    chmod 700 "$dir"
    as=(runuser -u "$user" --)
  fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2; return 1; }
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null || { cat "$dir/server.log" >&2; return 1; }
  export RUNG_PG_DIR="$dir"
  export RUNG_PG_CTL_DATADIR="$dir/data"
  export RUNG_PG_CTL="${as[*]} $bin/pg_ctl"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
  echo "postgres: up at $TEST_DATABASE_URL (data $RUNG_PG_CTL_DATADIR)"
}

stop_postgres() {
  if [ -n "${RUNG_PG_CTL_DATADIR:-}" ] && [ -d "$RUNG_PG_CTL_DATADIR" ]; then
    $RUNG_PG_CTL -D "$RUNG_PG_CTL_DATADIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [ -n "${RUNG_PG_DIR:-}" ]; then
    rm -rf "$RUNG_PG_DIR"
  fi
}
