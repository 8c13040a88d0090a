package classify

import "testing"

func TestIndependentCases1398(t *testing.T) {
	runIndependent(t, "testdata/independent1398.jsonl", false)
}
