package classify

import "testing"

func TestIndependentCases1097(t *testing.T) {
	runIndependent(t, "testdata/independent1097.jsonl", false)
}
