package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise106 checks set 106's class in other engines' words: an
// application's refusal (PostgreSQL RAISE P0001, a SQLite trigger's RAISE,
// MySQL SIGNAL '45000', Oracle RAISE_APPLICATION_ERROR, SQL Server THROW
// 50000) whose whole message is that the object is already in a state the
// call itself makes ("invoice 2 is already paid"): it answers a second
// payment, so the world holds what the step was to make, conflict
// (appwords.go alreadyAlone). The same participle followed by a refusal of
// another act stays premise (alreadyRefusing), a blocking state stays
// premise, and outside an application-defined code nothing changes.
func TestGeneralise106(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 106's miss: the ledger's BEFORE INSERT trigger on payments
		// (PL/pgSQL RAISE EXCEPTION, plpgsql-errors-and-messages.html), via pgx.
		{"pg raise already paid (set 106)", "postgres", 0, "P0001", "ERROR: invoice 2 is already paid (SQLSTATE P0001)", rung.KindConflict},
		// SQLite trigger RAISE(ABORT, 'invoice already paid')
		// (lang_createtrigger.html#raise) as modernc renders
		// SQLITE_CONSTRAINT_TRIGGER (1811).
		{"sqlite trigger raise already paid", "sqlite", 0, "", "constraint failed: invoice already paid (1811)", rung.KindConflict},
		// MySQL SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT (signal.html),
		// go-sql-driver/mysql MySQLError.Error() "Error %d (%s): %s".
		{"mysql signal already approved", "", 0, "", "Error 1644 (45000): Expense report 311 has already been approved.", rung.KindConflict},
		// Oracle RAISE_APPLICATION_ERROR(-20001, ...) (PL/SQL Language
		// Reference, Error Handling), as godror renders it.
		{"oracle raise_application_error already submitted", "", 0, "", "ORA-20001: Timesheet 2026-W48 has already been submitted", rung.KindConflict},
		// SQL Server THROW 50000 (learn.microsoft.com THROW (Transact-SQL)).
		{"sql server throw already posted", "", 0, "", "mssql: Msg 50000, Level 16, State 1, Procedure post_entry, Line 9: Journal entry 88 has already been posted.", rung.KindConflict},
		// Neighbours that keep their kind.
		{"pg raise already paid, refuses delete", "postgres", 0, "P0001", "ERROR: invoice 12 already paid, cannot delete it (SQLSTATE P0001)", rung.KindPremise},
		{"sqlite trigger already paid, refuses delete", "sqlite", 0, "", "constraint failed: invoice already paid, cannot delete (1811)", rung.KindPremise},
		{"pg raise already shipped (blocking state)", "postgres", 0, "P0001", "ERROR: order 9 is already shipped (SQLSTATE P0001)", rung.KindPremise},
		{"pg raise already issued (the call's own make)", "postgres", 0, "P0001", "ERROR: invoice INV-7 already issued (SQLSTATE P0001)", rung.KindConflict},
		{"pg raise customer closed (set 106)", "postgres", 0, "P0001", "ERROR: customer 2 is closed; no new invoices may be issued (SQLSTATE P0001)", rung.KindPremise},
		{"pg raise already paid then more words", "postgres", 0, "P0001", "ERROR: invoice 2 is already paid by another customer account, refund first (SQLSTATE P0001)", rung.KindUnknown},
		{"database/sql handle already closed", "", 0, "", "tool sql.exec: sql: connection is already closed", rung.KindInvalid},
	})
}

// TestIndependentCases106 holds set 106: 35 failures captured live from a
// bookkeeping agent's PostgreSQL 15 ledger (pgx v5.12.0: CHECK, unique,
// foreign-key and not-null violations, a deferred FK at COMMIT, numeric
// overflow, date input, serializable and deadlock aborts, advisory-lock and
// statement timeouts, an aborted and a read-only transaction, triggers'
// RAISE) and its SQLite cache (modernc v1.62.0 through database/sql: busy,
// busy snapshot, constraint kinds, STRICT and rowid type errors, a read-only
// handle, schema drift, scans). First run at 7b6297e: 33/35, tricky 18/20;
// misses i106-pg-trigger-paid (fixed: alreadyAlone, a bare "already paid"
// under an application code is conflict) and i106-sq-scan-affinity.
//
// Tolerated: i106-sq-scan-affinity, a text the SQLite cache stored under
// NUMERIC affinity ("12.50 EUR") scanned into an int64, labelled ambiguous
// (the query worked, the value is unusable); set 71 holds the same
// database/sql convertAssign text as invalid (the Scan destination must
// change, taxonomy "set 71"), so no rule can read both ways from the text.
func TestIndependentCases106(t *testing.T) {
	// i106-sq-readonly: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	runIndependent(t, "testdata/independent106.jsonl", true, "i106-sq-scan-affinity")
}
