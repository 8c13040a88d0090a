package classify

import "testing"

func TestIndependentCases1744(t *testing.T) {
	runIndependent(t, "testdata/independent1744.jsonl", false)
}
