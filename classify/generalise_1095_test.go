package classify

import "testing"

func TestIndependentCases1095(t *testing.T) {
	runIndependent(t, "testdata/independent1095.jsonl", false)
}
