package classify

import "testing"

func TestIndependentCases1392(t *testing.T) {
	runIndependent(t, "testdata/independent1392.jsonl", false)
}
