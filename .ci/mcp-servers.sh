#!/usr/bin/env bash
# Installs the MCP reference servers that tool/mcp's integration tests run
# against (server-filesystem, server-everything, server-memory), at the
# versions pinned in .ci/mcp-servers/package.json and package-lock.json,
# into .ci/mcp-servers/node_modules (ignored by git).
#
# Source it to export RUNG_MCP_SERVERS_DIR, or run it and let the tests find
# the default directory:
#   . .ci/mcp-servers.sh      # or: bash .ci/mcp-servers.sh
# Sourcing leaves the shell's options as they were: the work runs in a
# subshell, and a failure returns non-zero instead of exiting, so the user's
# terminal stays open (and .ci/run, under set -e, stops there).
# RUNG_MCP_SERVERS_NO_INSTALL=1 skips npm ci and only checks that the servers
# are already installed.
# Without Node.js (node, npm) the tests that need the servers skip.
__rung_mcp_servers() {
  local dir
  dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/mcp-servers" || return 1
  # The subshell keeps nounset and pipefail out of a sourcing shell. It runs
  # on the left of ||, where bash ignores errexit, so each step that can fail
  # exits explicitly.
  (
    set -uo pipefail
    if [ "${RUNG_MCP_SERVERS_NO_INSTALL:-}" != 1 ]; then
      if ! command -v npm >/dev/null 2>&1; then
        echo "mcp-servers.sh: npm not found: install Node.js 18 or later" >&2
        exit 1
      fi
      echo "--- MCP reference servers (npm ci in $dir)"
      npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error || exit 1
    fi
    for pkg in server-filesystem server-everything server-memory; do
      test -f "$dir/node_modules/@modelcontextprotocol/$pkg/dist/index.js" || {
        echo "mcp-servers.sh: $pkg is not installed in $dir" >&2; exit 1; }
    done
  ) || return 1
  export RUNG_MCP_SERVERS_DIR="$dir"
  echo "RUNG_MCP_SERVERS_DIR=$RUNG_MCP_SERVERS_DIR"
}
# return when sourced; exit when run as a script (return is an error there).
__rung_mcp_servers || { unset -f __rung_mcp_servers; return 1 2>/dev/null || exit 1; }
unset -f __rung_mcp_servers
