package classify

import "testing"

func TestIndependentCases1012(t *testing.T) {
	runIndependent(t, "testdata/independent1012.jsonl", false)
}
