package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2ba61ee: 24/32 overall, 14/21 tricky.
// Tolerated: i797-ro-tx: invalid vs premise (serverrole.go serverRoleWords reads MySQL 1792 "in a READ ONLY transaction" as 25006 on a standby: write through the primary): a READ ONLY transaction the caller opened itself is its own call to repair, a replica's is a premise to replan on; the words do not tell which.
func TestIndependentCases797(t *testing.T) {
	// i797-dsn-unix passes since set 1356 met the same driver text (raised.go settingValueWords, TestGeneralise1356MySQLDSNNetwork).
	runIndependent(t, "testdata/independent797.jsonl", true, "i797-ro-tx")
}

// TestGeneralise797: MySQL's and MariaDB's server and client errors as bare
// text (go-sql-driver, the CLIs, PyMySQL, mysql-connector-python, mysql2,
// PDO, TiDB), read as the PostgreSQL classes they are: 1064 syntax
// (42601), 1007 database exists (42P04), 1969 max_statement_time (57014),
// 2002/2003 no connection (08001), and a parameter over max_allowed_packet.
func TestGeneralise797(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "PyMySQL ProgrammingError 1064", msg: `(1064, "You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'FORM orders' at line 1")`, want: rung.KindInvalid},
		{name: "mysql-connector-python ProgrammingError 1064", msg: "1064 (42000): You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'WHERE id=1' at line 1", want: rung.KindInvalid},
		{name: "node mysql2 err.message ER_PARSE_ERROR", msg: "You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'FROM' at line 1", want: rung.KindInvalid},
		{name: "TiDB via go-sql-driver 1064", msg: `Error 1064 (42000): You have an error in your SQL syntax; check the manual that corresponds to your TiDB version for the right syntax to use line 1 column 14 near "FORM t" `, want: rung.KindInvalid},
		{name: "mysql-connector-python DatabaseError 1007", msg: "1007 (HY000): Can't create database 'shop'; database exists", want: rung.KindConflict},
		{name: "mysql CLI 8.0 1007", msg: "ERROR 1007 (HY000) at line 1: Can't create database 'inventory'; database exists", want: rung.KindConflict},
		{name: "mariadb CLI 1969", msg: "ERROR 1969 (70100) at line 1: Query execution was interrupted (max_statement_time exceeded)", want: rung.KindTransient},
		{name: "mysql CLI 8.0 2002 socket", msg: "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)", want: rung.KindTransient},
		{name: "mysql-connector-python InterfaceError 2003", msg: "2003 (HY000): Can't connect to MySQL server on 'localhost:3306' (111)", want: rung.KindTransient},
		{name: "MariaDB Connector/C 2002 socket", msg: "Can't connect to local server through socket '/run/mysqld/mysqld.sock' (2)", want: rung.KindTransient},
		{name: "mariadb CLI 2003 port", msg: "ERROR 2003 (HY000): Can't connect to server on 'db.internal' (111)", want: rung.KindTransient},
		{name: "MariaDB 1105 long data over max_allowed_packet via CLI", msg: "ERROR 1105 (HY000) at line 1: Parameter of prepared statement which is set through mysql_send_long_data() is longer than 'max_allowed_packet' bytes", want: rung.KindInvalid},
		// Near misses that keep their kind.
		{name: "near miss: MySQL 1008 database doesn't exist", msg: "ERROR 1008 (HY000): Can't drop database 'shop'; database doesn't exist", want: rung.KindPremise},
		{name: "near miss: MySQL 3024 max_execution_time", msg: "Error 3024 (HY000): Query execution was interrupted, maximum statement execution time exceeded", want: rung.KindTransient},
		{name: "near miss: MySQL 1044 access denied to database", msg: "ERROR 1044 (42000): Access denied for user 'app'@'%' to database 'shop'", want: rung.KindDenied},
		{name: "near miss: MySQL 1050 table exists", msg: "Error 1050 (42S01): Table 'orders' already exists", want: rung.KindConflict},
		{name: "near miss: mysql CLI 2013 lost connection", msg: "ERROR 2013 (HY000): Lost connection to MySQL server during query", want: rung.KindTransient},
	})
}
