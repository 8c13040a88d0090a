package classify

import "testing"

// TestIndependentCases257 runs held-out set 257: live MCP streamable HTTP through an nginx 1.22
// gateway (server-everything streamableHttp and a go-sdk StreamableHTTPHandler wrapping
// server-memory over stdio), reached with the go-sdk v1.8.0 and TypeScript SDK 1.32.2 clients:
// 404/401/413/429/502/503/504 gateway pages, proxy_read_timeout cutting a stream, a stripped
// Mcp-Session-Id, a restarted server's lost session; labelled blind from nginx's and the SDKs'
// docs/sources and the dev sample's readings.
// First run at 70c476d: 32/35 overall, 8/11 tricky. Nothing fixed: each miss is text earlier
// sets settled the other way.
// Tolerated:
//   - i257-ts-strip-initialized: right (tolerated at first; premise since the lead's rule for a client that had initialized, mcphandshake.go initializedClientRefused).
//   - i257-go-strip-mem: right (tolerated at first; premise since the lead's rule for a client that had initialized, mcphandshake.go initializedClientRefused).
//   - i257-ts-strip-mem: right (tolerated at first; premise since the lead's rule for a client that had initialized, mcphandshake.go initializedClientRefused).
func TestIndependentCases257(t *testing.T) {
	runIndependent(t, "testdata/independent257.jsonl", true)
}
