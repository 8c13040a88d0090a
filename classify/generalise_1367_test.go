package classify

import "testing"

// TestIndependentCases1367 runs testdata/independent1367.jsonl: 36 MCP
// failures captured live from the clients' side (the TypeScript SDK 1.32.2
// Client over stdio and streamable HTTP, and mark3labs/mcp-go v1.6.0's
// client) against the reference servers (filesystem, everything, memory)
// and small servers written with the TypeScript SDK. Eight lines of the
// first run repeated corpus messages and were replaced after it (their
// replacements, scored before the classifier was read: 6/8).
//
// Tolerated: i1367-ts-tool-json-parse: premise vs unknown (the isError JSON-parse ruling, taxonomy "a JSON parse error in an isError tool result"): the tool's own parse of what it read is premise; set 329's markup-where-JSON reading would say ambiguous, neither says unknown.
// Tolerated: i1367-ts-raw-typeerror: transient vs unknown (the -32603 opaque ruling): a JavaScript TypeError under -32603 is read as an opaque internal error, bounded retry.
// Tolerated: i1367-go-internal-typeerror: transient vs unknown (the -32603 opaque ruling): the same TypeError as mcp-go renders it ("internal error: ...").
// Tolerated: i1367-ts-internal-eio: transient vs unknown (the -32603 opaque ruling): EIO names no cause the ruling reads.
// Tolerated: i1367-fs-list-a-file: invalid vs premise (the path ruling, revised at set 262): ENOTDIR from scandir is the call naming a file where only a directory will do.
// Tolerated: i1367-ts-abort-reason: denied vs unknown (the cancellation ruling): the caller's own abort is denied, the kind never retried in place.
//
// First run at 9b43f62b: 31/36 overall, 13/16 tricky.
func TestIndependentCases1367(t *testing.T) {
	runIndependent(t, "testdata/independent1367.jsonl", true,
		"i1367-ts-tool-json-parse", "i1367-ts-raw-typeerror", "i1367-go-internal-typeerror",
		"i1367-ts-internal-eio", "i1367-fs-list-a-file", "i1367-ts-abort-reason")
}
