package classify

import "testing"

func TestIndependentCases1424(t *testing.T) {
	runIndependent(t, "testdata/independent1424.jsonl", false)
}
