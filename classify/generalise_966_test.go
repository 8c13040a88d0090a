package classify

import "testing"

func TestIndependentCases966(t *testing.T) {
	runIndependent(t, "testdata/independent966.jsonl", false)
}
