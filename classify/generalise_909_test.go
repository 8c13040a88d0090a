package classify

import "testing"

func TestIndependentCases909(t *testing.T) {
	runIndependent(t, "testdata/independent909.jsonl", false)
}
