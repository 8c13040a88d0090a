package classify

import "testing"

func TestIndependentCases1043(t *testing.T) {
	runIndependent(t, "testdata/independent1043.jsonl", false)
}
