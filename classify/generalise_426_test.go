package classify

import "testing"

// TestIndependentCases426 runs held-out set 426: a support agent's day on PostgreSQL, SQLite, net/http and nginx, captured live, labelled blind.
func TestIndependentCases426(t *testing.T) {
	runIndependent(t, "testdata/independent426.jsonl", false)
}
