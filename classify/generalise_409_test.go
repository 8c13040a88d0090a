package classify

import "testing"

// TestIndependentCases409 runs held-out set 409: search, analytics and vector databases, from the vendors' docs (two pgvector lines captured live), labelled blind.
func TestIndependentCases409(t *testing.T) {
	runIndependent(t, "testdata/independent409.jsonl", false)
}
