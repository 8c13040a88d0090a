#!/usr/bin/env bash
# Starts throwaway PostgreSQL clusters for the tests: fresh clusters in a
# temporary directory, listening on loopback only, trust auth, owned by a
# non-root user (initdb refuses to run as root). Source it, then call
# start_postgres; it starts two clusters and exports
#
#   TEST_DATABASE_URL    the cluster the ledger tests share (a schema each)
#   RUNG_PG_RESTART_URL  a second cluster, only for the test that restarts
#                        its server mid-batch (so it disturbs no other test)
#   RUNG_PG_CTL_DATADIR  that second cluster's data directory
#   RUNG_PG_CTL          the pg_ctl command, run as the clusters' owner
#
# stop_postgres stops both and removes the directory. .ci/run uses it; for
# local development:
#
#   . .ci/postgres.sh && start_postgres && trap stop_postgres EXIT
#
# Knobs: PG_BIN (where initdb and pg_ctl live), PG_PORT (default 55432; the
# second cluster takes the next port), PG_USER (the OS user that owns the
# clusters when running as root; default postgres, created if missing).

_pg_port_busy() { # PORT: true when something accepts connections there
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

_pg_cluster() { # DIR PORT
  local dir="$1" port="$2"
  "${_pg_as[@]}" "$_pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2; return 1; }
  # fsync off: a cluster that lives for one CI run need not survive a power
  # loss; committed transactions still survive a killed client or a
  # restarted server, which is what the tests prove.
  "${_pg_as[@]}" "$_pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null || { cat "$dir/server.log" >&2; return 1; }
}

start_postgres() {
  _pg_bin="${PG_BIN:-}"
  if [ -z "$_pg_bin" ]; then
    for d in /usr/lib/postgresql/*/bin /usr/local/pgsql/bin; do
      if [ -x "$d/initdb" ]; then _pg_bin="$d"; fi
    done
  fi
  if [ -z "$_pg_bin" ] || [ ! -x "$_pg_bin/initdb" ]; then
    echo "postgres: initdb not found (set PG_BIN)" >&2
    return 1
  fi
  local port="${PG_PORT:-}"
  if [ -z "$port" ]; then
    # Two consecutive free loopback ports from 55432 up, so a cluster left
    # running by another checkout (or a developer's own) is not in the way.
    port=55432
    while _pg_port_busy "$port" || _pg_port_busy "$((port + 1))"; do
      port=$((port + 2))
      if [ "$port" -gt 56432 ]; then
        echo "postgres: no two free ports between 55432 and 56432" >&2
        return 1
      fi
    done
  fi
  local dir
  dir="$(mktemp -d /tmp/rung-pg.XXXXXX)"
  export RUNG_PG_DIR="$dir"
  mkdir -p "$dir/main" "$dir/restart"
  _pg_as=()
  if [ "$(id -u)" = 0 ]; then
    local user="${PG_USER:-postgres}"
    if ! id "$user" >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
    fi
    chown -R "$user" "$dir"
    chmod 700 "$dir" "$dir/main" "$dir/restart"
    _pg_as=(runuser -u "$user" --)
  fi
  export RUNG_PG_CTL="${_pg_as[*]} $_pg_bin/pg_ctl"
  RUNG_PG_CTL="${RUNG_PG_CTL# }"
  _pg_cluster "$dir/main" "$port" || return 1
  _pg_cluster "$dir/restart" "$((port + 1))" || return 1
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
  export RUNG_PG_RESTART_URL="postgres://postgres@127.0.0.1:$((port + 1))/postgres?sslmode=disable"
  export RUNG_PG_CTL_DATADIR="$dir/restart/data"
  echo "postgres: up at $TEST_DATABASE_URL; restartable cluster at $RUNG_PG_RESTART_URL"
}

stop_postgres() {
  if [ -n "${RUNG_PG_DIR:-}" ] && [ -d "$RUNG_PG_DIR" ]; then
    for d in "$RUNG_PG_DIR/main/data" "$RUNG_PG_DIR/restart/data"; do
      [ -d "$d" ] && $RUNG_PG_CTL -D "$d" -m immediate -w stop >/dev/null 2>&1 || true
    done
    rm -rf "$RUNG_PG_DIR"
  fi
}
