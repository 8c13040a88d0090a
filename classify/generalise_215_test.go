package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases215 runs held-out set 215: 35 live captures (14 tricky) of a
// schema-migration agent's DDL failures against PostgreSQL 15 through pgx v5.12.0 (err.Error()
// as the Go tool passes it; protocol postgres, SQLSTATE in code), from its own database w215:
// lock_timeout and NOWAIT on a busy table, CREATE UNIQUE INDEX CONCURRENTLY over duplicates (the
// INVALID index it leaves) and inside a transaction, ALTER TYPE ... ADD VALUE used in the same
// transaction, SET NOT NULL / UNIQUE / FOREIGN KEY / VALIDATE CONSTRAINT / ATTACH PARTITION over
// violating rows, a USING cast failing on one row, DROP and ALTER TYPE blocked by a dependent
// view, names that already exist (a migration run twice, a rename onto a taken name, a
// concurrent CREATE TABLE IF NOT EXISTS race), overlapping and default-held partition ranges,
// a non-owner's DDL, a missing extension, ALTER TABLE on a view, statement_timeout on a
// backfill, deadlocks between two migrators, a version clash between two workers and an
// administrator's pg_terminate_backend; labelled blind from PostgreSQL 15's documentation and
// the dev sample's readings.
// First run at 0335c20: 33/35 overall, 13/14 tricky. Both misses are situations earlier sets
// labelled the other way (tolerated below). Fixed by class, from the neighbours (TestGeneralise215):
// without the SQLSTATE (lib/pq, psql, node-postgres), tablecmds.c's "cannot alter type of a column
// used by a view or rule / by a generated column / in a trigger / policy definition" and
// partbounds.c's "updated partition constraint for default partition ... would be violated by
// some row" read unknown; now premise, as their 0A000 and 23514 forms (schemadeps.go, toolquotes.go).
// Tolerated: i215-part-overlap: conflict vs invalid; set 58 (i58-pg-partition-overlap) and its
// ruling in pgsetup.go read "would overlap partition" as conflict (another partition holds the range).
// Tolerated: i215-alter-view-add-col: invalid vs premise; set 82 (i82-pg-alter-table-on-view)
// labels the same ALTER TABLE ... ADD COLUMN on a view invalid.
func TestIndependentCases215(t *testing.T) {
	runIndependent(t, "testdata/independent215.jsonl", true, "i215-part-overlap", "i215-alter-view-add-col")
}

// TestGeneralise215 checks that set 215's data-dependent DDL classes keep their kinds in other
// clients' words (lib/pq "pq: ...", psql "ERROR:  ...", psycopg), with the near misses
// (the same SQLSTATE on an ordinary write) beside them.
func TestGeneralise215(t *testing.T) {
	I, P, D, T, C := rung.KindInvalid, rung.KindPremise, rung.KindDenied, rung.KindTransient, rung.KindConflict
	runWordingCases(t, []wordingCase{
		// A unique index or constraint built over duplicated rows (23505 from
		// index build, nbtsort.c/tuplesort.c "could not create unique index"):
		// nothing was created; the data is not unique.
		{"pq unique index build", "postgres", 0, "", `pq: could not create unique index "users_email_key"`, P},
		{"psql unique index build", "", 0, "", `ERROR:  could not create unique index "users_email_key"`, P},
		// Near miss: an ordinary duplicate insert is a conflict.
		{"pq duplicate key", "postgres", 0, "", `pq: duplicate key value violates unique constraint "schema_migrations_pkey"`, C},
		// SET NOT NULL over NULL rows (tablecmds.c, 23502).
		{"pq set not null", "postgres", 0, "", `pq: column "email" of relation "users" contains null values`, P},
		{"psycopg set not null", "", 0, "", `psycopg2.errors.NotNullViolation: column "email" of relation "users" contains null values`, P},
		// A check constraint validated over existing rows (tablecmds.c, 23514).
		{"pq validate check", "postgres", 0, "", `pq: check constraint "amount_positive" of relation "payments" is violated by some row`, P},
		// Default partition holding rows of the new range (partbounds.c, 23514).
		{"pq default partition rows", "postgres", 0, "", `pq: updated partition constraint for default partition "events_default" would be violated by some row`, P},
		// The default partition's rows in psql's, psycopg's and node-postgres's words.
		{"psql default partition rows", "", 0, "", `ERROR:  updated partition constraint for default partition "events_default" would be violated by some row`, P},
		{"psycopg default partition rows", "", 0, "", `psycopg2.errors.CheckViolation: updated partition constraint for default partition "events_default" would be violated by some row`, P},
		{"node-postgres default partition rows", "", 0, "", `error: updated partition constraint for default partition "events_default" would be violated by some row`, P},
		// Near miss: a new row breaking a check is the row's (the call's) fault.
		{"pq new row check", "postgres", 0, "", `pq: new row for relation "orders" violates check constraint "amount_positive"`, I},
		{"pq attach partition rows", "postgres", 0, "", `pq: partition constraint of relation "metrics_stage" is violated by some row`, P},
		{"pq no partition", "postgres", 0, "", `pq: no partition of relation "metrics" found for row`, P},
		// Dependents block the DDL (2BP01 dependency.c; 0A000 tablecmds.c).
		{"pq drop dependents", "postgres", 0, "", `pq: cannot drop table orders because other objects depend on it`, P},
		{"pq alter type view", "postgres", 0, "", `pq: cannot alter type of a column used by a view or rule`, P},
		// The same refusal for each kind of dependent (tablecmds.c
		// ATExecAlterColumnType), as lib/pq, psql and node-postgres print it.
		{"pq alter type generated", "postgres", 0, "", `pq: cannot alter type of a column used by a generated column`, P},
		{"pq alter type trigger", "postgres", 0, "", `pq: cannot alter type of a column used in a trigger definition`, P},
		{"psql alter type policy", "", 0, "", `ERROR:  cannot alter type of a column used in a policy definition`, P},
		{"node-postgres alter type view", "", 0, "", `error: cannot alter type of a column used by a view or rule`, P},
		{"pgx alter type view", "postgres", 0, "0A000", `ERROR: cannot alter type of a column used by a view or rule (SQLSTATE 0A000)`, P},
		// Ownership, waits and names.
		{"pq not owner", "postgres", 0, "", `pq: must be owner of table orders`, D},
		{"pq lock timeout", "postgres", 0, "", `pq: canceling statement due to lock timeout`, T},
		{"pq cic in tx", "postgres", 0, "", `pq: CREATE INDEX CONCURRENTLY cannot run inside a transaction block`, I},
		{"pq column exists", "postgres", 0, "", `pq: column "status" of relation "orders" already exists`, C},
	})
}
