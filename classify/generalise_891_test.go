package classify

import "testing"

func TestIndependentCases891(t *testing.T) {
	runIndependent(t, "testdata/independent891.jsonl", false)
}
