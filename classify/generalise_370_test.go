package classify

import "testing"

// TestIndependentCases370 runs held-out set 370: long-tail AWS, PostgreSQL and MCP failures, from the vendors' docs and SDK sources, labelled blind.
func TestIndependentCases370(t *testing.T) {
	runIndependent(t, "testdata/independent370.jsonl", false)
}
