package classify

import "testing"

func TestIndependentCases885(t *testing.T) {
	runIndependent(t, "testdata/independent885.jsonl", false)
}
