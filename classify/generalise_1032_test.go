package classify

import "testing"

func TestIndependentCases1032(t *testing.T) {
	runIndependent(t, "testdata/independent1032.jsonl", false)
}
