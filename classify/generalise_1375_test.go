package classify

import "testing"

func TestIndependentCases1375(t *testing.T) {
	runIndependent(t, "testdata/independent1375.jsonl", false)
}
