package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise68 checks the class set 68's probes found (set 68 itself,
// captured live through pgx, had no miss: pgx appends the SQLSTATE): the
// sentences in which PostgreSQL's parser and analyser report the statement's
// own fault, as drivers that drop the SQLSTATE pass them on (psql, psycopg,
// asyncpg, node-postgres's bare message, lib/pq, pgjdbc, Rails,
// SQLAlchemy), with or without the protocol. None of these lines is in a
// held-out set; each names the software whose rendering it is. The controls
// keep a missing relation, an extension's function and another product's
// "column family ... does not exist" premise, and a statement timeout
// transient.
func TestGeneralise68(t *testing.T) {
	cases := []wordingCase{
		// 42703: a column the statement names wrongly.
		{"undefined column: psql", "", 0, "", "ERROR:  column \"customer_name\" does not exist\nLINE 1: SELECT customer_name, sum(total_cents) FROM orders GROUP BY...\n               ^", rung.KindInvalid},
		{"undefined column: node-postgres (error.message is the server's)", "", 0, "", "column \"orderDate\" does not exist", rung.KindInvalid},
		{"undefined column: pgjdbc", "", 0, "", "org.postgresql.util.PSQLException: ERROR: column o.Status does not exist\n  Hint: Perhaps you meant to reference the column \"o.status\".\n  Position: 8", rung.KindInvalid},
		{"undefined column: Rails ActiveRecord", "postgres", 0, "", "PG::UndefinedColumn: ERROR:  column \"shipped_on\" of relation \"orders\" does not exist\nLINE 1: UPDATE \"orders\" SET \"shipped_on\" = $1", rung.KindInvalid},
		{"undefined column: asyncpg", "", 0, "", "asyncpg.exceptions.UndefinedColumnError: column \"revenue\" does not exist", rung.KindInvalid},
		// 42883: an operator or function on the wrong types.
		{"operator on wrong types: psql", "", 0, "", "ERROR:  operator does not exist: date = integer\nLINE 1: SELECT count(*) FROM orders WHERE order_date = 20261105;\n                                                   ^\nHINT:  No operator matches the given name and argument types. You might need to add explicit type casts.", rung.KindInvalid},
		{"operator on wrong types: lib/pq", "postgres", 0, "", "pq: operator does not exist: text > integer", rung.KindInvalid},
		{"function on wrong types: node-postgres", "", 0, "", "function avg(text) does not exist", rung.KindInvalid},
		{"function on wrong types: pgjdbc", "", 0, "", "org.postgresql.util.PSQLException: ERROR: function round(double precision, integer) does not exist\n  Hint: No function matches the given name and argument types. You might need to add explicit type casts.", rung.KindInvalid},
		{"extension function, control: psql, pg_trgm's similarity", "", 0, "", "ERROR:  function similarity(text, unknown) does not exist", rung.KindPremise},
		// 42702 and 42725: a reference or a call that matches several.
		{"ambiguous reference: node-postgres", "", 0, "", "column reference \"id\" is ambiguous", rung.KindInvalid},
		{"ambiguous function: psycopg 3", "", 0, "", "psycopg.errors.AmbiguousFunction: function generate_series(unknown, unknown, unknown) is not unique\nLINE 1: SELECT d FROM generate_series('2026-11-01', '2026-11-30', '1...", rung.KindInvalid},
		{"ambiguous operator: asyncpg", "", 0, "", "asyncpg.exceptions.AmbiguousFunctionError: operator is not unique: unknown + unknown", rung.KindInvalid},
		// 42803, 42809, 42P10, 54011: grouping and the select list.
		{"grouping: psql", "", 0, "", "ERROR:  column \"c.name\" must appear in the GROUP BY clause or be used in an aggregate function\nLINE 1: SELECT c.region, c.name, sum(o.total_cents) FROM orders o J...", rung.KindInvalid},
		{"grouping: pgjdbc", "", 0, "", "org.postgresql.util.PSQLException: ERROR: aggregate function calls cannot be nested", rung.KindInvalid},
		{"window without OVER: node-postgres", "", 0, "", "window function lag requires an OVER clause", rung.KindInvalid},
		{"ORDER BY position: SQLAlchemy with psycopg2", "", 0, "", "(psycopg2.errors.InvalidColumnReference) ORDER BY position 4 is not in select list\nLINE 1: ...region, count(*) FROM customers GROUP BY region ORDER BY 4 DESC", rung.KindInvalid},
		{"select list limit: lib/pq", "postgres", 0, "", "pq: target lists can have at most 1664 entries", rung.KindInvalid},
		// 22023: a name outside PostgreSQL's fixed vocabulary.
		{"vocabulary: psql", "", 0, "", "ERROR:  time zone \"Europe/Lisbn\" not recognized", rung.KindInvalid},
		{"vocabulary: node-postgres", "", 0, "", "unit \"quarterr\" not recognized for type timestamp with time zone", rung.KindInvalid},
		// 57014: the caller's own cancel, in PostgreSQL's words.
		{"caller's cancel: psycopg 3", "", 0, "", "psycopg.errors.QueryCanceled: canceling statement due to user request", rung.KindDenied},
		{"caller's cancel: pgjdbc", "", 0, "", "org.postgresql.util.PSQLException: ERROR: canceling statement due to user request", rung.KindDenied},
		{"statement timeout, control: node-postgres", "", 0, "", "canceling statement due to statement timeout", rung.KindTransient},
		// Controls: what is missing stays premise.
		{"missing relation, control: psycopg 3", "", 0, "", "psycopg.errors.UndefinedTable: relation \"order_items\" does not exist\nLINE 1: SELECT sku, sum(qty) FROM order_items GROUP BY sku", rung.KindPremise},
		{"other product, control: HBase NoSuchColumnFamilyException", "", 0, "", "org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException: Column family cf1 does not exist in region orders,,1701349200000.5f1c in table 'orders'", rung.KindPremise},
	}
	runWordingCases(t, cases)
}

// TestGeneralise68Engines holds the classes of set 68 in the words of other
// SQL engines whose errors reach an agent as bare text: DuckDB's typed
// errors ("Binder Error: ...", "Catalog Error: ..."), SQL Server's through
// go-mssqldb ("mssql: ..."), MySQL's through go-sql-driver/mysql ("Error
// 1055 (42000): ..."). The controls keep DuckDB's missing table premise.
func TestGeneralise68Engines(t *testing.T) {
	cases := []wordingCase{
		{"undefined column: DuckDB", "", 0, "", "tool sql.query: Binder Error: Referenced column \"customer_name\" not found in FROM clause!\nCandidate bindings: \"orders.customer_id\"", rung.KindInvalid},
		{"ambiguous reference: DuckDB", "", 0, "", "tool sql.query: Binder Error: Ambiguous reference to column name \"id\" (use: \"o.id\" or \"c.id\")", rung.KindInvalid},
		{"no such function: DuckDB", "", 0, "", "tool sql.query: Catalog Error: Scalar Function with name dateadd does not exist!\nDid you mean \"date_add\"?", rung.KindInvalid},
		{"overflow: DuckDB", "", 0, "", "tool sql.query: Out of Range Error: Overflow in multiplication of INT32 (50000 * 99000)!", rung.KindInvalid},
		{"missing table, control: DuckDB", "", 0, "", "tool sql.query: Catalog Error: Table with name order_items does not exist!\nDid you mean \"orders\"?", rung.KindPremise},
		{"caller's cancel: DuckDB", "", 0, "", "tool sql.query: INTERRUPT Error: Interrupted!", rung.KindDenied},
		{"overflow: SQL Server 8115", "", 0, "", "tool sql.query: mssql: Arithmetic overflow error converting expression to data type int.", rung.KindInvalid},
		{"division by zero: SQL Server 8134", "", 0, "", "tool sql.query: mssql: Divide by zero error encountered.", rung.KindInvalid},
		{"date out of range: SQL Server 242", "", 0, "", "tool sql.query: mssql: The conversion of a varchar data type to a datetime data type resulted in an out-of-range value.", rung.KindInvalid},
		{"overflow: MySQL 1690", "", 0, "", "tool sql.query: Error 1690 (22003): BIGINT value is out of range in '(`sales`.`line_items`.`qty` * `sales`.`line_items`.`unit_cents`)'", rung.KindInvalid},
		{"grouping: MySQL 1055", "", 0, "", "tool sql.query: Error 1055 (42000): Expression #2 of SELECT list is not in GROUP BY clause and contains nonaggregated column 'sales.c.name' which is not functionally dependent on columns in GROUP BY clause; this is incompatible with sql_mode=only_full_group_by", rung.KindInvalid},
		{"statement timeout: MySQL 3024", "", 0, "", "tool sql.query: Error 3024 (HY000): Query execution was interrupted, maximum statement execution time exceeded", rung.KindTransient},
		{"write through a read-only account: MySQL 1142", "", 0, "", "tool sql.query: Error 1142 (42000): UPDATE command denied to user 'analyst'@'10.0.3.7' for table 'orders'", rung.KindDenied},
	}
	runWordingCases(t, cases)
}

// TestGeneralise68SQLite holds SQLite's prepare-time sentences about the
// statement (set 68's SQLite classes captured through modernc, which adds
// "SQL logic error" and the code) as the clients that drop the code pass
// them on: Python's sqlite3, better-sqlite3, mattn/go-sqlite3's bare text.
func TestGeneralise68SQLite(t *testing.T) {
	cases := []wordingCase{
		{"aggregate misplaced: Python sqlite3", "", 0, "", "tool sql.query: sqlite3.OperationalError: misuse of aggregate: sum()", rung.KindInvalid},
		{"window function misplaced: better-sqlite3", "", 0, "", "tool sql.query: SqliteError: misuse of window function row_number()", rung.KindInvalid},
		{"function arity: better-sqlite3", "", 0, "", "tool sql.query: SqliteError: wrong number of arguments to function substr()", rung.KindInvalid},
		{"join column: Python sqlite3", "", 0, "", "tool sql.query: sqlite3.OperationalError: cannot join using column customer_id - column not present in both tables", rung.KindInvalid},
		{"join form: mattn/go-sqlite3", "", 0, "", "tool sql.query: a NATURAL join may not have an ON or USING clause", rung.KindInvalid},
		{"compound width: Python sqlite3", "", 0, "", "tool sql.query: sqlite3.OperationalError: SELECTs to the left and right of UNION do not have the same number of result columns", rung.KindInvalid},
		{"pattern limit: Python sqlite3", "", 0, "", "tool sql.query: sqlite3.OperationalError: LIKE or GLOB pattern too complex", rung.KindInvalid},
		{"caller's interrupt: Python sqlite3 (Connection.interrupt)", "", 0, "", "tool sql.query: sqlite3.OperationalError: interrupted", rung.KindDenied},
		{"missing table, control: node:sqlite", "", 0, "", "tool sql.query: Error: no such table: order_items", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
