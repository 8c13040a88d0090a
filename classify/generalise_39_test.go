package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise39RaisedState checks set 39's class of an application's
// RAISE under a SQLSTATE whose class misleads (22000, 22023, 0A000): the
// author's words about the world's state decide, as under P0001; and a
// refusal of an act followed by the state that blocks it, in any
// participle, whatever the engine.
func TestGeneralise39RaisedState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's lines (PL/pgSQL RAISE ... USING ERRCODE, pgx).
		{"pg 22000 already picked (set 39)", "postgres", 0, "22000", "tool cancel_order: ERROR: cannot cancel order 77: it has already been picked (SQLSTATE 22000)", rung.KindPremise},
		{"pg 22023 decommissioned (set 39)", "postgres", 0, "22023", "tool move_stock: ERROR: warehouse WH-3 has been decommissioned (SQLSTATE 22023)", rung.KindPremise},
		{"pg 0A000 free plan (set 39)", "postgres", 0, "0A000", "tool export_report: ERROR: exports in XLSX format are not available on the free plan (SQLSTATE 0A000)", rung.KindPremise},
		// smartcontractkit/chainlink core/services/feeds: a proposal's state.
		{"chainlink re-propose approved job", "", 0, "", "cannot re-propose a job that has already been approved", rung.KindPremise},
		// A payments app's ERR_CANNOT_CANCEL, behind a 400.
		{"payments cancel approved payment", "http", 400, "", `{"error":"Cannot cancel a payment that has already been approved"}`, rung.KindPremise},
		// A SQLite trigger's RAISE with the same wording.
		{"sqlite trigger already packed", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: cannot change the address of shipment 5531: already packed (1811)", rung.KindPremise},
		// The call's own act stays with the other rules; a state the
		// call makes stays conflict; the server's own 0A000 stays invalid.
		{"invoice already issued stays conflict", "postgres", 0, "P0001", "ERROR: cannot issue invoice 7: already issued (SQLSTATE P0001)", rung.KindConflict},
		{"pg 0A000 server's own", "postgres", 0, "0A000", "ERROR: FOR UPDATE is not allowed with aggregate functions (SQLSTATE 0A000)", rung.KindInvalid},
		{"pg 22023 server's own timeout parameter", "postgres", 0, "22023", `ERROR: invalid value for parameter "statement_timeout": "5 mins" (SQLSTATE 22023)`, rung.KindInvalid},
	})
}

// TestGeneralise39UnboundVariable checks a variable the statement uses and
// the call does not bind: invalid, though PostgreSQL files it under 42704.
func TestGeneralise39UnboundVariable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pg jsonpath variable (set 39)", "postgres", 0, "42704", `tool db.query: ERROR: could not find jsonpath variable "since" (SQLSTATE 42704)`, rung.KindInvalid},
		// psycopg 3 renders the SQLSTATE as its class name.
		{"psycopg jsonpath variable", "", 0, "", `psycopg.errors.UndefinedObject: could not find jsonpath variable "since"`, rung.KindInvalid},
		// SQL Server Msg 137 through go-mssqldb.
		{"mssql 137", "", 0, "", `mssql: Must declare the scalar variable "@since".`, rung.KindInvalid},
		// Oracle through godror.
		{"oracle ORA-01008", "", 0, "", "ORA-01008: not all variables bound", rung.KindInvalid},
		// MongoDB aggregation ($$since without let).
		{"mongodb 17276", "", 0, "", "(Location17276) Use of undefined variable: since", rung.KindInvalid},
		// A catalog object stays premise.
		{"pg type does not exist", "postgres", 0, "42704", `ERROR: type "order_status" does not exist (SQLSTATE 42704)`, rung.KindPremise},
	})
}

// TestGeneralise39SettingValue checks a timeout setting whose value a
// library or server refuses: nothing timed out, invalid.
func TestGeneralise39SettingValue(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx connect_timeout (set 39)", "postgres", 0, "", "cannot parse `postgres://postgres@127.0.0.1:55432/postgres?sslmode=disable&connect_timeout=abc`: invalid connect_timeout (strconv.ParseInt: parsing \"abc\": invalid syntax)", rung.KindInvalid},
		// libpq fe-connect.c parse_int_param, as psql prints it.
		{"libpq connection option", "", 0, "", `psql: error: invalid integer value "abc" for connection option "connect_timeout"`, rung.KindInvalid},
		// urllib3 Timeout._validate_timeout.
		{"urllib3 timeout value", "", 0, "", "ValueError: Timeout value connect was abc, but it must be an int, float or None.", rung.KindInvalid},
		// PostgreSQL guc.c without its SQLSTATE (psycopg).
		{"psycopg lock_timeout range", "", 0, "", `psycopg.errors.InvalidParameterValue: -1 ms is outside the valid range for parameter "lock_timeout" (0 .. 2147483647)`, rung.KindInvalid},
		// pgx's other connection-string settings (pgconn ParseConfigError).
		{"pgx statement_cache_capacity", "postgres", 0, "", "cannot parse `postgres://postgres@127.0.0.1:55432/postgres?sslmode=disable&statement_cache_capacity=lots`: cannot parse statement_cache_capacity (strconv.ParseInt: parsing \"lots\": invalid syntax)", rung.KindInvalid},
		// Node's ERR_OUT_OF_RANGE for a socket timeout.
		{"node msecs out of range", "", 0, "", `RangeError [ERR_OUT_OF_RANGE]: The value of "msecs" is out of range. It must be a non-negative finite number. Received -1`, rung.KindInvalid},
		// A real timeout stays transient.
		{"pg statement timeout", "postgres", 0, "57014", "ERROR: canceling statement due to statement timeout (SQLSTATE 57014)", rung.KindTransient},
	})
}

// TestGeneralise39RowMapping checks a client library mapping a row onto
// the program's struct and finding that they disagree: invalid.
func TestGeneralise39RowMapping(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx cannot find field (set 39)", "postgres", 0, "", "tool get_order: cannot find field Note in returned row", rung.KindInvalid},
		// pgx RowToStructByName and RowToStructByPos (rows.go).
		{"pgx no corresponding struct field", "", 0, "", "tool get_order: struct doesn't have corresponding row field note", rung.KindInvalid},
		{"pgx by position", "go", 0, "", "got 3 values, but dst struct has only 2 fields", rung.KindInvalid},
		// sqlx's reflectx mapping.
		{"sqlx missing destination", "", 0, "", "missing destination name total_cents in *main.Order", rung.KindInvalid},
		// georgysavva/scany.
		{"scany no field", "", 0, "", "scany: column: 'note': no corresponding field found, or it's unexported in main.Order", rung.KindInvalid},
	})
}

// TestGeneralise39TriggerWords checks an application's words behind a
// trigger's or a procedure's code: a rate that asks to wait (transient)
// and a rule that the requester may not approve (denied).
func TestGeneralise39TriggerWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sqlite trigger rate (set 39)", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "tool export_csv: constraint failed: at most 3 exports per hour, try again later (1811)", rung.KindTransient},
		{"sqlite trigger self-approval (set 39)", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "tool approve_request: constraint failed: approver cannot approve their own request (1811)", rung.KindDenied},
		// MySQL SIGNAL SQLSTATE '45000' through go-sql-driver.
		{"mysql signal try again later", "", 0, "", "Error 1644 (45000): export limit for this hour reached, try again later", rung.KindTransient},
		// GitHub's pull request review API (422), as gh prints it.
		{"github approve own pull request", "", 0, "", "failed to create review: GraphQL: Review Can not approve your own pull request", rung.KindDenied},
		{"github 422 approve own", "http", 422, "", `{"message":"Unprocessable Entity","errors":["Can not approve your own pull request"],"documentation_url":"https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request","status":"422"}`, rung.KindDenied},
		// PL/pgSQL RAISE in another application's words.
		{"pg P0001 submitters approve own", "postgres", 0, "P0001", "ERROR: submitters cannot approve their own expense reports (SQLSTATE P0001)", rung.KindDenied},
		// Captured live after the fix, from other triggers and functions:
		// a delay or a time to come back, a plan to upgrade.
		{"sqlite trigger please wait", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "tool send_message: constraint failed: please wait 30 seconds before sending another message (1811)", rung.KindTransient},
		{"pg 22023 temporarily closed", "postgres", 0, "22023", "tool db.exec: ERROR: store 12 is temporarily closed, try again after 09:00 (SQLSTATE 22023)", rung.KindTransient},
		{"pg P0001 temporarily closed", "postgres", 0, "P0001", "ERROR: store 12 is temporarily closed, try again after 09:00 (SQLSTATE P0001)", rung.KindTransient},
		{"pg 0A000 plan upgrade", "postgres", 0, "0A000", "tool db.exec: ERROR: bulk export requires the Business plan; upgrade to enable it (SQLSTATE 0A000)", rung.KindPremise},
		{"mysql signal plan", "", 0, "", "Error 1644 (45000): bulk export requires the Business plan; upgrade to enable it", rung.KindPremise},
	})
}

// TestGeneralise39OwnStatements checks SQLite refusing an act while the
// same connection's statements are unfinished: SQLITE_BUSY, but the
// program's own open rows hold it: invalid.
func TestGeneralise39OwnStatements(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"modernc commit (set 39)", "sqlite", 0, "SQLITE_BUSY", "tool sqlite.exec: commit: database is locked: cannot commit transaction - SQL statements in progress (5) (SQLITE_BUSY)", rung.KindInvalid},
		{"modernc release (set 39)", "sqlite", 0, "SQLITE_BUSY", "tool sqlite.exec: database is locked: cannot release savepoint - SQL statements in progress (5) (SQLITE_BUSY)", rung.KindInvalid},
		// mattn/go-sqlite3 and Python's sqlite3: SQLite's own text.
		{"mattn commit in progress", "sqlite", 0, "", "cannot commit transaction - SQL statements in progress", rung.KindInvalid},
		{"python sqlite3 commit in progress", "", 0, "", "sqlite3.OperationalError: cannot commit transaction - SQL statements in progress", rung.KindInvalid},
		// sqlite3_close with statements not finalized (main.c).
		{"sqlite close unfinalized", "sqlite", 0, "SQLITE_BUSY", "unable to close due to unfinalized statements or unfinished backups", rung.KindInvalid},
		// better-sqlite3.
		{"better-sqlite3 busy", "", 0, "", "TypeError: This database connection is busy executing a query", rung.KindInvalid},
		// Another connection's lock stays transient.
		{"sqlite busy other connection", "sqlite", 0, "SQLITE_BUSY", "database is locked (5) (SQLITE_BUSY)", rung.KindTransient},
	})
}
