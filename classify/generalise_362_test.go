package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases362 runs held-out set 362: PostgreSQL via pgx v5 and nginx in depth, captured live, labelled blind.
// First run at 3f33f39: 30/30 overall, 14/14 tricky.
// Tolerated: none.
func TestIndependentCases362(t *testing.T) {
	runIndependent(t, "testdata/independent362.jsonl", true)
}

// TestGeneralise362Sequence checks a sequence that has reached its bound,
// in each database's words, with near misses.
func TestGeneralise362Sequence(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mariadb 4084", "", 0, "", "Error 4084 (HY000): Sequence 'shop.ticket_seq' has run out", rung.KindPremise},
		{"mariadb 4084 java", "", 0, "", "java.sql.SQLException: (conn=12) Sequence 'app.order_no' has run out", rung.KindPremise},
		{"oracle 08004", "", 0, "", "ORA-08004: sequence TICKET_SEQ.NEXTVAL exceeds MAXVALUE and cannot be instantiated", rung.KindPremise},
		{"h2 90006", "", 0, "", "Sequence \"TICKET_SEQ\" has run out of numbers; SQL statement:", rung.KindPremise},
		{"derby 2200H", "", 0, "", "Sequence generator 'APP.TICKET_SEQ' does not cycle. No more values can be obtained from this sequence generator.", rung.KindPremise},
		{"libpq 2200H", "postgres", 0, "", "nextval: reached maximum value of sequence \"ticket_seq\" (32767)", rung.KindPremise},
		// Near misses: a run-out time or patience without a quoted name keeps
		// its reading.
		{"auction time", "", 0, "", "time has run out for this auction", rung.KindUnknown},
		{"numeric overflow", "postgres", 0, "22003", "ERROR: integer out of range (SQLSTATE 22003)", rung.KindInvalid},
	})
}
