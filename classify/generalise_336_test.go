package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases336 runs held-out set 336: PostgreSQL, PL/pgSQL and HTTP semantics, from the vendors' docs, labelled blind.
func TestIndependentCases336(t *testing.T) {
	runIndependent(t, "testdata/independent336.jsonl", false)
}

// TestGeneralise336 checks a class from set 336 in other software's
// words, with near misses: a field an application's RAISE, SIGNAL or THROW
// says cannot be null or negative (invalid).
func TestGeneralise336(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pg docs trigger empname cannot be null", "postgres", 0, "P0001", "ERROR: empname cannot be null (SQLSTATE P0001)\nCONTEXT: PL/pgSQL function emp_stamp() line 5 at RAISE", rung.KindInvalid},
		{"pg docs trigger negative salary", "postgres", 0, "P0001", "ERROR: Bob cannot have a negative salary (SQLSTATE P0001)", rung.KindInvalid},
		{"sqlite trigger cannot be null", "sqlite", 0, "1811", "constraint failed: title cannot be null (1811)", rung.KindInvalid},
		{"mysql signal cannot be negative", "", 0, "", "Error 1644 (45000): quantity cannot be negative", rung.KindInvalid},
		{"oracle raise cannot have null", "", 0, "", "ORA-20001: employee cannot have null salary", rung.KindInvalid},
		{"sql server throw cannot be negative", "", 0, "", "mssql: Msg 50000, Level 16, State 1, Procedure trg_orders, Line 4: unit price cannot be negative.", rung.KindInvalid},
		// Near misses: a quantity the world holds keeps its premise; a
		// not-null in a Java server fault is no application RAISE.
		{"balance cannot be negative stays premise", "postgres", 0, "P0001", "ERROR: account 7 balance cannot be negative (SQLSTATE P0001)", rung.KindPremise},
		{"insufficient funds stays premise", "postgres", 0, "P0001", "ERROR: insufficient funds: balance cannot go below zero (SQLSTATE P0001)", rung.KindPremise},
		{"java 500 cannot be null stays transient", "http", 500, "", "java.lang.IllegalStateException: session cannot be null", rung.KindTransient},
	})
}
