package classify

import "testing"

func TestIndependentCases1115(t *testing.T) {
	runIndependent(t, "testdata/independent1115.jsonl", false)
}
