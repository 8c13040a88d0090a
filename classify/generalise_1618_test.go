package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 99bf3cba: 32/34 overall, 15/16 tricky.
func TestIndependentCases1618(t *testing.T) {
	runIndependent(t, "testdata/independent1618.jsonl", true)
}

// TestGeneralise1618WrongArguments: MySQL/MariaDB 1210 ER_WRONG_ARGUMENTS,
// the values bound to a prepared statement (or a function's arguments) do
// not fit what it takes, as the clients print it: MariaDB CLI "Incorrect
// arguments to EXECUTE" (EXECUTE without USING, or with too many values),
// go-sql-driver's numbered form, node mysql2's bare e.message "Incorrect
// arguments to mysqld_stmt_execute" (execute() with too few values); all
// captured live on MariaDB 10.11 (set 1618). Near misses share "Incorrect":
// a damaged key file (premise), a bad API key (denied), a wrong value for a
// column (1366, invalid by number).
func TestGeneralise1618WrongArguments(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "mysql2 execute with too few values", code: "ER_WRONG_ARGUMENTS", msg: "Incorrect arguments to mysqld_stmt_execute", want: rung.KindInvalid},
		{name: "mariadb CLI EXECUTE without USING", protocol: "exec", status: 1, code: "1", msg: "--------------\nexecute s\n--------------\n\nERROR 1210 (HY000) at line 1: Incorrect arguments to EXECUTE\nexit status 1", want: rung.KindInvalid},
		{name: "go-sql-driver 1210", msg: "Error 1210 (HY000): Incorrect arguments to mysqld_stmt_execute", want: rung.KindInvalid},
		{name: "PyMySQL 1210 MATCH", msg: "(1210, 'Incorrect arguments to MATCH')", want: rung.KindInvalid},
		{name: "mysql2 EXECUTE bare", msg: "Incorrect arguments to EXECUTE", want: rung.KindInvalid},
		// Near misses that keep their kind.
		{name: "near miss: damaged key file", msg: "Error 1034 (HY000): Incorrect key file for table 'orders'; try to repair it", want: rung.KindPremise},
		{name: "near miss: incorrect api key", protocol: "http", status: 401, msg: `{"error":{"message":"Incorrect API key provided: sk-****","type":"invalid_request_error","code":"invalid_api_key"}}`, want: rung.KindDenied},
		{name: "near miss: 1366 wrong value", msg: "Error 1366 (22007): Incorrect integer value: 'abc' for column `shop`.`child`.`id` at row 1", want: rung.KindInvalid},
	})
}
