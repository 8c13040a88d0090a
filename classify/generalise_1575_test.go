package classify

import "testing"

func TestIndependentCases1575(t *testing.T) {
	runIndependent(t, "testdata/independent1575.jsonl", false)
}
