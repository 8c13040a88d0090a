package classify

import "testing"

// First run at 5490afb3: 32/33 overall, 15/16 tricky.
func TestIndependentCases922(t *testing.T) {
	runIndependent(t, "testdata/independent922.jsonl", true)
}

// TestGeneralise922 holds a SQL client's refusal of the program's call
// (the wrong execute or fetch method for the statement) against the
// SQLSTATE the client borrows for it, and near misses that keep their
// empty-result or several-rows reading.
func TestGeneralise922(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgjdbc executeUpdate on a SELECT (0100E)", "postgres", 0, "0100E", "org.postgresql.util.PSQLException: A result was returned when none was expected.", invalid},
		{"pgjdbc executeQuery on an UPDATE, code only in text", "", 0, "", "org.postgresql.util.PSQLException: No results were returned by the query.", invalid},
		{"psycopg2 fetch after an UPDATE", "postgres", 0, "", "psycopg2.ProgrammingError: no results to fetch", invalid},
		{"pgjdbc ResultSet before next (24000)", "postgres", 0, "24000", "org.postgresql.util.PSQLException: ResultSet not positioned properly, perhaps you need to call next.", invalid},
		{"database/sql Scan before Next", "go", 0, "", "sql: Scan called without calling Next", invalid},
		{"pgx batch read past its queue", "postgres", 0, "", "no more results in batch", invalid},
		{"xerial sqlite-jdbc executeQuery on an INSERT", "", 0, "", "query does not return ResultSet", invalid},
		// Near misses: the query ran and the rows are what is in doubt.
		{"PostgreSQL P0002 SELECT INTO STRICT", "postgres", 0, "P0002", `ERROR: query returned no rows (SQLSTATE P0002)`, ambiguous},
		{"PostgreSQL 21000 subquery", "postgres", 0, "21000", "ERROR: more than one row returned by a subquery used as an expression (SQLSTATE 21000)", ambiguous},
		{"pgx QueryRow found nothing", "go", 0, "", "no rows in result set", ambiguous},
		{"PostgREST PGRST116", "http", 406, "PGRST116", `{"code":"PGRST116","details":"The result contains 0 rows","hint":null,"message":"JSON object requested, multiple (or no) rows returned"}`, ambiguous},
	})
}
