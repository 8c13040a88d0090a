package classify

import "testing"

func TestIndependentCases1332(t *testing.T) {
	runIndependent(t, "testdata/independent1332.jsonl", false)
}
