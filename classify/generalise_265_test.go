package classify

import (
	"testing"
)

// TestIndependentCases265 runs held-out set 265: SQLite via modernc.org/sqlite
// (database/sql driver "sqlite") for an agent keeping its state in files,
// captured live (err.Error() and (*sqlite.Error).Code()), labelled blind.
// First run at 001d486: 34/35 overall, 16/17 tricky.
//
// i265-attach-limit, tolerated at first, is premise since the lead read "too many attached databases" so (sqlite.go; sets 87, 265 against 24).
func TestIndependentCases265(t *testing.T) {
	runIndependent(t, "testdata/independent265.jsonl", true)
}
