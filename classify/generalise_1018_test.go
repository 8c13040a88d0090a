package classify

import "testing"

func TestIndependentCases1018(t *testing.T) {
	runIndependent(t, "testdata/independent1018.jsonl", false)
}
