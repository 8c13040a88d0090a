package classify

import "testing"

// TestIndependentCases509 runs held-out set 509: PostgreSQL, Go stdlib and HTTP/WebDAV failures (fifth draw), captured live (pgx, Go) and from the vendors' docs (RFCs, sabre/dav, Cloudflare, nginx), labelled blind.
func TestIndependentCases509(t *testing.T) {
	runIndependent(t, "testdata/independent509.jsonl", false)
}
