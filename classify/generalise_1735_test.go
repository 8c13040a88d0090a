package classify

import "testing"

func TestIndependentCases1735(t *testing.T) {
	runIndependent(t, "testdata/independent1735.jsonl", false)
}
