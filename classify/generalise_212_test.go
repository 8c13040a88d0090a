package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases212 runs held-out set 212: 35 live captures (10 tricky) of an analytics
// agent's model-written SQL against PostgreSQL 15.18 through pgx v5.12.0 (err.Error() plus the
// server's DETAIL/HINT lines), on a small orders/customers/products/events(jsonb) schema: syntax
// errors, invented columns and tables, a column of another table, ambiguous references,
// grouping, aggregate and window misuse, text/uuid/date mismatches, division by zero on real
// data, jsonb operators on text, functions with wrong argument types, a multi-row scalar
// subquery, CTE errors, a read-only role writing (25006) against missing grants (42501),
// temp_file_limit, and set-returning functions out of place; labelled blind from PostgreSQL's
// errcodes appendix and the dev sample's readings.
// First run at e962df2: 34/35 overall, 10/10 tricky. The one miss is a capture error, not the
// classifier's. Fixed by class, from the neighbours: PostgreSQL's "has N columns available but
// M columns specified" (42P10, a CTE's or alias's column list) read unknown without the SQLSTATE
// (pgsentence.go).
// The capture error: i212-pg-statement-timeout was committed with the text of a 53400
// temp_file_limit capture under its 57014 label; the lead recaptured the 57014 text it was
// labelled for (the classifier reads it transient), so nothing is tolerated.
func TestIndependentCases212(t *testing.T) {
	runIndependent(t, "testdata/independent212.jsonl", true)
}

// TestGeneralise212 checks set 212's classes in other clients' and engines' words.
func TestGeneralise212(t *testing.T) {
	I, P, D, T, A, C := rung.KindInvalid, rung.KindPremise, rung.KindDenied, rung.KindTransient, rung.KindAmbiguous, rung.KindConflict
	runWordingCases(t, []wordingCase{
		// A column list longer than its query: parse_cte.c and
		// parse_relation.c buildRelationAliases (42P10), as pgx, lib/pq and
		// psql print it.
		{"pgx cte columns", "postgres", 0, "42P10", `ERROR: WITH query "monthly" has 2 columns available but 3 columns specified (SQLSTATE 42P10)`, I},
		{"pq cte columns", "postgres", 0, "", `pq: WITH query "monthly" has 2 columns available but 3 columns specified`, I},
		{"psql cte columns", "", 0, "", `ERROR:  WITH query "monthly" has 2 columns available but 3 columns specified`, I},
		{"pq alias columns", "postgres", 0, "", `pq: table "o" has 9 columns available but 10 columns specified`, I},
		// Near misses in the same family that keep their kinds: a
		// relation the plan assumed, the query's own missing alias.
		{"pq relation", "postgres", 0, "", `pq: relation "payments" does not exist`, P},
		{"psql relation", "", 0, "", `ERROR:  relation "payments" does not exist`, P},
		{"pq missing from", "postgres", 0, "", `pq: missing FROM-clause entry for table "p"`, I},
		{"pq invalid from ref", "postgres", 0, "", `pq: invalid reference to FROM-clause entry for table "c"`, I},
		{"pq cte twice", "postgres", 0, "", `pq: WITH query name "t" specified more than once`, I},
		{"pq srf in agg", "postgres", 0, "", `pq: aggregate function calls cannot contain set-returning function calls`, I},
		{"pq subquery rows", "postgres", 0, "", `pq: more than one row returned by a subquery used as an expression`, A},
		{"pq table exists", "postgres", 0, "", `pq: relation "daily_revenue" already exists`, C},
		// The tolerated line's two classes: temp_file_limit (53400) is
		// the query's size, a statement timeout (57014) is time.
		{"pq temp file", "postgres", 0, "", `pq: temporary file size exceeds temp_file_limit (1024kB)`, I},
		{"pgx statement timeout", "postgres", 0, "57014", `ERROR: canceling statement due to statement timeout (SQLSTATE 57014)`, T},
		{"pq statement timeout", "postgres", 0, "", `pq: canceling statement due to statement timeout`, T},
		// Read-only session against a missing grant, in PostgreSQL's and
		// MySQL's words (go-sql-driver "Error %d (%s): %s").
		{"pq read-only", "postgres", 0, "", `pq: cannot execute INSERT in a read-only transaction`, P},
		{"pq no grant", "postgres", 0, "", `pq: permission denied for table campaign_stats`, D},
		{"mysql read-only", "", 0, "", `Error 1792 (25006): Cannot execute statement in a READ ONLY transaction.`, P},
		{"mysql no grant", "", 0, "", `Error 1142 (42000): INSERT command denied to user 'agent'@'localhost' for table 'campaign_stats'`, D},
		// The model's SQL in MySQL's and SQLite's words.
		{"mysql unknown column", "", 0, "", `Error 1054 (42S22): Unknown column 'revenue' in 'field list'`, I},
		{"mysql no table", "", 0, "", `Error 1146 (42S02): Table 'shop.payments' doesn't exist`, P},
		{"mysql ambiguous", "", 0, "", `Error 1052 (23000): Column 'id' in field list is ambiguous`, I},
		{"mysql subquery rows", "", 0, "", `Error 1242 (21000): Subquery returns more than 1 row`, A},
		{"mysql timeout", "", 0, "", `Error 3024 (HY000): Query execution was interrupted, maximum statement execution time exceeded`, T},
		{"sqlite no column", "sqlite", 0, "", `SQL logic error: no such column: revenue (1)`, I},
		{"sqlite no table", "sqlite", 0, "", `SQL logic error: no such table: payments (1)`, P},
		{"sqlite aggregate misuse", "sqlite", 0, "", `SQL logic error: misuse of aggregate: sum() (1)`, I},
		{"sqlite window misuse", "sqlite", 0, "", `SQL logic error: misuse of window function row_number() (1)`, I},
	})
}
