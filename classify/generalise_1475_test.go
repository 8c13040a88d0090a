package classify

import "testing"

func TestIndependentCases1475(t *testing.T) {
	runIndependent(t, "testdata/independent1475.jsonl", false)
}
