package classify

import "testing"

func TestIndependentCases1147(t *testing.T) {
	runIndependent(t, "testdata/independent1147.jsonl", false)
}
