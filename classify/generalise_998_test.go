package classify

import "testing"

func TestIndependentCases998(t *testing.T) {
	runIndependent(t, "testdata/independent998.jsonl", false)
}
