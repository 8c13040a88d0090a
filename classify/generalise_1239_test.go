package classify

import "testing"

func TestIndependentCases1239(t *testing.T) {
	runIndependent(t, "testdata/independent1239.jsonl", false)
}
