package classify

import "testing"

func TestIndependentCases1347(t *testing.T) {
	runIndependent(t, "testdata/independent1347.jsonl", false)
}
