package classify

import "testing"

// TestIndependentCases600 runs held-out set 600: live MCP server (go-sdk) tools wrapping PostgreSQL, SQLite, nginx/net/http, os and os/exec, labelled blind.
// First run at c0294f4: 30/31 overall, 15/16 tricky.
// Tolerated: i600-pg-readonly-tx: denied vs premise (docs/taxonomy.md set 139 row: a read-only-transaction sentence with its SQLSTATE 25006 quoted is the database's state and stays premise; only the bare sentence is server-postgres's read-only sandbox, denied): the tool session here was read-only by setting, a sandbox boundary, while pgx quotes 25006 exactly as a standby after failover does (dev pg-25006-read-only), and the text cannot tell the two.
func TestIndependentCases600(t *testing.T) {
	runIndependent(t, "testdata/independent600.jsonl", true, "i600-pg-readonly-tx")
}
