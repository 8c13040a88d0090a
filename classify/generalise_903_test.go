package classify

import "testing"

func TestIndependentCases903(t *testing.T) {
	runIndependent(t, "testdata/independent903.jsonl", false)
}
