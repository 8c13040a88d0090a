package classify

import "testing"

// TestIndependentCases550 runs held-out set 550: a live day of a data-pipeline agent (pgx, modernc SQLite, Go parsing, net/http vendors, MCP, model SDKs), labelled blind.
func TestIndependentCases550(t *testing.T) {
	runIndependent(t, "testdata/independent550.jsonl", false)
}
