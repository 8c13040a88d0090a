package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise48 holds each class that held-out set 48 (an agent's SQL
// tool against PostgreSQL 15 through pgx and SQLite through modernc,
// captured live) missed on its first run, with the set's own lines and the
// same class in other software's words, each with where it comes from. A
// rule that knew only the set's lines would fail here.
func TestGeneralise48(t *testing.T) {
	cases := []wordingCase{
		// A schema change refused because another object in the schema
		// uses what it changes (an index, a view, a trigger, a generated
		// column, a constraint): the schema holds a dependent the plan did
		// not account for, premise as PostgreSQL's 2BP01, though SQLite
		// words it as the dependent's "no such column" after the drop.
		{"dependent blocks a schema change: set 48: modernc SQLite, DROP COLUMN of an indexed column (captured live)", "sqlite", 0, "SQLITE_ERROR", `tool db.migrate: SQL logic error: error in index parts_email_idx after drop column: no such column: email (1)`, rung.KindPremise},
		{"dependent blocks a schema change: set 48: modernc SQLite, DROP COLUMN used by a view (captured live)", "sqlite", 0, "SQLITE_ERROR", `tool db.migrate: SQL logic error: error in view part_stock after drop column: no such column: qty_on_hand (1)`, rung.KindPremise},
		{"dependent blocks a schema change: SQLite alter.c renameColumnParseError (\"error in %s %s%s%s: %s\"), RENAME of a table a trigger uses, mattn/go-sqlite3 text", "", 0, "", `error in trigger audit_orders after rename: no such table: main.orders_old`, rung.KindPremise},
		{"dependent blocks a schema change: SQLite alter.c, the same through Python's sqlite3 (no result code)", "", 0, "", `sqlite3.OperationalError: error in table invoices after drop column: no such column: net_cents`, rung.KindPremise},
		{"dependent blocks a schema change: modernc SQLite, DROP COLUMN named in the table's own CHECK (b > a) (captured live, not in set 48)", "sqlite", 0, "SQLITE_ERROR", `tool db.exec: SQL logic error: error in table t after drop column: no such column: a (1)`, rung.KindPremise},
		{"dependent blocks a schema change: modernc SQLite, DROP COLUMN named in a partial index's WHERE (captured live, not in set 48)", "sqlite", 0, "SQLITE_ERROR", `tool db.exec: SQL logic error: error in index u_partial after drop column: no such column: x (1)`, rung.KindPremise},
		{"dependent blocks a schema change: SQLite alter.c renameColumnFunc (RENAME COLUMN names no step: zWhen \"\"), modernc text", "sqlite", 0, "SQLITE_ERROR", `tool db.migrate: SQL logic error: error in view order_notes: no such column: note (1)`, rung.KindPremise},
		{"dependent blocks a schema change: SQLite alter.c through mattn/go-sqlite3 (ExtendedCode 1, its Error() text)", "sqlite", 0, "", `error in trigger orders_audit after drop column: no such column: NEW.note`, rung.KindPremise},
		{"dependent blocks a schema change: MySQL 8.0 ER_DEPENDENT_BY_GENERATED_COLUMN (3108), go-sql-driver/mysql text", "", 0, "", `Error 3108 (HY000): Column 'unit_cents' has a generated column dependency.`, rung.KindPremise},
		{"dependent blocks a schema change: MySQL 8.0 ER_DEPENDENT_BY_CHECK_CONSTRAINT (3959)", "", 0, "", `Error 3959 (HY000): Check constraint 'orders_chk_1' uses column 'qty', hence column cannot be dropped or renamed.`, rung.KindPremise},
		{"dependent blocks a schema change: MySQL 8.0 ER_FK_COLUMN_CANNOT_DROP (1828)", "", 0, "", `Error 1828 (HY000): Cannot drop column 'customer_id': needed in a foreign key constraint 'orders_customer_fk'`, rung.KindPremise},
		{"dependent blocks a schema change: SQL Server Msg 5074 / 4922 (ALTER TABLE DROP COLUMN with a default constraint), go-mssqldb text", "", 0, "", `mssql: ALTER TABLE DROP COLUMN region failed because one or more objects access this column.`, rung.KindPremise},
		{"dependent blocks a schema change: SQL Server Msg 3729 (DROP TABLE of a table a foreign key references)", "", 0, "", `mssql: Could not drop object 'dbo.customers' because it is referenced by a FOREIGN KEY constraint.`, rung.KindPremise},
		{"dependent blocks a schema change: PostgreSQL 2BP01 through lib/pq (dependency.c reportDependentObjects; no SQLSTATE in the text)", "", 0, "", `pq: cannot drop column customer_id of table invoices because other objects depend on it`, rung.KindPremise},
		{"dependent blocks a schema change: PostgreSQL dependency.c reportDependentObjects for several objects, through lib/pq", "", 0, "", `pq: cannot drop desired object(s) because other objects depend on them`, rung.KindPremise},
		{"dependent blocks a schema change: Oracle ORA-02449 through godror (DROP TABLE of a parent)", "", 0, "", `ORA-02449: unique/primary keys in table referenced by foreign keys`, rung.KindPremise},
		// The statement's own mistake stays invalid.
		{"the statement's own column stays invalid: SQLite DROP COLUMN of a column the table lacks (alter.c: \"no such column: %s\", no dependent named)", "sqlite", 0, "SQLITE_ERROR", `tool db.migrate: SQL logic error: no such column: "unit" (1)`, rung.KindInvalid},
		{"the statement's own column stays invalid: set 48: modernc SQLite, RENAME COLUMN of a column the table lacks (captured live)", "sqlite", 0, "SQLITE_ERROR", `tool db.migrate: SQL logic error: no such column: "qty" (1)`, rung.KindInvalid},
		{"the statement's own column stays invalid: SQLite, a SELECT naming a column the table lacks (mattn text)", "", 0, "", `no such column: qty`, rung.KindInvalid},

		// A name the statement defines for itself (a WINDOW clause's name)
		// that it then uses wrongly: the statement is wrong, whatever the
		// catalog holds; PostgreSQL files it under 42704 undefined_object.
		{"the statement's own name: set 48: PostgreSQL 15 via pgx, OVER w7 with WINDOW w (captured live)", "postgres", 0, "42704", `tool db.query: ERROR: window "w7" does not exist (SQLSTATE 42704)`, rung.KindInvalid},
		{"the statement's own name: PostgreSQL parse_clause.c findWindowClause through lib/pq (no SQLSTATE in the text)", "", 0, "", `pq: window "weekly" does not exist`, rung.KindInvalid},
		{"the statement's own name: modernc SQLite, OVER w1 with WINDOW w (captured live, not in set 48)", "sqlite", 0, "SQLITE_ERROR", `tool db.exec: SQL logic error: no such window: w1 (1)`, rung.KindInvalid},
		{"the statement's own name: SQLite window.c sqlite3WindowAssemble: \"no such window: %s\"", "", 0, "", `no such window: w7`, rung.KindInvalid},
		{"the statement's own name: MySQL 8.0 ER_WINDOW_NO_SUCH_WINDOW (3579)", "", 0, "", `Error 3579 (HY000): Window name 'w7' is not defined.`, rung.KindInvalid},
		{"the statement's own name: CockroachDB (PostgreSQL's wording and SQLSTATE) through pgx", "", 0, "42704", `ERROR: window "w" does not exist (SQLSTATE 42704)`, rung.KindInvalid},
		// A window of a desktop, not of a query, stays a missing thing.
		{"a desktop window stays premise: a desktop-automation tool's own text (no database marks)", "", 0, "", `window "Untitled - Notepad" does not exist`, rung.KindPremise},
		// A catalog object under 42704 stays premise.
		{"a catalog object stays premise: PostgreSQL 42704 for a type the migration assumes (pgx)", "postgres", 0, "42704", `ERROR: type "shipment_state" does not exist (SQLSTATE 42704)`, rung.KindPremise},
		{"a catalog object stays premise: PostgreSQL 42704 for an index DROP INDEX names (pgx)", "postgres", 0, "42704", `ERROR: index "orders_day_idx" does not exist (SQLSTATE 42704)`, rung.KindPremise},
	}
	runWordingCases(t, cases)
}
