package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1188 runs testdata/independent1188.jsonl: 33 failures
// of an agent's SQLite tool captured live through modernc.org/sqlite
// (database/sql) on files under /tmp/w1188 (constraints, triggers, schema
// changes, ATTACH and DETACH, an authorizer, file permissions as uid 65534).
// Its contention lines (SQLITE_BUSY, BUSY_SNAPSHOT, LOCKED) and most bare
// result-code texts were dropped by the dedupe as copies of earlier sets.
//
// Fixed: i1188-trigger-invoice-finalised (appwords.go appOnlyWords,
// TestGeneralise1188Finalised).
// Tolerated: i1188-check-stock-nonneg: invalid vs premise (the CHECK ruling, "SQLITE_CONSTRAINT_CHECK (275) | invalid; premise when the check guards a state (`stock >= 0`)", and guardsState's "a bare quantity or count held at zero or above ("qty_nonneg") names no holding", sets 241, 552 and 582): the constraint's name says units, not the stock on hand its column holds, so the text alone is a qty_nonneg; the live row held fewer units than the decrement.
// Tolerated: i1188-detach-in-transaction: invalid vs premise (the set 94 ruling, "a statement refused for the transaction the program's own session holds open ... invalid, as 25001 with its SQLSTATE: end the transaction first"): attach.c's "database %s is locked" for a DETACH inside the session's own transaction is that class; I read the open transaction as the connection's state.
// Passes since the lead's revision (set 1413 round): i1188-trigger-pickup-booked: "X is already booked/reserved" reads conflict, as "already exists" (five blind conflict labels: sets 141, 739, 998, 1188, 1407).
// Tolerated: i1188-attach-private-dir: premise vs denied (the SQLite row "SQLITE_CANTOPEN (14: no file or directory) ... premise"): SQLite's words are the same for a missing file and a directory the process may not enter; only the live setup shows the permission.
//
// First run at 477ed260: 28/33 overall, 8/13 tricky.
func TestIndependentCases1188(t *testing.T) {
	runIndependent(t, "testdata/independent1188.jsonl", true,
		"i1188-check-stock-nonneg", "i1188-detach-in-transaction", "i1188-attach-private-dir")
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
