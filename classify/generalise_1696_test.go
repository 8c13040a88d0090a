package classify

import "testing"

func TestIndependentCases1696(t *testing.T) {
	runIndependent(t, "testdata/independent1696.jsonl", false)
}
