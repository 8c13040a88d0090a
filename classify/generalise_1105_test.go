package classify

import "testing"

func TestIndependentCases1105(t *testing.T) {
	runIndependent(t, "testdata/independent1105.jsonl", false)
}
