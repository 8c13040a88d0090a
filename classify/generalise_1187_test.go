package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 82036acc: 29/32 overall, 10/13 tricky.
func TestIndependentCases1187(t *testing.T) {
	runIndependent(t, "testdata/independent1187.jsonl", true)
}

// TestGeneralise1187ZeroCommandTags pins the class behind i1187-merge-zero
// and i1187-copy-zero: PostgreSQL's MERGE and COPY command tags with a zero
// count, as a SQL tool hands back pgconn.CommandTag.String(), read like
// "UPDATE 0" and "DELETE 0": the statement ran and changed nothing
// (ambiguous), while a tag with a count and other texts keep their kinds.
func TestGeneralise1187ZeroCommandTags(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx MERGE tag", "postgres", 0, "", "MERGE 0", rung.KindAmbiguous},
		{"pgx COPY FROM STDIN tag, empty source", "postgres", 0, "", "COPY 0", rung.KindAmbiguous},
		{"SQL tool result naming the tag", "postgres", 0, "", "merge_customers: MERGE 0", rung.KindAmbiguous},
		{"psql COPY tag", "postgres", 0, "", "COPY 0\n", rung.KindAmbiguous},
		// Near misses: counts other than zero, the older tags, a failed COPY.
		{"near miss: MERGE of 10 rows", "postgres", 0, "", "MERGE 10", rung.KindUnknown},
		{"near miss: COPY of 05 rows", "postgres", 0, "", "COPY 05", rung.KindUnknown},
		{"near miss: UPDATE 0 stays", "postgres", 0, "", "UPDATE 0", rung.KindAmbiguous},
		{"near miss: failed COPY from stdin", "postgres", 0, "22P04", `ERROR: missing data for column "qty" (SQLSTATE 22P04)`, rung.KindInvalid},
	})
}

// TestGeneralise1187InsertZero pins the class behind
// i1187-insert-on-conflict-nothing: PostgreSQL's "INSERT 0 0" tag from an
// idempotent create (ON CONFLICT DO NOTHING, INSERT ... SELECT ... WHERE NOT
// EXISTS) added nothing because the row was there: conflict, as set 60's
// insert count of zero; inserts that added rows and UPDATE 0 keep theirs.
func TestGeneralise1187InsertZero(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx Exec tag, ON CONFLICT DO NOTHING", "postgres", 0, "", "INSERT 0 0", rung.KindConflict},
		{"SQL tool result naming the tag", "postgres", 0, "", "create_customer: INSERT 0 0", rung.KindConflict},
		{"psql output", "postgres", 0, "", "INSERT 0 0\n", rung.KindConflict},
		// Near misses: rows were added, another zero tag, a unique violation.
		{"near miss: one row added", "postgres", 0, "", "INSERT 0 1", rung.KindUnknown},
		{"near miss: ten rows added", "postgres", 0, "", "INSERT 0 10", rung.KindUnknown},
		{"near miss: UPDATE 0 stays ambiguous", "postgres", 0, "", "UPDATE 0", rung.KindAmbiguous},
		{"near miss: a unique violation stays conflict", "postgres", 0, "23505", `ERROR: duplicate key value violates unique constraint "customers_email_key" (SQLSTATE 23505)`, rung.KindConflict},
	})
}
