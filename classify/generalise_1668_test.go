package classify

import "testing"

func TestIndependentCases1668(t *testing.T) {
	runIndependent(t, "testdata/independent1668.jsonl", false)
}
