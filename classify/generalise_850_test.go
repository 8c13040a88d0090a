package classify

import "testing"

// TestIndependentCases850 runs held-out set 850: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers and the OpenAI/Anthropic SDKs, labelled blind.
// First run at 94e85c73: 30/31 overall, 14/15 tricky.
// Tolerated: i850-ng-tls-hostname: invalid vs premise (the set 40 and set 581 rulings in docs/taxonomy.md and toolwords.go certNameWords: a server certificate that names another host is configuration, premise, as Go's x509 HostnameError; native.go maps x509.HostnameError to premise): the set read "certificate is valid for localhost, not billing.w850.internal" as the call asking for the wrong name (here the client set ServerName itself), the ruling reads it as the server's or the trust setup's certificate, the same on every retry; the text cannot tell which side holds the wrong name, so both readings hold and the anchored ruling stands.
func TestIndependentCases850(t *testing.T) {
	runIndependent(t, "testdata/independent850.jsonl", true, "i850-ng-tls-hostname")
}
