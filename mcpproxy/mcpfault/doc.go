// Package mcpfault is an MCP server that fails on purpose, the way real
// upstreams do, for the tests of rung mcp-proxy and anything else that
// sits in front of an MCP server. It is built on the official go-sdk and
// serves in memory, over streamable HTTP and over stdio.
//
// # Tools
//
// Each tool is scripted by a field of [Config]; counts run over the
// server's life, across sessions.
//
//   - get_invoice (readOnlyHint): the first len(Config.Transient) calls
//     fail as scripted: a 503 or 504 passed on as an isError result, a
//     node-fetch ECONNRESET, or a JSON-RPC -32603 Internal error. Later
//     calls succeed.
//   - create_charge (not read-only, not destructive, not idempotent):
//     applies a charge (counted under [ChargeKey]), then the first
//     Config.DropAnswers charges lose their answer: over streamable HTTP the
//     connection is closed where the answer would have been written; in
//     memory and over stdio the answer is never sent for that request id,
//     or with Config.Cut the connection closes (a stdio server exits). The
//     server never deduplicates: a re-issue charges again.
//   - search_messages (readOnlyHint): the first Config.RateLimited calls
//     are a 429 isError result, "HTTP 429, retry-after: 30" and Slack's
//     {"ok": false, "error": "ratelimited"}; the wait (Config.RetryAfter,
//     seconds) is also in _meta and the structured content as
//     "retry_after".
//   - delete_repository (destructiveHint, idempotentHint): always denied,
//     as GitHub's 403 through github-mcp-server, or as Node's EACCES
//     (Config.Denial).
//   - send_notifications (not read-only): a batch in SNS PublishBatch's
//     shape, {"Successful": [...], "Failed": [...]}, without isError: the
//     recipients in Config.Undeliverable fail with EndpointDisabled, the
//     others are delivered (counted under [NotificationKey]). A result a
//     careful client reads as ambiguous.
//   - get_customer (readOnlyHint): Stripe's "No such customer: 'cus_x'"
//     (404 resource_missing) for any customer not in Config.Customers.
//
// Missing or mistyped arguments are a JSON-RPC -32602 naming the field.
//
// # Counts
//
// [Server.Counts] reports calls per tool, how often each effect was
// applied (a key applied twice is a duplicate: [Counts.Duplicates]) and
// the answers dropped. With Config.Journal set, every call is appended to
// that file, a server started on it resumes its counts and its script, and
// [ReadJournal] reads them back: that is how a test sees into a stdio
// subprocess, and how a restarted subprocess keeps its place.
//
// # In memory
//
//	s, err := mcpfault.New(mcpfault.Config{
//		Transient:   mcpfault.Burst(2, mcpfault.Unavailable),
//		DropAnswers: 1,
//	})
//	if err != nil { ... }
//	defer s.Close()
//	ct, err := s.InMemory(ctx) // the client's end
//	cs, err := mcp.NewClient(impl, nil).Connect(ctx, ct, nil)
//	...
//	n := s.Counts().Effects[mcpfault.ChargeKey("cus_1001", 2000, "usd")]
//
// To serve a transport of your own, connect it with [Server.Connect] or
// wrap it with [Server.Transport]: the raw [Server.MCP] would deliver the
// answers the script drops. A dropped answer in memory never arrives, so
// the caller needs a deadline or cancellation; Config.OnCall tells a test
// the moment the answer is withheld.
//
// # Streamable HTTP
//
//	hs := httptest.NewServer(s.Handler(nil))
//	defer hs.Close()
//	// connect to hs.URL; set MaxRetries: -1 on the go-sdk client transport
//	// so it reports the broken stream instead of resuming.
//
// By default the connection is cut before the response starts. The go-sdk
// client reports that as JSON-RPC -32005 "rejected by transport" wrapping
// the EOF, as if the request never reached the server: it did, and the
// charge was applied. With Config.CutMidStream the headers and half the
// answer arrive first: a cut SSE stream is "request terminated without
// response" (the session survives), a cut JSON body breaks the client's
// session. Over HTTP/2 the stream is reset ("stream error").
//
// # Stdio
//
// From another package's tests, re-execute the test binary, which costs no
// build: call [RunIfChild] first in TestMain, and start the command
// [Subprocess] returns.
//
//	func TestMain(m *testing.M) {
//		mcpfault.RunIfChild()
//		os.Exit(m.Run())
//	}
//
//	path, env, err := mcpfault.Subprocess(mcpfault.Config{DropAnswers: 1, Cut: true, Journal: j})
//	// tool/mcp: mcp.Server{Command: path, Env: env}
//	// go-sdk:   exec.Command(path) with env added to os.Environ()
//	...
//	counts, err := mcpfault.ReadJournal(j)
//
// Outside Go tests, cmd/mcpfault is the same server as a binary; it reads
// its Config (JSON text, or a file) from its argument or $MCPFAULT_CONFIG:
//
//	go run ./mcpproxy/mcpfault/cmd/mcpfault '{"transient": ["reset"], "rate_limited": 2}'
package mcpfault
