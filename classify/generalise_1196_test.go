package classify

import "testing"

func TestIndependentCases1196(t *testing.T) {
	runIndependent(t, "testdata/independent1196.jsonl", false)
}
