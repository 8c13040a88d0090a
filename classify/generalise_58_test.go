package classify

import (
	"errors"
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/rungkit/rung"
)

// TestGeneralise58 checks the classes set 58's misses named (PostgreSQL 15
// through pgx, captured live), each on other software's wording of the
// same class (none of these lines is in a held-out set): a function only
// an extension provides; a data exception met while a migration converts
// the stored rows; a type with no default operator class for an index
// method; a column that must be declared NOT NULL first; a partition range
// another partition holds; a SQL client refusing the program's call order
// on results. Each case names the software whose wording it is.
func TestGeneralise58(t *testing.T) {
	cases := []wordingCase{
		// A function the database lacks until an extension is created.
		{"extension function: psycopg 3, pgcrypto's digest", "postgres", 0, "", "psycopg.errors.UndefinedFunction: function digest(text, unknown) does not exist\nLINE 1: SELECT digest(password, 'sha256') FROM users\n               ^\nHINT:  No function matches the given name and argument types. You might need to add explicit type casts.", rung.KindPremise},
		{"extension function: node-postgres, fuzzystrmatch's levenshtein", "postgres", 0, "42883", "error: function levenshtein(text, text) does not exist", rung.KindPremise},
		{"extension function: lib/pq, PostGIS", "postgres", 0, "", "pq: function st_makepoint(numeric, numeric) does not exist", rung.KindPremise},
		{"extension function: Rails ActiveRecord, pgcrypto's gen_salt", "postgres", 0, "", "PG::UndefinedFunction: ERROR:  function gen_salt(unknown) does not exist\nLINE 1: UPDATE users SET password_hash = crypt($1, gen_salt('bf'))", rung.KindPremise},
		{"extension operator: pgx, pg_trgm's similarity operator", "postgres", 0, "42883", "tool search_products: ERROR: operator does not exist: text % unknown (SQLSTATE 42883)\nHINT: No operator matches the given name and argument types. You might need to add explicit type casts.", rung.KindPremise},
		{"extension operator: node-postgres, pg_trgm's distance operator", "postgres", 0, "", "error: operator does not exist: character varying <-> unknown", rung.KindPremise},
		// Not an extension's: a built-in on the wrong types stays invalid.
		{"extension operator, control: pgx, text compared to a number", "postgres", 0, "42883", "ERROR: operator does not exist: text = bigint (SQLSTATE 42883)", rung.KindInvalid},
		{"extension function, control: lib/pq, a built-in on the wrong types", "postgres", 0, "", "pq: function round(double precision, integer) does not exist", rung.KindInvalid},
		// A data exception while a migration converts the stored rows.
		{"migration over stored rows: golang-migrate with lib/pq", "postgres", 0, "22003", "migration failed: integer out of range in line 0: ALTER TABLE page_stats ALTER COLUMN views TYPE integer; (details: pq: integer out of range)", rung.KindPremise},
		{"migration over stored rows: Flyway", "postgres", 0, "22001", "Migration V7__shorten_sku.sql failed\n-----------------------------------\nSQL State  : 22001\nError Code : 0\nMessage    : ERROR: value too long for type character varying(12)", rung.KindPremise},
		{"migration over stored rows: Rails ActiveRecord change_column", "postgres", 0, "22P02", "PG::InvalidTextRepresentation: ERROR:  invalid input syntax for type integer: \"n/a\"\n: ALTER TABLE \"orders\" ALTER COLUMN \"legacy_ref\" TYPE integer USING legacy_ref::integer", rung.KindPremise},
		{"migration over stored rows: Alembic with psycopg2", "postgres", 0, "22003", "sqlalchemy.exc.DataError: (psycopg2.errors.NumericValueOutOfRange) smallint out of range\n[SQL: ALTER TABLE inventory ALTER COLUMN qty TYPE SMALLINT ]", rung.KindPremise},
		// Not a migration: the call's own value stays invalid.
		{"migration over stored rows, control: pgx, an INSERT's value", "postgres", 0, "22001", "tool db.exec: ERROR: value too long for type character varying(8) (SQLSTATE 22001)", rung.KindInvalid},
		// No default operator class: the statement must name one.
		{"operator class: lib/pq, json under btree", "postgres", 0, "", "pq: data type json has no default operator class for access method \"btree\"", rung.KindInvalid},
		{"operator class: psycopg2, integer under gist", "postgres", 0, "42704", "psycopg2.errors.UndefinedObject: data type integer has no default operator class for access method \"gist\"\nHINT:  You must specify an operator class for the index or define a default operator class for the data type.", rung.KindInvalid},
		// A column the statement needs declared NOT NULL first.
		{"not null first: psycopg2, an identity column", "postgres", 0, "55000", "psycopg2.errors.ObjectNotInPrerequisiteState: column \"id\" of relation \"accounts\" must be declared NOT NULL before identity can be added", rung.KindInvalid},
		{"not null first: MySQL 1171 via go-sql-driver/mysql", "", 0, "", "Error 1171 (42000): All parts of a PRIMARY KEY must be NOT NULL; if you need NULL in a key, use UNIQUE instead", rung.KindInvalid},
		// A partition range another partition already holds.
		{"partition held: psycopg2, a range partition", "postgres", 0, "42P17", "psycopg2.errors.InvalidObjectDefinition: partition \"measurements_2026_12\" would overlap partition \"measurements_y2026m12\"", rung.KindConflict},
		{"partition held: lib/pq, a list partition", "postgres", 0, "", "pq: partition \"orders_eu\" would overlap partition \"orders_europe\"", rung.KindConflict},
		{"partition held: node-postgres, a second default partition", "postgres", 0, "42P17", "error: partition \"events_fallback\" conflicts with existing default partition \"events_default\"", rung.KindConflict},
		// A SQL client refusing the program's call order on results.
		{"client call order: psycopg2, fetchone after an INSERT", "postgres", 0, "", "psycopg2.ProgrammingError: no results to fetch", rung.KindInvalid},
		{"client call order: pgjdbc, getString before next()", "", 0, "", "org.postgresql.util.PSQLException: ResultSet not positioned properly, perhaps you need to call next.", rung.KindInvalid},
		{"client call order: pgjdbc, executeQuery on an UPDATE", "", 0, "", "org.postgresql.util.PSQLException: No results were returned by the query.", rung.KindInvalid},
		{"client call order: pgx via a job runner", "", 0, "", "job sync_stock: send batch: no more results in batch", rung.KindInvalid},
	}
	runWordingCases(t, cases)
}

// TestGeneralise58Native holds the same classes through classify.Error, as
// a Go agent hands pgx's values over: a *pgconn.PgError with its fields
// (the message without "(SQLSTATE ...)" in the server's part) wrapped by
// the tool, and pgx's own error values.
func TestGeneralise58Native(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want rung.Kind
	}{
		{"extension function", fmt.Errorf("tool hash_password: %w", &pgconn.PgError{Severity: "ERROR", Code: "42883", Message: "function gen_salt(unknown) does not exist",
			Hint: "No function matches the given name and argument types. You might need to add explicit type casts."}), rung.KindPremise},
		{"migration over stored rows", fmt.Errorf("tool migrate: 0031_orders_ref_int.sql: %w", &pgconn.PgError{Severity: "ERROR", Code: "22P02", Message: `invalid input syntax for type integer: "n/a"`}), rung.KindPremise},
		{"migration control", fmt.Errorf("tool db.exec: %w", &pgconn.PgError{Severity: "ERROR", Code: "22P02", Message: `invalid input syntax for type integer: "n/a"`}), rung.KindInvalid},
		{"operator class", fmt.Errorf("tool migrate: 0032_bookings_gist.sql: %w", &pgconn.PgError{Severity: "ERROR", Code: "42704", Message: `data type integer has no default operator class for access method "gist"`,
			Hint: "You must specify an operator class for the index or define a default operator class for the data type."}), rung.KindInvalid},
		{"partition held", fmt.Errorf("tool ensure_partition: %w", &pgconn.PgError{Severity: "ERROR", Code: "42P17", Message: `partition "ev_uk" would overlap partition "ev_eu"`}), rung.KindConflict},
		{"client call order", fmt.Errorf("tool db.batch: %w", errors.New("no more results in batch")), rung.KindInvalid},
	}
	for _, c := range cases {
		if got := Error(c.err); got.Kind != c.want {
			t.Errorf("%s: got %s (%s), want %s\n\t%v", c.name, got.Kind, got.Reason, c.want, c.err)
		}
	}
}
