// Package mcpproxy is rung mcp-proxy: an MCP server to its clients and an
// MCP client to the configured servers, which gives any MCP client
// (Claude Code, Cursor, VS Code, goose) rung's recovery with no code.
// docs/mcp-proxy.md is the user's guide.
//
// # Sessions
//
// Each client connection gets its own rung.Session: its budget (the
// config's budget:), its history of calls and failures, the stops on
// evidence. A transient failure is retried inside the proxy; a failure it
// cannot fix, a JSON-RPC error from a server included, comes back as a
// CallToolResult with IsError set whose text is the verdict (the verbatim
// error redacted, the kind, what it proves false, the next move, the
// budget line), with the same fields in StructuredContent and in _meta
// (MetaKind, MetaNext, MetaBudget). A stopped session answers with a
// final result telling the model to stop and report, with the report
// (MetaStop).
//
// # Writes at most once
//
// A side-effecting call is claimed in the ledger under
// SCOPE/TOOL/REQUEST-FINGERPRINT/gN, rung.WithCallKey passing the key to
// the session. N counts the answers of that request the client received:
// a delivered answer of a definitive outcome moves N on (the model's
// repeat runs again), an answer that may not have arrived leaves it (the
// call re-sent, on any connection or after a restart, gets the recorded
// outcome or the unknown state). Delivery is the successful write of the
// response: to the stream transport given to Serve (stdio), or to a live
// HTTP connection, flushed, for Handler. The counts are ledger entries
// (KEY/delivered), so they survive restarts.
//
// # Concurrency
//
// A Proxy is safe for concurrent use by any number of connections. Calls
// with the same key are serialised in the process until the first one's
// answer was delivered or lost.
package mcpproxy
