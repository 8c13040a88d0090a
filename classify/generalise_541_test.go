package classify

import "testing"

// TestIndependentCases541 runs held-out set 541: PostgreSQL SQLSTATEs, SQLite result codes and Go standard library errors (documented), labelled blind.
func TestIndependentCases541(t *testing.T) {
	runIndependent(t, "testdata/independent541.jsonl", false)
}
