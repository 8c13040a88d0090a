package classify

import "testing"

// TestIndependentCases254 runs held-out set 254: a live IT-operations day
// (pgx v5 on PostgreSQL 15, modernc SQLite cache, nginx 1.22 in front of a
// Jira/PagerDuty-shaped Go upstream, Go os and net/http, MCP
// server-filesystem and server-memory through the go-sdk client, openai-go
// and anthropic-sdk-go against httptest), captured on this machine and
// labelled blind from each software's docs.
// First run at c6e01dd: 33/35 overall, 7/9 tricky. Fixed by class: a
// ticket's or incident's "resolved" state read behind an application's own
// code (a trigger's RAISE) as the other end states are (appwords.go).
// Fixed later by the lead: i254-pd-already-resolved (passes since the lead's alreadyStated ruling (appwords.go): a refusal that stops at an end state and refuses no other act answers the act that makes it, conflict).
// Tolerated: i254-sqlite-readonly: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases254(t *testing.T) {
	runIndependent(t, "testdata/independent254.jsonl", true, "i254-sqlite-readonly")
}

// TestResolvedState254 checks the resolved-state wording on other
// software's words for the same fact, and near misses that keep their kind.
func TestResolvedState254(t *testing.T) {
	for _, c := range []struct {
		in   Input
		want string
	}{
		// MySQL SIGNAL SQLSTATE '45000' from a trigger (go-sql-driver rendering).
		{Input{Message: "Error 1644 (45000): ticket 77 is resolved; reopen it to add worklogs"}, "premise"},
		// PostgreSQL RAISE in a PL/pgSQL trigger (pgx rendering).
		{Input{Protocol: "postgres", Code: "P0001", Message: "ERROR: case 12 has been resolved and is read-only (SQLSTATE P0001)"}, "premise"},
		// SQLite RAISE(ABORT, ...) in a trigger (modernc rendering, SQLITE_CONSTRAINT_TRIGGER).
		{Input{Protocol: "sqlite", Message: "constraint failed: issue 9 is resolved and read-only (1811)"}, "premise"},
		// Near miss: the bare statement answers a resolve of a resolved ticket.
		{Input{Protocol: "postgres", Code: "P0001", Message: "ERROR: ticket 4 is already resolved (SQLSTATE P0001)"}, "conflict"},
		// Near miss: name resolution is not the object's state.
		{Input{Message: "lookup api.example.com: host could not be resolved"}, "unknown"},
	} {
		if got := Classify(c.in); got.Kind.String() != c.want {
			t.Errorf("%q: got %s, want %s (%s)", c.in.Message, got.Kind, c.want, got.Reason)
		}
	}
}
