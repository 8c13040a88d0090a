#!/usr/bin/env bash
# Installs the MCP reference servers that tool/mcp's integration tests run
# against (server-filesystem, server-everything, server-memory), at the
# versions pinned in .ci/mcp-servers/package.json and package-lock.json,
# into .ci/mcp-servers/node_modules (ignored by git).
#
# Source it to export RUNG_MCP_SERVERS_DIR, or run it and let the tests find
# the default directory:
#   . .ci/mcp-servers.sh      # or: bash .ci/mcp-servers.sh
# Without Node.js (node, npm) the tests that need the servers skip.
set -euo pipefail
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/mcp-servers"
if ! command -v npm >/dev/null 2>&1; then
  echo "mcp-servers.sh: npm not found: install Node.js 18 or later" >&2
  exit 1
fi
echo "--- MCP reference servers (npm ci in $dir)"
npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error
for pkg in server-filesystem server-everything server-memory; do
  test -f "$dir/node_modules/@modelcontextprotocol/$pkg/dist/index.js" || {
    echo "mcp-servers.sh: $pkg did not install" >&2; exit 1; }
done
export RUNG_MCP_SERVERS_DIR="$dir"
echo "RUNG_MCP_SERVERS_DIR=$RUNG_MCP_SERVERS_DIR"
