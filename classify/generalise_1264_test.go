package classify

import "testing"

func TestIndependentCases1264(t *testing.T) {
	runIndependent(t, "testdata/independent1264.jsonl", false)
}
