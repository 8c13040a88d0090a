package classify

import "testing"

func TestIndependentCases914(t *testing.T) {
	runIndependent(t, "testdata/independent914.jsonl", false)
}
