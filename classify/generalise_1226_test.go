package classify

import "testing"

func TestIndependentCases1226(t *testing.T) {
	runIndependent(t, "testdata/independent1226.jsonl", false)
}
