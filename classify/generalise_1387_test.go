package classify

import "testing"

func TestIndependentCases1387(t *testing.T) {
	runIndependent(t, "testdata/independent1387.jsonl", false)
}
