package classify

import "testing"

func TestIndependentCases1657(t *testing.T) {
	runIndependent(t, "testdata/independent1657.jsonl", false)
}
