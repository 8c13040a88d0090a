package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases364 runs held-out set 364: SQLite (modernc.org/sqlite) and database/sql in depth, captured live, labelled blind.
// First run at f1708a2: 26/30 overall, 13/15 tricky.
// Right since the SQLite read-only ruling was revised to denied (09d1542): i364-attach-ro-write, i364-query-only.
// Tolerated: i364-ctx-canceled: denied vs transient (taxonomy ruling on the caller's own cancel, context.Canceled, sets 18, 37, 319, 324, 336): a retry would overrule the caller's cancel.
func TestIndependentCases364(t *testing.T) {
	runIndependent(t, "testdata/independent364.jsonl", true, "i364-ctx-canceled")
}

// TestGeneralise364 checks a value a trigger or procedure requires and the
// row left out, in other engines' words, with near misses.
func TestGeneralise364(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pg raise is required", "postgres", 0, "P0001", "ERROR: customer email is required (SQLSTATE P0001)", rung.KindInvalid},
		{"pg raise must be provided", "postgres", 0, "P0001", "ERROR: shipping address must be provided for physical goods (SQLSTATE P0001)", rung.KindInvalid},
		{"sqlite raise name required", "sqlite", 0, "", "constraint failed: project name required (1811)", rung.KindInvalid},
		{"sqlite raise reason code required", "sqlite", 0, "", "constraint failed: refund reason required when amount > 100 (1811)", rung.KindInvalid},
		{"mysql signal invoice date", "", 0, "", "Error 1644 (45000): Invoice date is required", rung.KindInvalid},
		{"pg raise are required", "postgres", 0, "P0001", "ERROR: start_date and end_date are required (SQLSTATE P0001)", rung.KindInvalid},
		// Near misses: a state the trigger guards and a missing parent keep
		// their reading.
		{"sqlite raise shipped", "sqlite", 0, "", "constraint failed: order already shipped; cannot modify (1811)", rung.KindPremise},
		{"sqlite raise insufficient", "sqlite", 0, "", "constraint failed: insufficient funds (1811)", rung.KindPremise},
		{"sqlite fk", "sqlite", 0, "", "constraint failed: FOREIGN KEY constraint failed (787)", rung.KindPremise},
	})
}
