package classify

import "testing"

// TestIndependentCases763 runs held-out set 763: SQL Server / Azure SQL errors as go-mssqldb and SqlClient print them, plus Windows/.NET file and PowerShell errors, labelled blind.
func TestIndependentCases763(t *testing.T) {
	runIndependent(t, "testdata/independent763.jsonl", false)
}
