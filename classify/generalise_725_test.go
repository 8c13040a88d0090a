package classify

import "testing"

// TestIndependentCases725 runs held-out set 725: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http/os, MCP servers and vendor SDKs, labelled blind.
func TestIndependentCases725(t *testing.T) {
	runIndependent(t, "testdata/independent725.jsonl", false)
}
