package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases118 holds set 118: 35 failures of model-written SQL
// captured live from PostgreSQL 15 through pgx v5 (wrong types and casts,
// ambiguous columns, GROUP BY, aggregates and window functions out of
// place, JSON operators on text, ON CONFLICT without a matching index, a
// sequence behind its table, enum labels, schema privilege, date and
// numeric overflow, division by zero, a subquery of several rows, an
// aborted transaction, a read-only role, statement and lock timeouts,
// NOWAIT, serialization, a missing cursor and prepared statement),
// labelled from the errcodes appendix, the SQL command pages and the
// backend's sources before the classifier was run. First run 32/35, tricky
// 17/18 (HEAD d16f6a9). No classifier change was needed for its own lines;
// the classes it held were then proved in other engines' words (see
// TestGeneralise118). Tolerated:
//   - i118-pg-seq-out-of-sync: a duplicate key raised because the serial
//     sequence is behind the table (setval needed) is premise, but pgx's
//     Error() text is any duplicate key's, word for word; reading it so
//     would break every real duplicate (conflict).
//   - i118-pg-cursor-missing, tolerated at first, is premise since 34000
//     "cursor does not exist" reads so (postgres.go; sets 118, 189, 258
//     against 31 and 48). i118-pg-prepared-missing (26000) is right since
//     set 149 read it the same way (postgres.go).
func TestIndependentCases118(t *testing.T) {
	runIndependent(t, "testdata/independent118.jsonl", true,
		"i118-pg-seq-out-of-sync")
}

// TestGeneralise118 checks set 118's classes in other software's words,
// each of which was unknown, or read by a misleading word, before
// roomwords.go's and pgsentence.go's set 118 entries: a single-value
// subquery that returned several rows (ambiguous); an aggregate or window
// function where SQL takes none, and a column neither grouped nor
// aggregated (invalid, though "not permitted", "cannot use"); a column
// reference that matches several tables or an alias FROM lacks (invalid,
// though "ambiguously"); a function called with arguments it does not
// take; and PostgreSQL's own sentences without the SQLSTATE, as psycopg,
// node-postgres and lib/pq print them: ON CONFLICT without a matching
// index, numeric field overflow, a subscript or JSON function on the wrong
// type, a statement outside the transaction block it needs; an expression
// of the wrong type for its place (a column's type, UNION and CASE types,
// a cast with none defined, SQL Server's operand type clash); a date or
// time out of its type's range (MySQL 1441, SQL Server 517, ORA-01839).
func TestGeneralise118(t *testing.T) {
	I, P, A, T, D, C := rung.KindInvalid, rung.KindPremise, rung.KindAmbiguous, rung.KindTransient, rung.KindDenied, rung.KindConflict
	runWordingCases(t, []wordingCase{
		// Set 118's lines (pgx v5 against PostgreSQL 15).
		{"pg 21000 subquery (set 118)", "postgres", 0, "21000", `ERROR: more than one row returned by a subquery used as an expression (SQLSTATE 21000)`, A},
		{"pg 42P10 on conflict (set 118)", "postgres", 0, "42P10", `ERROR: there is no unique or exclusion constraint matching the ON CONFLICT specification (SQLSTATE 42P10)`, I},
		{"pg 22003 numeric overflow (set 118)", "postgres", 0, "", `ERROR: numeric field overflow (SQLSTATE 22003)`, I},
		{"pg 42P01 missing FROM entry (set 118)", "postgres", 0, "", `ERROR: missing FROM-clause entry for table "o" (SQLSTATE 42P01)`, I},
		{"pg 25P01 declare (set 118)", "postgres", 0, "25P01", `ERROR: DECLARE CURSOR can only be used in transaction blocks (SQLSTATE 25P01)`, I},
		// The same subquery in MySQL's (1242, ER_SUBQUERY_NO_1_ROW, through
		// go-sql-driver/mysql), SQL Server's (512, go-mssqldb) and
		// Oracle's (ORA-01427) words.
		{"mysql 1242 subquery rows", "", 0, "", "Error 1242 (21000): Subquery returns more than 1 row", A},
		{"mssql 512 subquery rows", "", 0, "", "mssql: Subquery returned more than 1 value. This is not permitted when the subquery follows =, !=, <, <= , >, >= or when the subquery is used as an expression.", A},
		{"oracle ORA-01427", "", 0, "", "ORA-01427: single-row subquery returns more than one row", A},
		// Aggregates and window functions out of place: PostgreSQL as
		// psycopg prints it, SQL Server 147 and 4108, MySQL 3593 (ER_WINDOW_INVALID_WINDOW_FUNC_USE),
		// Oracle ORA-00934, ORA-30483, ORA-00979, SQLite resolve.c.
		{"psycopg aggregate in WHERE", "", 0, "", "psycopg.errors.GroupingError: aggregate functions are not allowed in WHERE", I},
		{"mssql 147 aggregate in WHERE", "", 0, "", "mssql: An aggregate may not appear in the WHERE clause unless it is in a subquery contained in a HAVING clause or a select list, and the column being aggregated is an outer reference.", I},
		{"mssql 4108 windowed function", "", 0, "", "mssql: Windowed functions can only appear in the SELECT or ORDER BY clauses.", I},
		{"mysql 3593 window function", "", 0, "", "Error 3593 (HY000): You cannot use the window function 'row_number' in this context.'", I},
		{"oracle ORA-00934", "", 0, "", "ORA-00934: group function is not allowed here", I},
		{"oracle ORA-30483", "", 0, "", "ORA-30483: window  functions are not allowed here", I},
		{"oracle ORA-00979", "", 0, "", "ORA-00979: not a GROUP BY expression", I},
		{"mysql 1055 only_full_group_by", "", 0, "", "Error 1055 (42000): Expression #2 of SELECT list is not in GROUP BY clause and contains nonaggregated column 'shop.orders.status' which is not functionally dependent on columns in GROUP BY clause; this is incompatible with sql_mode=only_full_group_by", I},
		{"sqlite misuse of window function", "", 0, "", "SQL logic error: misuse of window function row_number() (1)", I},
		// A column matching several tables, an alias FROM lacks: Oracle
		// ORA-00918, SQL Server 209 and 4104, MySQL 1052 and 1054, SQLite.
		{"oracle ORA-00918", "", 0, "", "ORA-00918: column ambiguously defined", I},
		{"mssql 209 ambiguous", "", 0, "", "mssql: Ambiguous column name 'id'.", I},
		{"mysql 1052 ambiguous", "", 0, "", "Error 1052 (23000): Column 'id' in field list is ambiguous", I},
		{"mssql 4104 multi-part identifier", "", 0, "", `mssql: The multi-part identifier "o.id" could not be bound.`, I},
		{"mysql 1054 unknown alias column", "", 0, "", "Error 1054 (42S22): Unknown column 'o.id' in 'field list'", I},
		{"sqlite no such column alias", "", 0, "", "SQL logic error: no such column: o.id (1)", I},
		// A function called with arguments it does not take: MySQL 1582,
		// SQL Server 8116, SQLite func.c, PostgreSQL as lib/pq prints it.
		{"mysql 1582 parameter count", "", 0, "", "Error 1582 (42000): Incorrect parameter count in the call to native function 'round'", I},
		{"mssql 8116 argument type", "", 0, "", "mssql: Argument data type varchar is invalid for argument 1 of round function.", I},
		{"sqlite wrong number of arguments", "", 0, "", "SQL logic error: wrong number of arguments to function round() (1)", I},
		{"lib/pq function signature", "", 0, "", "pq: function round(double precision, integer) does not exist", I},
		// PostgreSQL's sentences without the SQLSTATE (psycopg, node-postgres,
		// lib/pq), and the same situations in SQLite's and CockroachDB's words.
		{"psycopg 42P10 on conflict", "", 0, "", "psycopg2.errors.InvalidColumnReference: there is no unique or exclusion constraint matching the ON CONFLICT specification", I},
		{"node-postgres 42P10 on conflict", "", 0, "", "error: there is no unique or exclusion constraint matching the ON CONFLICT specification", I},
		{"sqlite upsert target", "", 0, "", "SQL logic error: ON CONFLICT clause does not match any PRIMARY KEY or UNIQUE constraint (1)", I},
		{"lib/pq numeric field overflow", "", 0, "", "pq: numeric field overflow", I},
		{"mysql 1264 out of range", "", 0, "", "Error 1264 (22003): Out of range value for column 'total' at row 1", I},
		{"oracle ORA-01438", "", 0, "", "ORA-01438: value larger than specified precision allowed for this column", I},
		{"mssql 8115 arithmetic overflow", "", 0, "", "mssql: Arithmetic overflow error converting numeric to data type numeric.", I},
		{"node-postgres subscript text", "", 0, "", "error: cannot subscript type text because it does not support subscripting", I},
		{"psycopg jsonb_array_elements object", "", 0, "", "psycopg2.errors.InvalidParameterValue: cannot extract elements from an object", I},
		{"lib/pq jsonb_array_elements scalar", "", 0, "", "pq: cannot extract elements from a scalar", I},
		{"psql declare outside", "", 0, "", "ERROR:  DECLARE CURSOR can only be used in transaction blocks", I},
		{"lib/pq savepoint outside", "", 0, "", "pq: SAVEPOINT can only be used in transaction blocks", I},
		{"sqlite commit with no transaction active (the transaction ruling)", "", 0, "", "SQL logic error: cannot commit - no transaction is active (1)", P},
		// Wrong types and shapes: PostgreSQL's sentences as lib/pq and
		// node-postgres print them (parse_target.c, parse_coerce.c,
		// jsonfuncs.c, rewriteHandler.c), SQL Server 206 and 8117, Oracle
		// ORA-00932, MySQL 1292.
		{"lib/pq 42804 column of type", "", 0, "", `pq: column "qty" is of type integer but expression is of type text`, I},
		{"lib/pq 42804 UNION types", "", 0, "", "pq: UNION types integer and text cannot be matched", I},
		{"node-postgres 42804 CASE types", "", 0, "", "error: CASE types text and integer cannot be matched", I},
		{"lib/pq 42846 cannot cast", "", 0, "", "pq: cannot cast type timestamp with time zone to integer", I},
		{"lib/pq 42P10 DISTINCT ORDER BY", "", 0, "", "pq: for SELECT DISTINCT, ORDER BY expressions must appear in select list", I},
		{"lib/pq 42601 subquery columns", "", 0, "", "pq: subquery must return only one column", I},
		{"node-postgres 22023 jsonb_object_keys array", "", 0, "", "error: cannot call jsonb_object_keys on an array", I},
		{"lib/pq 22023 json_each scalar", "", 0, "", "pq: cannot call json_each on a scalar", I},
		{"lib/pq 428C9 generated always", "", 0, "", `pq: cannot insert a non-DEFAULT value into column "id"`, I},
		{"mssql 206 operand type clash", "", 0, "", "mssql: Operand type clash: int is incompatible with date", I},
		{"mssql 8117 operand data type", "", 0, "", "mssql: Operand data type varchar is invalid for sum operator.", I},
		{"oracle ORA-00932", "", 0, "", "ORA-00932: inconsistent datatypes: expected NUMBER got CHAR", I},
		{"mysql 1292 datetime value", "", 0, "", "Error 1292 (22007): Incorrect datetime value: 'next tuesday' for column 'created_at' at row 1", I},
		// Date and time out of range: PostgreSQL as lib/pq prints it,
		// MySQL 1441, SQL Server 517, Oracle ORA-01839.
		{"lib/pq 22008 timestamp out of range", "", 0, "", "pq: timestamp out of range", I},
		{"lib/pq 22008 field value", "", 0, "", `pq: date/time field value out of range: "2024-02-30"`, I},
		{"mysql 1441 datetime overflow", "", 0, "", "Error 1441 (22008): Datetime function: datetime field overflow", I},
		{"mssql 517 datetime overflow", "", 0, "", "mssql: Adding a value to a 'datetime' column caused an overflow.", I},
		{"oracle ORA-01839", "", 0, "", "ORA-01839: date not valid for month specified", I},
		// More of the parser's and jsonfuncs.c's sentences without the
		// SQLSTATE: asyncpg, Rails (PG::UndefinedFunction), lib/pq,
		// node-postgres; CockroachDB sends the same words.
		{"asyncpg 42P08 parameter types", "", 0, "", "asyncpg.exceptions.AmbiguousParameterError: inconsistent types deduced for parameter $4", I},
		{"lib/pq 42P18 parameter type", "", 0, "", "pq: could not determine data type of parameter $1", I},
		{"node-postgres 42601 insert width", "", 0, "", "error: INSERT has more expressions than target columns", I},
		{"lib/pq 42601 insert width", "", 0, "", "pq: INSERT has more target columns than expressions", I},
		{"lib/pq 42601 unterminated string", "", 0, "", `pq: unterminated quoted string at or near "'abc"`, I},
		{"node-postgres 42601 ORDER BY constant", "", 0, "", "error: non-integer constant in ORDER BY", I},
		{"rails 42883 json equality", "", 0, "", "PG::UndefinedFunction: ERROR:  could not identify an equality operator for type json", I},
		{"lib/pq 42883 json ordering", "", 0, "", "pq: could not identify an ordering operator for type json", I},
		{"lib/pq 42P10 DISTINCT ON", "", 0, "", "pq: SELECT DISTINCT ON expressions must match initial ORDER BY expressions", I},
		{"lib/pq 42804 recursive term", "", 0, "", `pq: recursive query "t" column 1 has type integer in non-recursive term but type bigint overall`, I},
		{"lib/pq 0A000 FULL JOIN", "", 0, "", "pq: FULL JOIN is only supported with merge-joinable or hash-joinable join conditions", I},
		{"node-postgres 22023 array length", "", 0, "", "error: cannot get array length of a scalar", I},
		{"cockroachdb 22023 array length", "", 0, "", "ERROR: cannot get array length of a non-array", I},
		{"lib/pq 22023 jsonb_each array", "", 0, "", "pq: cannot deconstruct an array as an object", I},
		{"lib/pq 22023 jsonb_set scalar", "", 0, "", "pq: cannot set path in scalar", I},
		{"lib/pq 22023 jsonb delete scalar", "", 0, "", "pq: cannot delete from scalar", I},
		// Neighbours that keep their kinds.
		{"lib/pq 42703 column missing", "", 0, "", `pq: column "emial" does not exist`, I},
		{"pg 42P01 relation missing", "", 0, "", `pq: relation "analytics.daily_totals" does not exist`, P},
		{"mssql 208 invalid object name", "", 0, "", "mssql: Invalid object name 'dbo.orders_2023'.", P},
		{"pg 25P02 aborted, psycopg", "", 0, "", "psycopg2.errors.InFailedSqlTransaction: current transaction is aborted, commands ignored until end of transaction block", P},
		{"pg 25006 read-only, lib/pq", "", 0, "", "pq: cannot execute INSERT in a read-only transaction", P},
		{"mysql 1792 read-only transaction", "", 0, "", "Error 1792 (25006): Cannot execute statement in a READ ONLY transaction.", P},
		{"pg 23505 duplicate, node-postgres", "", 0, "", `error: duplicate key value violates unique constraint "customers_email_key"`, C},
		{"mysql 1062 duplicate", "", 0, "", "Error 1062 (23000): Duplicate entry 'ada@example.com' for key 'customers.email'", C},
		{"pg 42501 schema, lib/pq", "", 0, "", "pq: permission denied for schema finance", D},
		{"mysql 1142 command denied", "", 0, "", "Error 1142 (42000): INSERT command denied to user 'agent'@'10.0.0.7' for table 'orders'", D},
		{"pg 55P03 NOWAIT, lib/pq", "", 0, "", `pq: could not obtain lock on row in relation "orders"`, T},
		{"oracle ORA-00054", "", 0, "", "ORA-00054: resource busy and acquire with NOWAIT specified or timeout expired", T},
		{"mysql 1205 lock wait", "", 0, "", "Error 1205 (HY000): Lock wait timeout exceeded; try restarting transaction", T},
		{"pg 23503 foreign key, node-postgres", "", 0, "", `error: insert or update on table "orders" violates foreign key constraint "orders_customer_id_fkey"`, P},
		{"mssql 547 foreign key", "", 0, "", `mssql: The INSERT statement conflicted with the FOREIGN KEY constraint "FK_orders_customers". The conflict occurred in database "shop", table "dbo.customers", column 'id'.`, P},
		{"pg P0002 no rows", "", 0, "", "ERROR: query returned no rows (SQLSTATE P0002)", A},
	})
}
