package classify

import "testing"

// TestIndependentCases222 runs held-out set 222: a coding agent's failures from the MCP reference server-filesystem (2026.8.31) through the go-sdk v1.8.0 client (CommandTransport, roots from the client's roots/list) over a small Go repository, captured live on this machine and labelled blind from the server's dist/index.js and dist/lib.js.
// First run at c1cda3d: 33/35 overall, 11/13 tricky. Nothing fixed: both misses are the edit-mismatch ruling in generic.go.
// Tolerated: i222-edit-absent: premise vs invalid; generic.go's edit ruling reads "Could not find exact match for edit" as premise (sets 88-124); earlier sets split 15 invalid / 11 premise, so flipping it would break 11 strict lines.
// Tolerated: i222-edit-seq: premise vs invalid; same text (a second edit targeting what the first edit changed), indistinguishable by wording from a stale read; same ruling.
func TestIndependentCases222(t *testing.T) {
	runIndependent(t, "testdata/independent222.jsonl", true,
		"i222-edit-absent", "i222-edit-seq")
}
