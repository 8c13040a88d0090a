package classify

import "testing"

func TestIndependentCases1495(t *testing.T) {
	runIndependent(t, "testdata/independent1495.jsonl", false)
}
