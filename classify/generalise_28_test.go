package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise28 checks the classes that held-out set 28's misses named
// (failures captured live from pgx, pgxpool, database/sql and modernc
// SQLite), each on the set's own line and on other software's wording of
// the same class, none of them in a held-out set: that the rules hold the
// principle, not the lines. Each case names the software whose wording it is.
func TestGeneralise28(t *testing.T) {
	cases := []wordingCase{
		// A SQL client refuses the program's own call order: no wait frees
		// a connection the program itself holds.
		{"client call order: set 28 i28-pg-conn-busy (pgx, rows of an earlier query still open)", "postgres", 0, "", "tool sql.exec: mark job 1: conn busy", rung.KindInvalid},
		{"client call order: set 28 i28-lite-rows-closed (database/sql over modernc)", "sqlite", 0, "", "tool sql.query: sql: Rows are closed", rung.KindInvalid},
		{"client call order: database/sql Rows.Scan before Next", "", 0, "", "scan invoice row: sql: Scan called without calling Next", rung.KindInvalid},
		{"handle ruling: CPython Modules/_sqlite connection check (a closed database)", "", 0, "", "sqlite3.ProgrammingError: Cannot operate on a closed database.", rung.KindPremise},
		{"client call order: CPython Modules/_sqlite cursor check", "", 0, "", "sqlite3.ProgrammingError: Cannot operate on a closed cursor.", rung.KindInvalid},
		{"handle ruling: node-postgres Client.query after client.end()", "postgres", 0, "", "Error: Client was closed and is not queryable", rung.KindPremise},
		{"client call order: pgx's Conn through the go protocol", "go", 0, "", "insert audit row: conn busy", rung.KindInvalid},
		{"client call order: pgx batch.go, a result read after Close", "postgres", 0, "", "tool sql.batch: batch already closed", rung.KindInvalid},
		// The statement's placeholders and the arguments given differ in number.
		{"placeholder count: set 28 i28-pg-arity (pgconn ExecParams)", "postgres", 0, "", "tool sql.query: mismatched param and argument count", rung.KindInvalid},
		{"placeholder count: lib/pq conn.go sendBinaryModeQuery", "postgres", 0, "", "pq: got 1 parameters but the statement requires 2", rung.KindInvalid},
		{"placeholder count: database/sql driverNumInput check (mattn/go-sqlite3)", "", 0, "", "sql: expected 3 arguments, got 2", rung.KindInvalid},
		{"placeholder count: CPython Modules/_sqlite bind_parameters", "", 0, "", "sqlite3.ProgrammingError: Incorrect number of bindings supplied. The current statement uses 2, and there are 1 supplied.", rung.KindInvalid},
		{"placeholder count: psycopg 3 _queries.py", "", 0, "", "psycopg.ProgrammingError: the query has 2 placeholders but 1 parameters were passed", rung.KindInvalid},
		{"placeholder count: PostgreSQL exec_bind_message, text without its SQLSTATE", "postgres", 0, "", `pq: bind message supplies 1 parameters, but prepared statement "" requires 2`, rung.KindInvalid},
		{"placeholder count: pgx internal/sanitize (QueryExecModeSimpleProtocol)", "postgres", 0, "", "tool sql.exec: insufficient arguments", rung.KindInvalid},
		{"placeholder count: pgx named_args.go", "postgres", 0, "", "tool sql.exec: argument customer_id of StrictNamedArgs not found in sql query", rung.KindInvalid},
		// A COMMIT turned into a ROLLBACK by an earlier failure: nothing
		// landed; run the transaction again (25P02's premise), even where the
		// frame quotes the earlier statement's failure.
		{"rolled-back commit: set 28 i28-pg-commit-rollback (pgx ErrTxCommitRollback)", "postgres", 0, "", "tool post_ledger: commit: commit unexpectedly resulted in rollback", rung.KindPremise},
		{"rolled-back commit: pgjdbc QueryExecutorImpl, quoting the cause", "", 0, "", `org.postgresql.util.PSQLException: The database returned ROLLBACK, so the transaction cannot be committed. Transaction failure cause is <<ERROR: duplicate key value violates unique constraint "users_email_key">>`, rung.KindPremise},
		{"rolled-back commit: SQLAlchemy PendingRollbackError over sqlite3", "sqlite", 0, "", "sqlalchemy.exc.PendingRollbackError: This Session's transaction has been rolled back due to a previous exception during flush. To begin a new transaction with this Session, first issue Session.rollback(). Original exception was: (sqlite3.IntegrityError) UNIQUE constraint failed: users.id", rung.KindPremise},
		{"rolled-back commit: Spring AbstractPlatformTransactionManager", "", 0, "", "org.springframework.transaction.UnexpectedRollbackException: Transaction silently rolled back because it has been marked as rollback-only", rung.KindPremise},
		{"rolled-back commit: Hibernate JdbcResourceLocalTransactionCoordinatorImpl", "", 0, "", "org.hibernate.TransactionException: Transaction was marked for rollback only; cannot commit", rung.KindPremise},
		{"rolled-back commit: psycopg2 text with its SQLSTATE stays 25P02's", "postgres", 0, "25P02", "ERROR: current transaction is aborted, commands ignored until end of transaction block (SQLSTATE 25P02)", rung.KindPremise},
		// A check against a quota guards what the account holds, as one on a
		// balance; a check on the quota setting's own form stays invalid.
		{"quota check: set 28 i28-pg-check-quota (pgx)", "postgres", 0, "23514", `tool upload_file: workspace 12: ERROR: new row for relation "workspaces" violates check constraint "workspaces_storage_within_quota" (SQLSTATE 23514)`, rung.KindPremise},
		{"quota check: lib/pq, no SQLSTATE in the text", "postgres", 0, "", `pq: new row for relation "tenants" violates check constraint "tenants_api_calls_under_quota"`, rung.KindPremise},
		{"quota check: CPython sqlite3, the check's expression", "sqlite", 0, "", "sqlite3.IntegrityError: CHECK constraint failed: used_bytes <= quota_bytes", rung.KindPremise},
		{"quota check: mattn/go-sqlite3, a named check", "sqlite", 0, "SQLITE_CONSTRAINT_CHECK", "CHECK constraint failed: seats_within_plan_entitlement", rung.KindPremise},
		{"quota check: pgx, the quota setting's own form", "postgres", 0, "23514", `ERROR: new row for relation "plans" violates check constraint "plans_quota_mb_positive" (SQLSTATE 23514)`, rung.KindInvalid},
		// A delete or close refused for what the object still holds.
		{"holds dependents: set 28 i28-lite-raise-unpaid (a SQLite trigger's RAISE)", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "tool delete_customer: constraint failed: cannot delete a customer with unpaid invoices (1811)", rung.KindPremise},
		{"holds dependents: Rails restrict_with_error (activerecord en.yml)", "", 0, "", "Cannot delete record because dependent invoices exist", rung.KindPremise},
		{"holds dependents: Rails ActiveRecord::DeleteRestrictionError", "", 0, "", "ActiveRecord::DeleteRestrictionError: Cannot delete record because of dependent invoices", rung.KindPremise},
		{"holds dependents: Django ProtectedError (deletion.py)", "", 0, "", `django.db.models.deletion.ProtectedError: ("Cannot delete some instances of model 'Customer' because they are referenced through protected foreign keys: 'Invoice.customer'.", {<Invoice: Invoice object (7)>})`, rung.KindPremise},
		{"holds dependents: Django RestrictedError behind a 409", "http", 0, "", `{"detail": "Cannot delete some instances of model 'Room' because they are referenced through restricted foreign keys: 'Booking.room'."}`, rung.KindPremise},
		{"holds dependents: PL/pgSQL RAISE in an application's own words", "postgres", 0, "P0001", "ERROR: cannot archive workspace 4: it still has active members (SQLSTATE P0001)", rung.KindPremise},
		// A UNIQUE failure raised while CREATE UNIQUE INDEX is built: the
		// stored rows break the new rule (when the text quotes the statement).
		{"unique index build: golang-migrate database.Error over modernc", "sqlite", 0, "", "migration failed: UNIQUE constraint failed: accounts.email in line 0: CREATE UNIQUE INDEX idx_accounts_email ON accounts(email); (details: constraint failed: UNIQUE constraint failed: accounts.email (2067))", rung.KindPremise},
		{"unique index build: goose over mattn/go-sqlite3", "sqlite", 0, "SQLITE_CONSTRAINT_UNIQUE", `ERROR 00009_unique_email.sql: failed to run SQL migration: failed to execute SQL query "CREATE UNIQUE INDEX idx_accounts_email ON accounts(email)": UNIQUE constraint failed: accounts.email`, rung.KindPremise},
		{"unique index build: an INSERT's duplicate stays conflict", "sqlite", 0, "SQLITE_CONSTRAINT_UNIQUE", "constraint failed: UNIQUE constraint failed: accounts.email (2067)", rung.KindConflict},
	}
	runWordingCases(t, cases)
}
