package classify

import "testing"

// TestIndependentCases361 runs held-out set 361: MCP reference servers through three clients, captured live, labelled blind.
// First run at f2ec16a: 28/30 overall, 14/16 tricky.
// Tolerated: i361-ts-ev-abort: denied vs transient (docs/taxonomy.md, MCP -32001 "without any word of time": the caller's abort reason, denied; sets 24, 33, 49, 329): the TypeScript SDK renders an AbortSignal's reason as McpError(RequestTimeout, reason), and the ruling reads the caller's cancel as a decision not to retry; sets 221, 262, 293 and 353 labelled it transient as this set did.
// Tolerated: i361-mg-ev-cancelled: denied vs transient (docs/taxonomy.md, the caller's own cancel: context.Canceled and "context canceled" denied; sets 17, 18, 319, 324, 336): mcp-go's "transport error: context canceled" is the caller's own cancel, and the ruling reads a retry as overruling it.
func TestIndependentCases361(t *testing.T) {
	runIndependent(t, "testdata/independent361.jsonl", true, "i361-ts-ev-abort", "i361-mg-ev-cancelled")
}
