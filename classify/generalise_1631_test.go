package classify

import "testing"

func TestIndependentCases1631(t *testing.T) {
	runIndependent(t, "testdata/independent1631.jsonl", false)
}
