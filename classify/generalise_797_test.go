package classify

import "testing"

// TestIndependentCases797 runs held-out set 797: live MariaDB 10.11 errors from go-sql-driver/mysql and the mariadb CLI, labelled blind.
func TestIndependentCases797(t *testing.T) {
	runIndependent(t, "testdata/independent797.jsonl", false)
}
