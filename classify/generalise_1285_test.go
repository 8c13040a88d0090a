package classify

import "testing"

func TestIndependentCases1285(t *testing.T) {
	runIndependent(t, "testdata/independent1285.jsonl", false)
}
