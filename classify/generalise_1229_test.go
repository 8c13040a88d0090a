package classify

import "testing"

func TestIndependentCases1229(t *testing.T) {
	runIndependent(t, "testdata/independent1229.jsonl", false)
}
