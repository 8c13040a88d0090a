package classify

import "strings"

// MySQL, MariaDB and TiDB put the server's error number before the text in
// every client's rendering: go-sql-driver/mysql's MySQLError "Error 1146
// (42S02): ...", the mysql and mariadb CLIs' "ERROR 1146 (42S02) at line
// 1: ...", PyMySQL's and mysqlclient's "(1146, \"...\")", PHP PDO's
// "SQLSTATE[HY000]: General error: 1366 ...". Many numbers share the
// generic SQLSTATE HY000, and their texts name no failure a wording rule
// knows ("Table 'orders' was not locked with LOCK TABLES", "Operand should
// contain 1 column(s)"). The number is the server's own name for the
// failure, as a SQLSTATE is PostgreSQL's: mysqlNumbers reads the ones
// whose remedy the error reference makes plain (held-out sets 797 and 809).
//
// Numbers whose kind turns on the text are left to the wording: 1451/1452
// (a foreign key), 3819/4025 (a check that may guard a state), 1644 (an
// application's SIGNAL), 1290 (read-only or secure-file-priv), 1242 (the
// scalar-subquery ruling).
//
// Sources: dev.mysql.com/doc/mysql-errors/8.0/en/server-error-reference.html
// and client-error-reference.html; mariadb.com/kb/en/mariadb-error-codes;
// docs.pingcap.com/tidb/stable/error-codes.

// mysqlNumbers maps an error number to its kind and reason.
var mysqlNumbers = map[int]numbered{
	// ER_QUERY_INTERRUPTED "Query execution was interrupted": KILL QUERY
	// from an operator or a watchdog (pt-kill, a proxy's query killer)
	// stops the statement and keeps the connection; nothing about the
	// statement is shown wrong. Transient, as both blind labels read it
	// (sets 797, 1618; the lead's ruling); the timeout forms (1969, 3024)
	// already read so. PostgreSQL's "canceling statement due to user
	// request" names a user and keeps its own reading.
	1317: {transient, "MySQL 1317: the statement was interrupted (KILL QUERY by an operator or a watchdog); the connection stays and the statement is not shown wrong: retry"},
	// The statement as written cannot run: fix it.
	1066: {invalid, "MySQL 1066: a table or alias named twice in the statement: fix the query"},
	1093: {invalid, "MySQL 1093: the statement updates a table its own FROM clause reads: rewrite it (a derived table)"},
	1100: {invalid, "MySQL 1100: the statement uses a table its session did not lock with LOCK TABLES: lock it too, or unlock first"},
	1109: {invalid, "MySQL 1109: a table the multi-table statement names is not in its table list: fix the query"},
	1113: {invalid, "MySQL 1113: a table must have at least one column: fix the definition"},
	1136: {invalid, "MySQL 1136: the column list and the value list differ in length: fix the statement"},
	1175: {invalid, "MySQL 1175: safe update mode refuses an UPDATE or DELETE without a key in its WHERE: narrow the statement"},
	// ER_WRONG_ARGUMENTS "Incorrect arguments to EXECUTE" (EXECUTE ...
	// USING with the wrong count), "... to mysqld_stmt_execute" (a binary
	// protocol execute, node mysql2's execute() with too few values),
	// "... to MATCH": the values bound do not fit what the statement or
	// function takes (set 1618).
	1210: {invalid, "MySQL 1210: the arguments do not fit the prepared statement or function (wrong count or kind): fix the call"},
	1215: {invalid, "MySQL 1215: the foreign key cannot be defined as written: fix the definition"},
	1235: {invalid, "MySQL 1235: the server does not support this construct yet: rewrite the statement"},
	1241: {invalid, "MySQL 1241: an operand has the wrong number of columns: fix the query"},
	1267: {invalid, "MySQL 1267: the operands' collations cannot be compared: convert or COLLATE one of them"},
	1270: {invalid, "MySQL 1270: the operands' collations cannot be compared: convert or COLLATE them"},
	1271: {invalid, "MySQL 1271: the operands' collations cannot be compared: convert or COLLATE them"},
	1295: {invalid, "MySQL 1295: the command is not supported in the prepared-statement protocol: run it as plain text"},
	1318: {invalid, "MySQL 1318: the routine was called with the wrong number of arguments: fix the call"},
	1327: {invalid, "MySQL 1327: an undeclared variable: fix the routine"},
	1362: {invalid, "MySQL 1362: an AFTER trigger cannot change the NEW row: fix the trigger"},
	1363: {invalid, "MySQL 1363: the trigger reads a row its event does not have: fix the trigger"},
	1366: {invalid, "MySQL 1366: the value cannot be stored in the column (type or character set): fix the value"},
	1415: {invalid, "MySQL 1415: a function may not return a result set: fix the routine"},
	1418: {invalid, "MySQL 1418: with binary logging on, the function must declare DETERMINISTIC, NO SQL or READS SQL DATA: fix the declaration"},
	1422: {invalid, "MySQL 1422: a commit inside a stored function or trigger: fix the routine"},
	1442: {invalid, "MySQL 1442: a trigger or function updates the table its own statement uses: fix the trigger"},
	1822: {invalid, "MySQL 1822: the referenced table has no index the foreign key can use: fix the definition"},
	2014: {invalid, "MySQL client 2014: commands out of sync: the program sent a command before reading the last result"},
	2061: {invalid, "MySQL client 2061: the authentication plugin needs a TLS connection or the server's RSA key: fix the client's settings"},
	3140: {invalid, "MySQL 3140: the value is not valid JSON: fix the value"},
	3143: {invalid, "MySQL 3143: an invalid JSON path expression: fix the query"},
	3146: {invalid, "MySQL 3146: an argument of the wrong type for a JSON function: fix the call"},
	3159: {invalid, "MySQL 3159: the server requires a TLS connection: connect with TLS"},
	3636: {invalid, "MySQL 3636: the recursive query ran past cte_max_recursion_depth: fix its end condition or raise the limit for it"},
	3685: {invalid, "MySQL 3685: an invalid regular expression: fix the pattern"},
	3750: {invalid, "MySQL 3750: sql_require_primary_key refuses a table without a primary key: add one"},
	3780: {invalid, "MySQL 3780: the foreign key's columns have incompatible types: fix the definition"},
	// A character set or collation name the server does not have, in the
	// statement (COLLATE, CONVERT ... USING, a column's definition) or the
	// connection's settings (go-sql-driver's collation and charset DSN
	// parameters reach the server as SET NAMES): a wrong name the call
	// chose, the same on every run (set 1499).
	1115: {invalid, "MySQL 1115: an unknown character set name: use one the server has (SHOW CHARACTER SET)"},
	1273: {invalid, "MySQL 1273: an unknown collation name: use one the server has (SHOW COLLATION)"},
	// The account must change its password first: a credential step.
	1820: {denied, "MySQL 1820: the account's password must be reset before it may run statements"},
	1862: {denied, "MySQL 1862: the account's password has expired"},
	// The stored object is damaged.
	1712: {premise, "MySQL 1712: the index is corrupted: repair the table first"},
	// An object the statement rests on is not there (set 1259): MariaDB
	// words 1091 "Can't DROP COLUMN `x`; check that it exists", not
	// MySQL's "check that column/key exists" the wording reads; 1356 is
	// a view whose base table, column or function is gone (or whose
	// definer lost the rights to them): the view must be mended first.
	1091: {premise, "MySQL 1091: the column or index the ALTER drops does not exist"},
	1356: {premise, "MySQL 1356: the view references a table, column or function that is gone (or its definer lost rights to it): mend the view first"},
	// ER_HOST_IS_BLOCKED "Host 'h' is blocked because of many connection
	// errors; unblock with 'mysqladmin flush-hosts'": the server refuses
	// the client's host until an administrator flushes its host cache
	// (max_connect_errors); no wait lifts it, so not the transient
	// "connection error" its words suggest (set 1499).
	1129: {denied, "MySQL 1129: the server blocks this host after too many connection errors until an administrator flushes the host cache"},
	// Work that runs again unchanged, later.
	1053: {transient, "MySQL 1053: the server is shutting down: reconnect and retry"},
	1223: {transient, "MySQL 1223: a read lock another session holds conflicts: retry when it is released"},
	1461: {transient, "MySQL 1461: the server-wide cap on prepared statements is reached: they free as sessions close them"},
	// ER_USER_LIMIT_REACHED "User 'x' has exceeded the 'max_queries_per_hour'
	// resource (current value: 5)": an account's hourly counters
	// (queries, updates, connections) reset within the hour, and
	// max_user_connections frees as the account's sessions close (set
	// 1259): a rate window, not a spent balance.
	1226: {transient, "MySQL 1226: the account's hourly or concurrent resource limit: retry when the hour's counter resets or a session closes"},
	3101: {transient, "MySQL 3101: the replication plugin rolled the transaction back (a conflict with another member's): retry it"},
	// TiDB's own numbers. 8002, 8005 and 8022 are the commit failures
	// TiDB's error reference says to retry whole ("The application can
	// safely retry the whole transaction"); 8022's text may quote TiKV's
	// TxnLockNotFound, which is no missing object (set 1268). 8175 is a
	// single query stopped at tidb_mem_quota_query, whose own text asks
	// for a narrower query ("Please try narrowing your query scope"):
	// the call's size, as a per-query cap elsewhere (set 1268).
	8002: {transient, "TiDB 8002: a SELECT FOR UPDATE transaction met a commit conflict and was rolled back: retry it whole"},
	8005: {transient, "TiDB 8005: a write conflict with another transaction: retry it"},
	8022: {transient, "TiDB 8022: the commit failed and was rolled back: retry the whole transaction"},
	8175: {invalid, "TiDB 8175: the query ran past the memory limit for a single SQL query: narrow its scope"},
	8027: {transient, "TiDB 8027: the schema information is out of date: retry"},
	8028: {transient, "TiDB 8028: the schema changed while the statement ran: retry"},
	9007: {transient, "TiDB 9007: a write conflict with another transaction: retry it"},
}

// mysqlNumbered reads a MySQL-family error number in the text (see above).
func mysqlNumbered(t string) (Result, bool) {
	n := mysqlErrNumber(t)
	if n == 0 {
		if m, ok := mysqlHandlerNumbers[mysqlHandlerErrNumber(t)]; ok {
			return verdict(m.kind, m.reason)
		}
		return matchWords(mysqlClientMatcher, t)
	}
	if n == 1290 {
		return matchWords(mysqlClientMatcher, t)
	}
	if n == 1396 {
		// ER_CANNOT_USER "Operation CREATE USER failed for 'x'@'%'": a
		// create of an account that exists; any other operation names
		// one that does not.
		if hasAny(t, "operation create user failed", "operation create role failed") {
			return verdict(conflict, "MySQL 1396: the account or role already exists")
		}
		return verdict(premise, "MySQL 1396: the account or role the operation names does not exist")
	}
	if m, ok := mysqlNumbers[n]; ok {
		return verdict(m.kind, m.reason)
	}
	// A number the table does not read (1105 ER_UNKNOWN_ERROR, which
	// Vitess puts before its own words) leaves the clients' words.
	return matchWords(mysqlClientMatcher, t)
}

// mysqlHandlerNumbers: MariaDB passes some storage-engine (handler) errors
// to the client under their own three-digit HA_ERR_* number (my_base.h,
// 120 to 199) rather than a server number, with the server text they
// share: 167 HA_ERR_AUTOINC_ERANGE "Out of range value for column 'id' at
// row 1" is the auto-increment counter run past its column's type (an
// insert that gave no value for it), not 1264's value the statement sent;
// every insert fails so until the column is widened or reseeded, as MySQL's
// 1467 for the same state (set 1356).
var mysqlHandlerNumbers = map[int]numbered{
	167: {premise, "MariaDB 167 (HA_ERR_AUTOINC_ERANGE): the auto-increment counter has run past its column's type: widen or reseed the column"},
}

// mysqlHandlerErrNumber returns a handler error number (120 to 199) that a
// MySQL-family client prints before the text with its SQLSTATE, as
// go-sql-driver's "Error 167 (22003): " and the CLIs' "ERROR 167 (22003)
// at line 1: ", or PyMySQL's "(167, '...')", or 0.
func mysqlHandlerErrNumber(t string) int {
	for i := range foldMatches(t, "rror 1") {
		j := i + len("rror ")
		if n, width := leadingInt(t[j:]); width == 3 && n >= 120 && n <= 199 && matchAt(t, j+3, " (") && j+10 < len(t) && t[j+10] == ')' {
			return n
		}
	}
	if i := strings.Index(t, "(1"); i >= 0 {
		if n, width := leadingInt(t[i+1:]); width == 3 && n >= 120 && n <= 199 && (matchAt(t, i+4, ", '") || matchAt(t, i+4, `, "`)) {
			return n
		}
	}
	return 0
}

// mysqlClientWords are the clients' and the server's words that carry no
// number in some renderings, or whose number is shared (1290).
var mysqlClientWords = []pattern{
	// go-sql-driver ErrCmdOutOfSync ("commands out of sync. Did you run
	// multiple statements at once?"), libmysqlclient CR_COMMANDS_OUT_OF_SYNC
	// 2014: the program's own order of commands.
	{text: "commands out of sync", kind: invalid, reason: "the program sent a command before reading the last result (MySQL client 2014): fix the program"},
	// 1210 ER_WRONG_ARGUMENTS where no number is printed (node mysql2's
	// e.message, its code name apart): see 1210 (set 1618).
	{text: "incorrect arguments to mysqld_stmt_", kind: invalid, reason: "the values bound do not fit the prepared statement's placeholders (MySQL 1210): fix the call"},
	{text: "incorrect arguments to execute", kind: invalid, reason: "the values bound do not fit the prepared statement's placeholders (MySQL 1210): fix the call"},
	// node mysql2 after the connection ended (its fatal error, a server
	// restart): a new connection runs the command.
	{text: "can't add new command when connection is in closed state", kind: transient, reason: "the client's connection is closed (node mysql2): reconnect and retry"},
	// 1290 ER_OPTION_PREVENTS_STATEMENT under --secure-file-priv: the
	// server confines file import and export to one directory the
	// caller cannot widen.
	{text: "--secure-file-priv option so it cannot execute", kind: denied, reason: "the server's --secure-file-priv confines file access to its own directory (MySQL 1290)"},
	// 1290 under any other option ("--read-only", "--super-read-only",
	// "--skip-grant-tables", "--event-scheduler=DISABLED or
	// --skip-grant-tables"): a mode the server's operator started it in
	// forbids the statement; no argument or wait changes it, the plan
	// must (route the write to the primary, load the grant tables
	// first) (set 1499).
	{text: "option so it cannot execute this statement", kind: premise, reason: "the server runs in a mode that forbids the statement (MySQL 1290 ER_OPTION_PREVENTS_STATEMENT)"},
	// ER_HOST_IS_BLOCKED's words where no number is printed (node
	// mysql2's ER_HOST_IS_BLOCKED code name, a log line): see 1129.
	{text: "is blocked because of many connection errors", kind: denied, reason: "the server blocks this host after too many connection errors until an administrator flushes the host cache (MySQL 1129)"},
	// go-sql-driver's own checks of its DSN before any statement runs:
	// "unknown collation: \"x\"" (the collation parameter names none the
	// driver knows) and "interpolateParams cannot be used with unsafe
	// charsets" (interpolateParams with a multibyte charset such as
	// big5 or sjis): the connection settings the call passed are
	// wrong (set 1499).
	{text: "unknown collation: \"", kind: invalid, reason: "the DSN's collation is unknown to the driver (go-sql-driver/mysql): fix the connection settings"},
	{text: "interpolateparams cannot be used with unsafe charsets", kind: invalid, reason: "the DSN combines interpolateParams with a multibyte charset the driver cannot escape (go-sql-driver/mysql): fix the connection settings"},
	// Vitess's per-query row cap through vtgate's MySQL protocol (set
	// 1268): "Error 10001 (HY000): target: ks.-80.replica: vttablet:
	// caller id: u: row count exceeded 10000 (errno 10001)" (mysql
	// ERVitessMaxRowsExceeded, a five-digit number mysqlErrNumber does not
	// read), as grpc.go requestOverSize reads it under RESOURCE_EXHAUSTED:
	// the same query fails every time until it is narrowed or paged.
	{text: "row count exceeded", kind: invalid, reason: "the result is over the server's per-query row cap (Vitess): narrow or page the query"},
}

var mysqlClientMatcher = newMatcher(mysqlClientWords)

// mysqlErrNumber returns the error number a MySQL-family client prints
// before the text, or 0.
func mysqlErrNumber(t string) int {
	// go-sql-driver "Error 1146 (42S02): ", the CLIs' "ERROR 1146 (42S02)".
	for i := range foldMatches(t, "rror ") {
		if n := fourDigits(t, i+len("rror ")); n > 0 && matchAt(t, i+len("rror ")+4, " (") {
			return n
		}
	}
	// PyMySQL and mysqlclient: (1146, "Table ...") or (1146, 'Table ...').
	for i := strings.IndexByte(t, '('); i >= 0 && i+7 < len(t); {
		if n := fourDigits(t, i+1); n > 0 && (matchAt(t, i+5, ", '") || matchAt(t, i+5, `, "`)) {
			return n
		}
		j := strings.IndexByte(t[i+1:], '(')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	// PDO: "SQLSTATE[HY000]: General error: 1366 Incorrect string value".
	if i := strings.Index(t, "SQLSTATE["); i >= 0 {
		rest := t[i:]
		if j := strings.Index(rest, ": "); j >= 0 {
			rest = rest[j+2:]
			if k := strings.Index(rest, ": "); k >= 0 && k < 60 {
				if n := fourDigits(rest, k+2); n > 0 && matchAt(rest, k+6, " ") {
					return n
				}
			}
		}
	}
	return 0
}

// mysqlStateEcho reports whether the text is a MySQL-family error that
// prints code as the SQLSTATE beside its number: go-sql-driver's "Error
// 1062 (23000): ...", the CLIs' "ERROR 1062 (23000) at line 1", PDO's
// "SQLSTATE[23000]: ...: 1062 ...". MySQL shares its states loosely
// (23000 holds a duplicate, a NULL, an ambiguous column and both foreign
// key failures; 21S01 is no PostgreSQL state), so a caller that copied
// MySQLError.SQLState into the code has named the number's companion,
// and the number and the words decide, not PostgreSQL's table (set 1259).
func mysqlStateEcho(t, code string) bool {
	if len(code) != 5 || mysqlErrNumber(t) == 0 {
		return false
	}
	// PDO's "SQLSTATE[23000]: Integrity constraint violation: 1452 ..."
	// (Laravel's QueryException, set 1273): the state in brackets beside
	// the number it precedes.
	if strings.Contains(t, "SQLSTATE["+code+"]") {
		return true
	}
	for off := 0; off < len(t); {
		i := strings.Index(t[off:], code)
		if i < 0 {
			return false
		}
		i += off
		if i > 0 && i+5 < len(t) && t[i-1] == '(' && t[i+5] == ')' {
			return true
		}
		off = i + 1
	}
	return false
}

// fourDigits returns the number written with exactly four digits at t[i:],
// or 0.
func fourDigits(t string, i int) int {
	if i < 0 || i > len(t) || i > 0 && isDigitByte(t[i-1]) {
		return 0
	}
	if n, width := leadingInt(t[i:]); width == 4 {
		return n
	}
	return 0
}
