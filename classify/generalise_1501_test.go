package classify

import "testing"

func TestIndependentCases1501(t *testing.T) {
	runIndependent(t, "testdata/independent1501.jsonl", false)
}
