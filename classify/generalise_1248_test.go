package classify

import "testing"

func TestIndependentCases1248(t *testing.T) {
	runIndependent(t, "testdata/independent1248.jsonl", false)
}
