package classify

import "testing"

func TestIndependentCases1069(t *testing.T) {
	runIndependent(t, "testdata/independent1069.jsonl", false)
}
