package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise57 checks the classes set 57's misses named (SQLite via
// modernc, captured live), each on other software's wording of the same
// class (none of these lines is in a held-out set): an act refused for a
// state the object reached, worded without "already" (the state as an
// adjective on the objects, or "has been <state>" after the refusal); a
// collation that is another engine's or a misspelt built-in; an alias not
// attached on the connection. Each case names the software whose wording
// it is.
func TestGeneralise57(t *testing.T) {
	cases := []wordingCase{
		// A state that blocks the act, without "already".
		{"state refusal: PostgreSQL RAISE EXCEPTION in an accounting trigger (P0001)", "postgres", 0, "P0001", "ERROR: posted journal entries cannot be modified (SQLSTATE P0001)", rung.KindPremise},
		{"state refusal: MySQL SIGNAL SQLSTATE '45000' via go-sql-driver/mysql", "", 0, "", "Error 1644 (45000): Cannot update order 1187: it has been shipped", rung.KindPremise},
		{"state refusal: Oracle RAISE_APPLICATION_ERROR", "", 0, "", "ORA-20010: Approved expense reports cannot be changed\nORA-06512: at \"HR.EXPENSE_LOCK\", line 5", rung.KindPremise},
		{"state refusal: SQLite trigger RAISE(ABORT) via modernc", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: archived projects can't be modified (1811)", rung.KindPremise},
		{"state refusal: SQL Server THROW 50000 (sqlcmd)", "", 0, "", "Msg 50000, Level 16, State 1, Procedure usp_edit_invoice, Line 9\nUnable to edit invoice INV-2207 because it has been paid.", rung.KindPremise},
		// The same under a generic code or none: the body decides.
		{"state refusal: a REST API's 422 (Rails-style errors array)", "http", 0, "", "HTTP/1.1 422 Unprocessable Entity\n\n{\"errors\":[\"Submitted timesheets can't be changed\"]}", rung.KindPremise},
		{"state refusal: a REST API's 409 with the rule's words", "http", 0, "", "HTTP/1.1 409 Conflict\n\n{\"error\":\"Paid invoices cannot be edited\"}", rung.KindPremise},
		{"state refusal: an MCP tool's isError text", "mcp", 0, "", `{"content":[{"type":"text","text":"Error: cannot update order 1187: it has been shipped"}],"isError":true}`, rung.KindPremise},
		{"state refusal: a CLI tool's words (no code)", "", 0, "", "tool jira.edit: Closed issues cannot be edited", rung.KindPremise},
		// The state on the object the refused act names, and the state
		// stated before the refusal.
		{"state refusal: PostgreSQL RAISE EXCEPTION in an accounting trigger (P0001)", "postgres", 0, "P0001", "ERROR: cannot delete a posted journal entry (SQLSTATE P0001)", rung.KindPremise},
		{"state refusal: SQLite trigger RAISE(ABORT) via modernc", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: cannot change a cancelled order (1811)", rung.KindPremise},
		{"state refusal: an expenses API's 422", "http", 0, "", "HTTP/1.1 422 Unprocessable Entity\n\n{\"error\":\"You cannot edit an approved expense report\"}", rung.KindPremise},
		{"state refusal: a billing API's 400", "http", 0, "", "HTTP/1.1 400 Bad Request\n\n{\"error\":{\"message\":\"This invoice is paid and can no longer be edited.\"}}", rung.KindPremise},
		// Not a state: an argument the rule names stays invalid.
		{"state refusal, control: SQLite trigger RAISE(ABORT) via modernc", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: required fields cannot be empty (1811)", rung.KindInvalid},
		// A collation in another engine's dialect, or a misspelt built-in.
		{"collation: modernc.org/sqlite, MySQL 8's default collation", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: no such collation sequence: utf8mb4_0900_ai_ci (257)", rung.KindInvalid},
		{"collation: modernc.org/sqlite, SQL Server's collation", "sqlite", 0, "", "tool db.query: SQL logic error: no such collation sequence: SQL_Latin1_General_CP1_CI_AS (257)", rung.KindInvalid},
		{"collation: Python sqlite3, PostgreSQL's libc locale", "sqlite", 0, "", "sqlite3.OperationalError: no such collation sequence: en_US.utf8", rung.KindInvalid},
		{"collation: better-sqlite3, a misspelt NOCASE", "sqlite", 0, "SQLITE_ERROR", "SqliteError: no such collation sequence: NOCSE", rung.KindInvalid},
		// An alias the connection has not attached.
		{"not attached: modernc.org/sqlite, DETACH of an alias never attached", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: no such database: reporting (1)", rung.KindPremise},
		{"not attached: Python sqlite3, DETACH", "sqlite", 0, "", "sqlite3.OperationalError: no such database: audit", rung.KindPremise},
		{"not attached: better-sqlite3, DETACH", "sqlite", 0, "SQLITE_ERROR", "SqliteError: no such database: archive_2025", rung.KindPremise},
	}
	// A handle the program holds, a credential, an act that is the
	// state's own, and Kubernetes' optimistic-lock wording are no
	// record's state.
	for _, msg := range []string{
		"tool fs.read: cannot read from a closed stream",
		"RuntimeError: Cannot send a request, as the client has been closed.",
		"cannot use an expired token",
		"Operation cannot be fulfilled on deployments.apps \"web\": the object has been modified; please apply your changes to the latest version and try again",
	} {
		if refusedForState(msg) {
			t.Errorf("refusedForState(%q) = true, want false", msg)
		}
	}
	runWordingCases(t, cases)
}
