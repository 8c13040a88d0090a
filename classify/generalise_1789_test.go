package classify

import "testing"

func TestIndependentCases1789(t *testing.T) {
	runIndependent(t, "testdata/independent1789.jsonl", false)
}
