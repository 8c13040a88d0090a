package classify

import "testing"

// TestIndependentCases550 runs held-out set 550: a live day of a data-pipeline agent (pgx, modernc SQLite, Go parsing, net/http vendors, MCP, model SDKs), labelled blind.
// First run at 302fd26: 32/32 overall, 11/11 tricky.
func TestIndependentCases550(t *testing.T) {
	runIndependent(t, "testdata/independent550.jsonl", true)
}
