package classify

import "testing"

func TestIndependentCases1207(t *testing.T) {
	runIndependent(t, "testdata/independent1207.jsonl", false)
}
