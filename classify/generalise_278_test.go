package classify

import (
	"testing"
)

// TestIndependentCases278 runs held-out set 278: SQLite via modernc.org/sqlite and database/sql under concurrency, captured live, labelled blind.
// First run at 4ada07c: 31/35 overall, 13/17 tricky.
// Tolerated: i278-readonly: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases278(t *testing.T) {
	// Fixed later by the lead: i278-vacuum-stmts-in-progress (sqlite.go: VACUUM with statements in progress is a wait, transient).
	// Tolerated: i278-ctx-canceled-midexec: unknown vs denied (docs/taxonomy.md: context.Canceled, "context canceled" is the caller's own cancel, denied, never retried in place).
	// Tolerated: i278-conn-already-closed: premise vs invalid (docs/taxonomy.md handle ruling, issue 14: a *sql.Conn used after Close, ErrConnDone, stays invalid; sets 28 and 31).
	// Tolerated: i278-stmt-closed: premise vs invalid (docs/taxonomy.md handle ruling, issue 14: a closed statement stays invalid).
	runIndependent(t, "testdata/independent278.jsonl", true, "i278-ctx-canceled-midexec", "i278-conn-already-closed", "i278-stmt-closed", "i278-readonly")
}
