package classify

import "testing"

func TestIndependentCases1279(t *testing.T) {
	runIndependent(t, "testdata/independent1279.jsonl", false)
}
