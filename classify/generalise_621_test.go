package classify

import "testing"

// TestIndependentCases621 runs held-out set 621: live failures agents cause themselves (repeated steps, stale assumptions, wrong arguments) from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
// First run at 408bfe8: 31/32 overall, 19/20 tricky.
// Tolerated: i621-pg-update-deleted-berth: premise vs ambiguous (the no-rows ruling, docs/taxonomy.md "sql.ErrNoRows, pgx \"no rows in result set\"" ambiguous and "UPDATE 0" ambiguous; goerr.go/postgres.go "no rows in result set"): an UPDATE ... RETURNING whose row another step deleted falsifies the belief that the row exists, while the ruling reads a query that ran and matched nothing as a result the step cannot use; the text cannot tell an UPDATE from a lookup, so both hold.
func TestIndependentCases621(t *testing.T) {
	runIndependent(t, "testdata/independent621.jsonl", true, "i621-pg-update-deleted-berth")
}
