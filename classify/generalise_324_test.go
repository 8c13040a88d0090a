package classify

import "testing"

// TestIndependentCases324 runs held-out set 324: a data and operations agent under load (pgx, SQLite, nginx, LLM SDK rate limits), captured live, labelled blind.
// First run at ead1aa4: 34/35 overall, 17/18 tricky.
// Tolerated: i324-pg-cancel-other-session: transient vs denied (docs/taxonomy.md, the caller's own cancel row, and sets 166, 240, 264, 277 read pgx's "(SQLSTATE 57014)" user-request cancel as transient: pgx returns "context canceled" for the caller's own cancel, so this came from another session's pg_cancel_backend, as captured here); the label read another session's or an operator's cancel as an intervention to hand back, as sets 18, 37 and 319 did; left for the lead.
func TestIndependentCases324(t *testing.T) {
	runIndependent(t, "testdata/independent324.jsonl", true,
		"i324-pg-cancel-other-session")
}
