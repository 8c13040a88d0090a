package classify

import "testing"

// First run at 98004c43: 30/34 overall, 15/18 tricky.
// Tolerated: i1501-gosdk-restart-closed: transient vs premise (ruling): the session ruling (docs/taxonomy.md, issue 14, and the set 1410 row) reads a go-sdk connection that closed for a cause other than a gone session transient, and set 257 labels this text (a 502 on the standalone stream during an upstream restart) transient; a new session runs the same call.
// Tolerated: i1501-ts-oauth-wellknown404: premise vs denied (label error): the 404 came from the TypeScript SDK's dynamic client registration POST (client/auth.js parseErrorResponse), not from discovery; a missing registration endpoint is premise, as this set's own i1501-mcpgo-oauth-register404.
// Tolerated: i1501-ts-slow-reconnect409: conflict vs transient (ruling): set 282's streamConflict ruling (mcphandshake.go, taxonomy) reads a bare "Failed to open SSE stream: Conflict", also inside "Failed to reconnect SSE stream: ...", as conflict: the session's standalone stream is already there.
func TestIndependentCases1501(t *testing.T) {
	runIndependent(t, "testdata/independent1501.jsonl", true, "i1501-gosdk-restart-closed", "i1501-ts-oauth-wellknown404", "i1501-ts-slow-reconnect409")
}

// TestGeneralise1501NoSharedRevision: an MCP client whose discovery finds
// no protocol revision it supports (mark3labs/mcp-go v1.6 client/
// protocol.go "server/discover result lists no modern version this client
// supports: [...]", captured live against a go-sdk v1.8 server behind
// nginx) is the pair sharing no version, premise, as the SDKs' initialize
// version refusals (wording.go tlsVersionWords). Near misses: a discover
// result that does not decode, and a tool's text about a package version.
func TestGeneralise1501NoSharedRevision(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcp-go discover, mcp", "mcp", 0, "", "server/discover result lists no modern version this client supports: [2025-11-25 2025-06-18 2025-03-26 2024-11-05]", premise},
		{"mcp-go discover, go", "go", 0, "", "initialize: server/discover result lists no modern version this client supports: [2025-03-26]", premise},
		{"mcp-go discover, wrapped in transport", "", 0, "", "failed to initialize MCP client: server/discover result lists no modern version this client supports: []", premise},
		{"generic sibling", "mcp", 0, "", "server offers no version this client supports", premise},
		{"near miss: discover result that does not decode", "mcp", 0, "", "invalid server/discover result: supportedVersions must be a non-null array of strings", invalid},
		{"near miss: tool text on a package version", "mcp", 0, "", "no version of left-pad matches the range this client supports: ^9.0.0", unk},
		{"go-sdk initialize refusal (kept)", "go", 0, "", `unsupported protocol version: "2099-01-01"`, premise},
	})
}
