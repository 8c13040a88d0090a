package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise75 holds the classes held-out set 75 (PostgreSQL 15 via pgx,
// captured live) missed, each in the set's words and in other software's,
// with its source, and the neighbours that must keep their own reading.
func TestGeneralise75(t *testing.T) {
	cases := []wordingCase{
		// A refused act, then the target's state after a colon or
		// semicolon: "cannot <act> ...: <noun> is <state>" (raised.go
		// stateAfterRefusal).
		{"refusal then state: set 75: a trigger's RAISE through pgx", "postgres", 0, "P0001", "tool add_line_item: ERROR: cannot add items to order 2: order is shipped (SQLSTATE P0001)\nHINT: Only open orders can be edited.", rung.KindPremise},
		{"refusal then state: a public Express billing API (invoice PUT route: res.status(400).json({ success: false, error: 'Cannot edit invoice: Invoice is cancelled.' }))", "http", 400, "", `{"success":false,"error":"Cannot edit invoice: Invoice is cancelled."}`, rung.KindPremise},
		{"refusal then state: the same route, existingSale.isLocked", "http", 400, "", `{"success":false,"error":"Cannot edit invoice: Invoice is locked."}`, rung.KindPremise},
		{"refusal then state: a public Go sprint tracker CLI: fmt.Errorf(\"%w: cannot add tasks to sprint #%d: sprint is CLOSED\", utils.ErrValidation, id), behind an MCP tool's isError text", "mcp", 0, "", `{"content":[{"type":"text","text":"cannot add tasks to sprint #12: sprint is CLOSED"}],"isError":true}`, rung.KindPremise},

		{"refusal then state (neighbour): a driver's own session after the refusal (Hibernate's \"Session is closed!\" in a tool's wording): not the record's state (no rule claims it; the point is that this one does not read premise)", "", 0, "", "cannot run query: session is closed", rung.KindUnknown},

		// The author asks for a wait of no stated length: time is the
		// variable (raised.go askedWords).
		{"unstated wait: set 75: a trigger's RAISE ... HINT 'Retry in a few minutes.'", "postgres", 0, "P0001", "tool create_invoice: ERROR: the invoice run for 2026-11 is in progress; invoices are read-only until it finishes (SQLSTATE P0001)\nHINT: Retry in a few minutes.", rung.KindTransient},
		{"unstated wait: set 75's trigger without its HINT: the block lasts until the running work ends", "postgres", 0, "P0001", "ERROR: the invoice run for 2026-11 is in progress; invoices are read-only until it finishes (SQLSTATE P0001)", rung.KindTransient},
		{"unstated wait: a public web app's mail step: throw new Error('Email service is not available yet. Please try again in a few minutes.') behind an MCP tool's isError text", "mcp", 0, "", `{"content":[{"type":"text","text":"Email service is not available yet. Please try again in a few minutes."}],"isError":true}`, rung.KindTransient},

		// A class-55 refusal that the statement's clause "does not
		// support" the object it names: the statement's form, not a
		// state (postgres.go).
		{"clause does not support: set 75: ON CONFLICT on a DEFERRABLE unique constraint (PostgreSQL 15 plancat.c infer_arbiter_indexes, 55000)", "postgres", 0, "55000", "tool set_menu_slot: ERROR: ON CONFLICT does not support deferrable unique constraints/exclusion constraints as arbiters (SQLSTATE 55000)", rung.KindInvalid},
		{"clause does not support: psycopg 3 (errors.ObjectNotInPrerequisiteState, sqlstate 55000) as a Python tool prints it", "", 0, "55000", "psycopg.errors.ObjectNotInPrerequisiteState: ON CONFLICT does not support deferrable unique constraints/exclusion constraints as arbiters", rung.KindInvalid},
		{"clause does not support (neighbour): matview.c: 55000 \"materialized view \\\"%s\\\" has not been populated\"", "postgres", 0, "55000", "ERROR: materialized view \"daily_sales\" has not been populated (SQLSTATE 55000)\nHINT: Use the REFRESH MATERIALIZED VIEW command.", rung.KindPremise},

		// A time-limited offer or period whose end the message states
		// (raised.go endedOffer): the plan assumed it still ran.
		{"offer ended: set 75: a trigger's RAISE USING ERRCODE = 'check_violation'", "postgres", 0, "23514", "tool apply_promo: ERROR: promotion AUTUMN26 ended on 2026-11-30 (SQLSTATE 23514)\nHINT: Remove the code or choose a current promotion.", rung.KindPremise},
		{"offer ended: OpenCode Zen gateway's free-model refusal ('Free promotion has ended', quoted in a public dispatcher's notes as an HTTP 400/401 of the service's state), as a tool's isError text", "mcp", 0, "", `{"content":[{"type":"text","text":"Free promotion has ended"}],"isError":true}`, rung.KindPremise},
		{"offer ended (neighbour): Node.js stream: ERR_STREAM_WRITE_AFTER_END", "", 0, "", "Error [ERR_STREAM_WRITE_AFTER_END]: write after end", rung.KindInvalid},

		// Stored rows break a rule being added (postgres.go
		// rowsBreakNewRule): premise.
		{"rows break new rule: set 75: ALTER DOMAIN ADD CONSTRAINT (typecmds.c validateDomainCheckConstraint)", "postgres", 0, "23514", "tool migrate: 0042_phone_e164_check.sql: ERROR: column \"phone\" of table \"contacts\" contains values that violate the new constraint (SQLSTATE 23514)", rung.KindPremise},
		{"rows break new rule: psycopg 3 errors.CheckViolation (sqlstate 23514), a migration runner's prefix", "", 0, "23514", "migration 0042 failed: psycopg.errors.CheckViolation: column \"phone\" of table \"contacts\" contains values that violate the new constraint", rung.KindPremise},
		{"rows break new rule: Oracle Database Error Messages ORA-02293: cannot validate (string.string) - check constraint violated (Cause: an alter table operation tried to validate a check constraint to populated table that had nocomplying values)", "", 0, "", "ORA-02293: cannot validate (APP.CONTACTS_PHONE_CK) - check constraint violated", rung.KindPremise},
		{"rows break new rule: Oracle Database Error Messages ORA-02296: cannot enable (string.string) - null values found (Cause: an alter table enable constraint failed because the table contains values that do not satisfy the constraint)", "", 0, "", "ORA-02296: cannot enable (APP.CONTACTS.PHONE) - null values found", rung.KindPremise},
		{"rows break new rule: SQL Server error 547 (MSSQLSERVER_547: 'The %ls statement conflicted with the %ls constraint \"%.*ls\". The conflict occurred in database ...') for ALTER TABLE ... WITH CHECK ADD CONSTRAINT, as go-mssqldb renders it", "", 0, "", "mssql: The ALTER TABLE statement conflicted with the CHECK constraint \"CK_contacts_phone\". The conflict occurred in database \"crm\", table \"dbo.contacts\", column 'phone'.", rung.KindPremise},
		{"rows break new rule (neighbour): SQL Server 547 for an INSERT: the row the statement writes", "", 0, "", "mssql: The INSERT statement conflicted with the CHECK constraint \"CK_contacts_phone\". The conflict occurred in database \"crm\", table \"dbo.contacts\", column 'phone'.", rung.KindInvalid},
		{"rows break new rule (neighbour): a row the statement writes breaks the domain's check (typecmds.c domain_check_input)", "postgres", 0, "23514", "ERROR: value for domain phone_e164 violates check constraint \"phone_e164_format\" (SQLSTATE 23514)", rung.KindInvalid},
	}
	runWordingCases(t, cases)
}
