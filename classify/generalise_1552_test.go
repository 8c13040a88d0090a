package classify

import "testing"

func TestIndependentCases1552(t *testing.T) {
	runIndependent(t, "testdata/independent1552.jsonl", false)
}
