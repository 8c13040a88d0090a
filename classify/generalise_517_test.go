package classify

import "testing"

// TestIndependentCases517 runs held-out set 517: PostgreSQL (pgx), Go stdlib and HTTP servers/proxies, captured live, labelled blind.
func TestIndependentCases517(t *testing.T) { runIndependent(t, "testdata/independent517.jsonl", false) }
