package classify

import "testing"

// TestIndependentCases422 runs held-out set 422: PostgreSQL, Go stdlib and HTTP RFC failures on named operations, captured live and from the vendors' docs, labelled blind.
func TestIndependentCases422(t *testing.T) {
	runIndependent(t, "testdata/independent422.jsonl", false)
}
