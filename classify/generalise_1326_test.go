package classify

import "testing"

func TestIndependentCases1326(t *testing.T) {
	runIndependent(t, "testdata/independent1326.jsonl", false)
}
