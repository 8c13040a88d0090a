package classify

import "testing"

func TestIndependentCases1058(t *testing.T) {
	runIndependent(t, "testdata/independent1058.jsonl", false)
}
