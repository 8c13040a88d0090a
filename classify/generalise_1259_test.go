package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b624cbcb: 27/37 overall, 11/18 tricky.
func TestIndependentCases1259(t *testing.T) {
	runIndependent(t, "testdata/independent1259.jsonl", false)
}

// TestGeneralise1259SQLStateBesideNumber: a caller that copies
// go-sql-driver's MySQLError.SQLState (or a CLI's printed state) into the
// code names the number's companion; the number and the words decide, not
// PostgreSQL's table for the shared state (sniff.go codeSniff,
// mysql.go mysqlStateEcho).
func TestGeneralise1259SQLStateBesideNumber(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sql-driver 1062 with 23000", "mysql", 0, "23000", "Error 1062 (23000): Duplicate entry 'ada@w1259.test' for key 'email'", rung.KindConflict},
		{"mariadb CLI 1452 with 23000", "", 0, "23000", "ERROR 1452 (23000) at line 1: Cannot add or update a child row: a foreign key constraint fails (`shop`.`orders`, CONSTRAINT `fk_c` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`))", rung.KindPremise},
		{"go-sql-driver 1136 with 21S01", "mysql", 0, "21S01", "Error 1136 (21S01): Column count doesn't match value count at row 1", rung.KindInvalid},
		// near misses keep their kinds
		{"pgx 23505 stays conflict", "postgres", 0, "23505", "ERROR: duplicate key value violates unique constraint \"users_email_key\" (SQLSTATE 23505)", rung.KindConflict},
		{"bare 23000 with no number stays invalid", "", 0, "23000", "integrity constraint violation", rung.KindInvalid},
		{"mysql 1048 with 23000 stays invalid", "mysql", 0, "23000", "Error 1048 (23000): Column 'name' cannot be null", rung.KindInvalid},
	})
}
