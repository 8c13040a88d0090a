package classify

import "testing"

func TestIndependentCases1309(t *testing.T) {
	runIndependent(t, "testdata/independent1309.jsonl", false)
}
