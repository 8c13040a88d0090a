package classify

import "testing"

func TestIndependentCases1314(t *testing.T) {
	runIndependent(t, "testdata/independent1314.jsonl", false)
}
