package classify

import "testing"

// TestIndependentCases464 runs held-out set 464: Go stdlib, PostgreSQL (pgx v5) and MCP failures (third draw), from the vendors' docs and source, labelled blind.
// First run at b6967a7: 34/35 overall, 23/24 tricky.
// Tolerated: i464-mcp-fs-edit-no-match: premise vs invalid (docs/taxonomy.md, the edit ruling, revised: "Could not find exact match for edit" premise; generic.go editMismatchReason; sets 101 to 124 and the blind invalid lines since 126 tolerated by id): this set read the old text as the call's own argument to repair; the ruling reads the file as not holding what the step believed.
func TestIndependentCases464(t *testing.T) {
	runIndependent(t, "testdata/independent464.jsonl", true, "i464-mcp-fs-edit-no-match")
}
