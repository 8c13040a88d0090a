package classify

import "testing"

func TestIndependentCases1504(t *testing.T) {
	runIndependent(t, "testdata/independent1504.jsonl", false)
}
