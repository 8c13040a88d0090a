package classify

import "testing"

// TestIndependentCases487 runs held-out set 487: PostgreSQL (pgx, extensions, logical replication), Go stdlib and HTTP/WebDAV/CDN failures, captured live (pgx, Go) and from the vendors' docs, labelled blind.
// First run at 8663e6f: 35/35 overall, 25/25 tricky.
func TestIndependentCases487(t *testing.T) {
	runIndependent(t, "testdata/independent487.jsonl", true)
}
