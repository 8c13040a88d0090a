package classify

import "testing"

// TestIndependentCases324 runs held-out set 324: a data and operations agent under load (pgx, SQLite, nginx, LLM SDK rate limits), captured live, labelled blind.
func TestIndependentCases324(t *testing.T) {
	runIndependent(t, "testdata/independent324.jsonl", false)
}
