package classify

import "testing"

func TestIndependentCases1315(t *testing.T) {
	runIndependent(t, "testdata/independent1315.jsonl", false)
}
