// Package mcp turns the tools of Model Context Protocol servers into
// rung.Tools, through the official Go SDK (github.com/modelcontextprotocol/go-sdk).
//
// # Connecting
//
// A [Server] names one MCP server: a command to run over stdio (Command,
// Args, Env, Dir) or a streamable HTTP endpoint (URL, Header). [Connect]
// starts it, initializes the session and returns a [Client]; [Client.Tools]
// lists the server's tools (every page) and converts each to a rung.Tool
// whose Call goes through the client. Close the client when the run ends:
// it closes the session, which ends a stdio server's process.
//
//	c, err := mcp.Connect(ctx, mcp.Server{
//		Name:    "fs",
//		Command: "npx",
//		Args:    []string{"-y", "@modelcontextprotocol/server-filesystem", dir},
//	})
//	if err != nil { ... }
//	defer c.Close()
//	tools, err := c.Tools(ctx) // "fs.read_text_file", "fs.write_file", ...
//
// # Server processes
//
// A stdio server's environment is its Server.Env plus PATH, HOME, LANG and
// TMPDIR from this process, nothing else: the API keys and database
// passwords rung holds stay with rung. The server runs in its own process
// group, which Close kills once the server has exited or been signalled,
// so what it started goes with it. On Linux it also carries a
// parent-death signal, so it dies with rung even when rung is killed with
// SIGKILL.
//
// # Failures
//
// Every error a tool's Call returns is a *rung.Failure with a kind:
//
//   - A result with isError set is classified through the MCP preset of
//     package classify, with the result's text as the message: the filesystem
//     server's "ENOENT: no such file or directory" is a premise failure,
//     "Access denied - path outside allowed directories" is denied, "EEXIST"
//     is a conflict. Target is the call's "path", "uri" or "name" argument
//     when it has one.
//   - A JSON-RPC error is classified by its code (-32602 invalid params is
//     invalid, -32002 resource not found is premise, ...).
//   - A transport error (the server died, the stream broke, the connection
//     was refused) is transient. For a tool with side effects, an error after
//     the request was sent has Effect possible: the server may have acted.
//   - The call's context running out is a transient timeout failure.
//   - A server that cannot start is a premise failure when its executable
//     is missing or it exits during the handshake (the message carries its
//     stderr), else transient.
//
// Rules from the tool's [Override] are applied ahead of the presets, here,
// because the engine does not reclassify a Failure that already has a kind.
//
// # Annotations
//
// MCP tool annotations are hints; rung reads them as defaults and the
// configuration's [Override] wins:
//
//   - readOnlyHint true: SideEffects false.
//   - otherwise (no annotations, readOnlyHint false, destructiveHint true or
//     false): SideEffects true. Destructive or additive, the call changes the
//     world, so the ledger claims it.
//   - idempotentHint true on a tool with side effects: AcceptsIdempotencyKey
//     true. The hint promises that a repeated call with the same arguments has
//     no additional effect, which is exactly what a replay behind an
//     idempotency key needs: replaying it returns to the same world rather
//     than acting twice. The key itself is also sent to the server, in the
//     request's _meta under "rung/idempotency-key", for servers that dedupe
//     by key.
//   - Identifying is not derivable from annotations; it stays nil (every
//     argument identifies) unless configured.
//
// The SDK warns that annotations from an untrusted server must not drive
// decisions: set [Server.IgnoreAnnotations] for such a server, and every tool
// is treated as side-effecting and not replay-safe unless overridden.
//
// # Dead servers and reconnection
//
// A server that dies mid-run (its process exits, its HTTP endpoint goes
// away) fails the calls in flight and the next ones with transient failures
// until the client reconnects. The client reconnects lazily: the next call
// after the session was found dead starts a new process (or HTTP session)
// and initializes it again; a connection that fails is reported as a
// transient failure of that call, and the following call tries again. The
// client never retries a call by itself: retries belong to the engine, so
// they are never doubled (for the same reason the SDK's own stream
// reconnection is turned off).
package mcp
