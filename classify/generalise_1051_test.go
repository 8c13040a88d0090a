package classify

import "testing"

func TestIndependentCases1051(t *testing.T) {
	runIndependent(t, "testdata/independent1051.jsonl", false)
}
