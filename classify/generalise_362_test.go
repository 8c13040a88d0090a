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

// TestGeneralise362Prepared checks a prepared statement the session no
// longer holds, in each driver's and database's words, with near misses.
func TestGeneralise362Prepared(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mysql 1243 execute", "", 0, "", "Error 1243 (HY000): Unknown prepared statement handler (stmt1) given to EXECUTE", rung.KindPremise},
		{"mariadb 1243 deallocate", "", 0, "", "ERROR 1243 (HY000): Unknown prepared statement handler (stmt_name) given to DEALLOCATE PREPARE", rung.KindPremise},
		{"lib/pq", "", 0, "", "pq: prepared statement \"get_job\" does not exist", rung.KindPremise},
		{"asyncpg", "", 0, "", "asyncpg.exceptions.InvalidSQLStatementNameError: prepared statement \"__asyncpg_stmt_a__\" does not exist", rung.KindPremise},
		{"pgjdbc behind pgbouncer", "", 0, "", "org.postgresql.util.PSQLException: ERROR: prepared statement \"S_1\" does not exist", rung.KindPremise},
		{"sql server 8179", "", 0, "", "mssql: Could not find prepared statement with handle 5.", rung.KindPremise},
		// Near misses: a plan gone stale, a name already prepared and a
		// statement the program closed keep their readings.
		{"mysql 1615", "", 0, "", "Error 1615 (HY000): Prepared statement needs to be re-prepared", rung.KindTransient},
		{"pg 42P05", "postgres", 0, "42P05", "ERROR: prepared statement \"get_job\" already exists (SQLSTATE 42P05)", rung.KindConflict},
		{"database/sql closed stmt", "go", 0, "", "sql: statement is closed", rung.KindInvalid},
	})
}
