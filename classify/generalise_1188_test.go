package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 477ed260: 28/33 overall, 8/13 tricky.
func TestIndependentCases1188(t *testing.T) {
	runIndependent(t, "testdata/independent1188.jsonl", false)
}

// TestGeneralise1188Finalised: an application's refusal (a trigger's
// RAISE, a P0001, a SIGNAL 45000) that names the object finalised, without
// "already" or a refused act before it, is the object's state, as "frozen"
// is: premise. The act of finalising and the driver's own "unfinalized
// statements" keep their readings.
func TestGeneralise1188Finalised(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"modernc sqlite RAISE(ABORT) on a finalised invoice", "sqlite", 0, "", "constraint failed: invoice is finalised: issue a credit note instead (1811)", rung.KindPremise},
		{"pgx plpgsql RAISE", "postgres", 0, "P0001", "ERROR: invoice INV-2026-0042 is finalized (SQLSTATE P0001)", rung.KindPremise},
		{"sqlite RAISE(FAIL) on a payroll run", "sqlite", 0, "", "constraint failed: payroll run 2026-11 is finalized; corrections go to the next run (1811)", rung.KindPremise},
		// Near misses.
		{"near miss: an act to finalise first stays unread", "sqlite", 0, "", "constraint failed: finalize the invoice before sending it (1811)", rung.KindUnknown},
		{"near miss: the connection's own unfinalized statements", "sqlite", 0, "", "unable to close due to unfinalized statements or unfinished backups (5)", rung.KindInvalid},
		{"near miss: not finalized yet is a state to reach", "postgres", 0, "P0001", "ERROR: invoice INV-2026-0042 is not finalized yet (SQLSTATE P0001)", rung.KindPremise},
	})
}
