package classify

import "testing"

// TestIndependentCases353 runs held-out set 353: MCP reference servers and nginx, captured live, labelled blind.
// First run at 472d787: 29/30 overall, 13/14 tricky.
//
// Tolerated: i353-mcp-ts-abort: transient vs denied (docs/taxonomy.md, the caller's-own-cancel row; sets 293 and 308 tolerated the same text): the TS SDK's -32001 carrying the AbortSignal's reason is the caller's own cancel, which the ruling reads as a decision to hand back, not a timeout.
func TestIndependentCases353(t *testing.T) {
	runIndependent(t, "testdata/independent353.jsonl", true,
		"i353-mcp-ts-abort",
	)
}
