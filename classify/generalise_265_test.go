package classify

import (
	"testing"
)

// TestIndependentCases265 runs held-out set 265: SQLite via modernc.org/sqlite
// (database/sql driver "sqlite") for an agent keeping its state in files,
// captured live (err.Error() and (*sqlite.Error).Code()), labelled blind.
// First run at 001d486: 34/35 overall, 16/17 tricky.
//
// Tolerated: i265-attach-limit: premise vs invalid (set 24's i24-attach-limit, the identical text, passes as invalid; set 87's i87-attach-too-many labels it premise and is tolerated): a per-connection cap that only DETACH frees; identical texts cannot be split and another set's line is not tolerated from here, so the split is reported for a ruling.
func TestIndependentCases265(t *testing.T) {
	runIndependent(t, "testdata/independent265.jsonl", true,
		"i265-attach-limit")
}
