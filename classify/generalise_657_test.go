package classify

import "testing"

// TestIndependentCases657 runs held-out set 657: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP filesystem server, openai-go and anthropic-sdk-go, labelled blind.
// First run at a879815: 30/31 overall, 14/15 tricky.
// Tolerated: i657-tls-hostname: invalid vs premise (Go x509 HostnameError is premise, "configuration, not time": goerr.go goWords "x509:", native.go, toolwords.go certNameWords, docs/taxonomy.md Go-errors and Node rows, set 581): the certificate here names ledger-w657.test and the URL said localhost, so repairing the URL works (invalid), but from the words alone the certificate may as well be the wrong side and no retry changes either (premise).
func TestIndependentCases657(t *testing.T) {
	runIndependent(t, "testdata/independent657.jsonl", true, "i657-tls-hostname")
}
