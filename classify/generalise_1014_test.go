package classify

import "testing"

func TestIndependentCases1014(t *testing.T) {
	runIndependent(t, "testdata/independent1014.jsonl", false)
}
