package classify

import "testing"

// TestIndependentCases373 runs held-out set 373: PostgreSQL's long tail (extensions, poolers, replication) and the Go database clients, from the vendors' docs and source (messages reproduced on PostgreSQL 15.18 and pgx v5.13.0 where possible), labelled blind.
func TestIndependentCases373(t *testing.T) {
	runIndependent(t, "testdata/independent373.jsonl", false)
}
