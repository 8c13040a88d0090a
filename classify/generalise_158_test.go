package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases158 runs held-out set 158: 35 live captures (11
// tricky) of an ETL agent's data-side failures, PostgreSQL 15 through pgx
// v5 (enum, domain CHECK, 0x00 in text, varchar(n), numeric(p,s), timestamp
// and DateStyle ranges, time zone names, array dimensions and literals,
// jsonb and strict jsonpath, GENERATED ALWAYS, a missing partition, COPY
// with extra/missing/bad columns, CopyFrom's CopyFail 57014, a unique
// expression index, ON CONFLICT without a matching constraint, an upsert
// meeting a key twice, trigger RAISE EXCEPTION) and SQLite through
// modernc.org/sqlite (STRICT, CHECK, PRIMARY KEY and UNIQUE, an unmatched
// ON CONFLICT target, rowid datatype mismatch, TOOBIG, sum() overflow, a
// compound SELECT over 500 terms, a BLOB-affinity lookup finding no row);
// labelled from PostgreSQL's and SQLite's docs and sources before the
// classifier was read.
// First run at 6b8c0fe: 35/35 overall, 11/11 tricky. Nothing missed; the
// neighbours below showed two classes right only with a SQLSTATE: a row no
// partition takes (23514) and a batch meeting one key twice (21000) read
// unknown and ambiguous as psql and lib/pq print them, and unknown in
// MySQL's, Oracle's and SQL Server's words: fixed in pgsentence.go and
// roomwords.go.
// Tolerated: none.
func TestIndependentCases158(t *testing.T) {
	runIndependent(t, "testdata/independent158.jsonl", true)
}

// TestGeneralise158 checks set 158's classes in neighbouring wordings.
func TestGeneralise158(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A row no partition takes: execPartition.c "no partition of
		// relation %s found for row" (23514) as lib/pq and psql print it;
		// MySQL 1526 ER_NO_PARTITION_FOR_GIVEN_VALUE (go-sql-driver/mysql
		// "Error %d (%s): %s"); Oracle ORA-14400 (godror).
		{"pq no partition", "postgres", 0, "23514", `pq: no partition of relation "events" found for row`, rung.KindPremise},
		{"psql no partition", "", 0, "", "ERROR:  no partition of relation \"events\" found for row\nDETAIL:  Partition key of the failing row contains (at) = (2026-12-03 10:00:00+00).", rung.KindPremise},
		{"pq no partition, no code", "postgres", 0, "", `pq: no partition of relation "events" found for row`, rung.KindPremise},
		{"mysql no partition", "", 0, "", "Error 1526 (HY000): Table has no partition for value 202612", rung.KindPremise},
		{"oracle no partition", "", 0, "", "ORA-14400: inserted partition key does not map to any partition", rung.KindPremise},
		// Near misses: a table CHECK (23514) is the row's value; a row sent
		// straight to a partition it does not fit is left alone (arguable).
		{"pg table check", "postgres", 0, "23514", `ERROR: new row for relation "orders" violates check constraint "orders_qty_check" (SQLSTATE 23514)`, rung.KindInvalid},
		{"psql table check", "", 0, "", "ERROR:  new row for relation \"orders\" violates check constraint \"orders_qty_check\"\nDETAIL:  Failing row contains (7, 0).", rung.KindInvalid},
		// One key twice in one statement: nodeModifyTable.c's 21000 for
		// ON CONFLICT DO UPDATE and MERGE (captured with psql against
		// PostgreSQL 15, HINT included), lib/pq's text; SQL Server 8672.
		{"pg merge twice", "postgres", 0, "21000", `ERROR: MERGE command cannot affect row a second time (SQLSTATE 21000)`, rung.KindInvalid},
		{"psql merge twice", "", 0, "", "ERROR:  MERGE command cannot affect row a second time\nHINT:  Ensure that not more than one source row matches any one target row.", rung.KindInvalid},
		{"pq upsert twice", "postgres", 0, "", `pq: ON CONFLICT DO UPDATE command cannot affect row a second time`, rung.KindInvalid},
		{"psql upsert twice", "", 0, "", "ERROR:  ON CONFLICT DO UPDATE command cannot affect row a second time\nHINT:  Ensure that no rows proposed for insertion within the same command have duplicate constrained values.", rung.KindInvalid},
		{"mssql merge twice", "", 0, "", "mssql: The MERGE statement attempted to UPDATE or DELETE the same row more than once. This happens when a target row matches more than one source row. A MERGE statement cannot UPDATE/DELETE the same row of the target table multiple times. Refine the ON clause to ensure a target row matches at most one source row, or use the GROUP BY clause to group the source rows.", rung.KindInvalid},
		// Near miss: 21000 for a scalar subquery stays several matches.
		{"pg subquery rows", "postgres", 0, "21000", `ERROR: more than one row returned by a subquery used as an expression (SQLSTATE 21000)`, rung.KindAmbiguous},
		{"psql subquery rows", "", 0, "", `ERROR:  more than one row returned by a subquery used as an expression`, rung.KindAmbiguous},
		// CopyFail quoted back as 57014 (pgx pgtype, captured live) against
		// a real statement timeout and a context cancel.
		{"pgx copyfail date", "postgres", 0, "57014", `ERROR: COPY from stdin failed: unable to encode "yesterday" into binary format for date (OID 1082): cannot find encode plan (SQLSTATE 57014)`, rung.KindInvalid},
		{"pg statement timeout", "postgres", 0, "57014", `ERROR: canceling statement due to statement timeout (SQLSTATE 57014)`, rung.KindTransient},
		// ON CONFLICT target no index matches: lib/pq; mattn/go-sqlite3.
		{"pq onconflict target", "postgres", 0, "42P10", `pq: there is no unique or exclusion constraint matching the ON CONFLICT specification`, rung.KindInvalid},
		{"mattn onconflict target", "sqlite", 0, "", `ON CONFLICT clause does not match any PRIMARY KEY or UNIQUE constraint`, rung.KindInvalid},
		// Triggers: SQLite RAISE(ABORT, ...) through modernc (1811
		// SQLITE_CONSTRAINT_TRIGGER, captured live), a bad value and a
		// closed period; a PL/pgSQL RAISE on a value.
		{"sqlite trigger bad value", "sqlite", 0, "1811", `constraint failed: ledger amount must be non-negative (1811)`, rung.KindInvalid},
		{"sqlite trigger closed period", "sqlite", 0, "1811", `constraint failed: accounting period is closed for posting (1811)`, rung.KindPremise},
		{"pg raise on a value", "postgres", 0, "P0001", `ERROR: quantity must be greater than zero (SQLSTATE P0001)`, rung.KindInvalid},
		// Data values in other clients' and engines' words.
		{"pq nul byte", "postgres", 0, "22021", `pq: invalid byte sequence for encoding "UTF8": 0x00`, rung.KindInvalid},
		{"mysql too long", "", 0, "", `Error 1406 (22001): Data too long for column 'name' at row 1`, rung.KindInvalid},
		{"mysql out of range", "", 0, "", `Error 1264 (22003): Out of range value for column 'price' at row 1`, rung.KindInvalid},
		{"mysql duplicate", "", 0, "", `Error 1062 (23000): Duplicate entry 'ada@example.com' for key 'customers.email'`, rung.KindConflict},
		{"pg jsonb scalar elements", "postgres", 0, "22023", `ERROR: cannot extract elements from a scalar (SQLSTATE 22023)`, rung.KindInvalid},
		{"pg jsonpath member accessor", "postgres", 0, "2203A", `ERROR: jsonpath member accessor can only be applied to an object (SQLSTATE 2203A)`, rung.KindInvalid},
		{"pg set timezone", "postgres", 0, "22023", `ERROR: invalid value for parameter "TimeZone": "Europe/Berln" (SQLSTATE 22023)`, rung.KindInvalid},
		{"sqlite malformed json", "sqlite", 0, "1", `SQL logic error: malformed JSON (1)`, rung.KindInvalid},
		{"sqlite bad json path", "sqlite", 0, "1", `SQL logic error: bad JSON path: 'a' (1)`, rung.KindInvalid},
		{"sqlite strict real", "sqlite", 0, "3091", `constraint failed: cannot store REAL value in INTEGER column t.a (3091)`, rung.KindInvalid},
		{"mattn blob too big", "sqlite", 0, "", `string or blob too big`, rung.KindInvalid},
		{"mattn datatype mismatch", "sqlite", 0, "", `datatype mismatch`, rung.KindInvalid},
		// A lookup that ran and found nothing: pgx.ErrNoRows.
		{"pgx no rows", "go", 0, "pgx.ErrNoRows", `no rows in result set`, rung.KindAmbiguous},
	})
}
