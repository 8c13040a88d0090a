package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 82de19ca: 19/30 overall, 5/14 tricky.
func TestIndependentCases1250(t *testing.T) {
	runIndependent(t, "testdata/independent1250.jsonl", false)
}

// TestGeneralise1250TxControlWarning holds xact.c's WARNINGs for a
// transaction-control command out of its context (COMMIT or ROLLBACK with
// no transaction, BEGIN inside one, SET TRANSACTION / SET LOCAL / SET
// CONSTRAINTS outside a block), as a tool hands back the notice pgx caught:
// the command succeeded and had no effect, ambiguous. The same states as an
// ERROR, and a script whose WARNING precedes an ERROR, keep their readings.
func TestGeneralise1250TxControlWarning(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rollback, no tx", "postgres", 0, "", "WARNING: there is no transaction in progress (SQLSTATE 25P01)", rung.KindAmbiguous},
		{"commit, code field", "postgres", 0, "25P01", "WARNING: there is no transaction in progress", rung.KindAmbiguous},
		{"begin in tx", "postgres", 0, "25001", "WARNING:  there is already a transaction in progress", rung.KindAmbiguous},
		{"set local", "postgres", 0, "", "WARNING: SET LOCAL can only be used in transaction blocks (SQLSTATE 25P01)", rung.KindAmbiguous},
		// Near misses.
		{"savepoint error", "postgres", 0, "", "ERROR: SAVEPOINT can only be used in transaction blocks (SQLSTATE 25P01)", rung.KindInvalid},
		{"vacuum error", "postgres", 0, "", "ERROR: VACUUM cannot run inside a transaction block (SQLSTATE 25001)", rung.KindInvalid},
		{"warning then error", "postgres", 0, "25001", "WARNING:  there is already a transaction in progress\nERROR:  division by zero", rung.KindInvalid},
	})
}

// TestGeneralise1250ScanForward holds portalcmds.c's refusal to move a
// cursor declared without SCROLL backward (55000): fetch forward or declare
// it SCROLL, invalid. Other 55000 texts keep theirs.
func TestGeneralise1250ScanForward(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"fetch prior", "postgres", 0, "", "ERROR: cursor can only scan forward (SQLSTATE 55000)", rung.KindInvalid},
		{"code field, hint", "postgres", 0, "55000", "cursor can only scan forward\nHINT:  Declare it with SCROLL option to enable backward scan.", rung.KindInvalid},
		// Near misses.
		{"portal broken", "postgres", 0, "", "ERROR: portal \"w1250_cur\" cannot be run (SQLSTATE 55000)", rung.KindPremise},
		{"prepared tx off", "postgres", 0, "", "ERROR: prepared transactions are disabled (SQLSTATE 55000)", rung.KindPremise},
	})
}
