package classify

import "testing"

// TestIndependentCases493 runs held-out set 493: Go stdlib, PostgreSQL and MCP, mostly captured live (psql, MCP reference servers) with Go texts from the Go source, labelled blind.
//
// First run at 93813db: 33/35 overall, 26/28 tricky.
// Tolerated: i493-go-erofs: premise vs denied (docs/taxonomy.md Go section and the SQLite read-only ruling: EROFS stays premise with the read-only family, PostgreSQL 25006 and Redis READONLY; set 367 keeps it): the mount, not a permission the agent lacks, is the stated fact.
// Tolerated: i493-mcp-fs-edit-no-match: premise vs invalid (the edit ruling, revised: "Could not find exact match for edit" reads premise; the file must be read again before the edit can be sent).
func TestIndependentCases493(t *testing.T) {
	runIndependent(t, "testdata/independent493.jsonl", true, "i493-go-erofs", "i493-mcp-fs-edit-no-match")
}
